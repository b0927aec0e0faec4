import {
  formatFileSize,
  type SupportRequestFields,
  supportAreaLabels,
  supportBrowserLabels,
  supportDeviceLabels,
  supportUserAccountLabels,
} from '@advice/domain';
import type { CheckedSupportFile } from './support.files.ts';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO calendar date as the product shows dates ('MMMM d, yyyy'): November 26, 2026. */
function dateInWords(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${months[month - 1] ?? ''} ${day}, ${year}`;
}

/** Who sent the request as the product knows them: their account, its role and practice, and where they were. */
export type SupportSender = {
  name: string;
  email: string;
  roleLabel: string;
  practiceName: string;
  origin: string;
  userAgent: string | undefined;
};

/** Text typed on one line (a title, a name) as a mail header or a list line shows it: no line breaks. */
export function oneLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** The request's every field, written out for the support team: what happened, who sent it, and the files. */
export function supportRequestDetails(
  reference: string,
  fields: SupportRequestFields,
  sender: SupportSender,
  files: readonly CheckedSupportFile[],
): string {
  const givenOr = (value: string) => (value ? oneLine(value) : 'not given');
  const fileLines = files.length
    ? files.map(
        (file) => `- ${oneLine(file.fileName)} (${file.kind === 'file' ? 'file' : 'screenshot'}, ${formatFileSize(file.body.length)})`,
      )
    : ['None'];
  return [
    [
      `Reference: ${reference}`,
      `Title: ${oneLine(fields.title)}`,
      `Area of use: ${supportAreaLabels[fields.area]}`,
      `Date of occurrence: ${dateInWords(fields.occurred_on)}`,
      `Device: ${supportDeviceLabels[fields.device]}`,
      `Browser: ${supportBrowserLabels[fields.browser]}`,
      `URL: ${givenOr(fields.url)}`,
      `Client e-mail or case reference: ${givenOr(fields.client_reference)}`,
    ].join('\n'),
    `Overview:\n${fields.overview}`,
    [
      'Sender',
      `Full name: ${oneLine(fields.full_name)}`,
      `E-mail: ${fields.email}`,
      `Firm: ${oneLine(fields.firm_name)}`,
      `User account: ${supportUserAccountLabels[fields.user_account]}`,
      `Signed in as: ${sender.name} <${sender.email}>, ${sender.roleLabel} at ${sender.practiceName}`,
      `Sent from: ${sender.origin}`,
      ...(sender.userAgent ? [`Browser reported: ${oneLine(sender.userAgent).slice(0, 300)}`] : []),
    ].join('\n'),
    [`Attachments (${files.length}):`, ...fileLines].join('\n'),
  ].join('\n\n');
}
