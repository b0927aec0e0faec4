import type { SignerRole, SigningEventKind } from '@advice/domain';
import type { Content, TableCell } from 'pdfmake';
import pdfmake from 'pdfmake';
import { formatLetterDate } from '../../people/client-letter.pdf.ts';
import { robotoFiles } from './pdf-fonts.ts';
import type { CertificateFacts } from './signing-pdf.types.ts';
import { describeUserAgent } from './user-agent.ts';

type TDocumentDefinitions = Parameters<typeof pdfmake.createPdf>[0];

/** Roboto for the words (a signer's name may be "Łukasz"), Courier for the fingerprints; no other file is read. */
const fonts = {
  Roboto: robotoFiles,
  Courier: { normal: 'Courier', bold: 'Courier-Bold', italics: 'Courier-Oblique', bolditalics: 'Courier-BoldOblique' },
};
const fontFiles = new Set(Object.values(fonts).flatMap((family) => Object.values(family)));

export const signerRoleWords: Record<SignerRole, string> = { client: 'Client', partner: 'Partner', adviser: 'Adviser' };

/** What happened, in the words the certificate uses. */
export const signingEventWords: Record<SigningEventKind, string> = {
  drafted: 'Prepared for signing',
  sent: 'Sent for signature',
  viewed: 'Opened the document',
  passcode_sent: 'Passcode sent',
  passcode_confirmed: 'Passcode confirmed',
  signed: 'Signed',
  declined: 'Declined to sign',
  voided: 'Signing cancelled',
  completed: 'Completed and sealed',
  reminder_sent: 'Reminder sent',
};

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

/** A moment in London as its date ('MMMM d, yyyy') and its time on the 12-hour clock with the zone named ('3:04 pm GMT'). */
function londonDateAndTime(at: Date): { date: string; time: string } {
  const part = Object.fromEntries(londonParts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: formatLetterDate(`${part.year}-${part.month}-${part.day}`),
    time: `${part.hour}:${part.minute} ${(part.dayPeriod ?? '').toLowerCase()} ${part.timeZoneName}`,
  };
}

/** A moment as 'MMMM d, yyyy, h:mm am' in London, the zone named: "November 25, 2026, 3:04 pm GMT". */
export function formatLondonTime(at: Date): string {
  const { date, time } = londonDateAndTime(at);
  return `${date}, ${time}`;
}

/** A moment in a table cell: the date, the time beneath it. */
function momentCell(at: Date): TableCell {
  const { date, time } = londonDateAndTime(at);
  return { stack: [date, { text: time, style: 'small' }] };
}

const defaultAccent = '#1f3a5f';
const ink = '#1b2330';
const muted = '#5b6573';
const rule = '#d5dae1';

const accentOf = (accent: string | null) => (accent && /^#[0-9a-f]{6}$/iu.test(accent) ? accent : defaultAccent);

/** Black or white, whichever reads better on the colour. */
function textOn(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16) / 255) as [number, number, number];
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return luminance > 0.4 ? '#000000' : '#ffffff';
}

function logoDataUrl(logo: Uint8Array | null): string | null {
  if (!logo || logo.length < 4) return null;
  if (logo[0] === 0x89 && logo[1] === 0x50 && logo[2] === 0x4e && logo[3] === 0x47)
    return `data:image/png;base64,${Buffer.from(logo).toString('base64')}`;
  if (logo[0] === 0xff && logo[1] === 0xd8 && logo[2] === 0xff) return `data:image/jpeg;base64,${Buffer.from(logo).toString('base64')}`;
  return null;
}

/** An e-mail address may break after its '@' in a narrow column. */
const breakable = (email: string) => email.replace('@', '@\u200b');

function letterhead(facts: CertificateFacts, accent: string, hasLogo: boolean): Content {
  const name: Content = { text: facts.practiceName, style: 'practice', alignment: hasLogo ? 'right' : 'left' };
  const top: Content = hasLogo ? { columns: [{ image: 'logo', fit: [150, 48], width: 150 }, name], columnGap: 16 } : name;
  return {
    stack: [top, { canvas: [{ type: 'line', x1: 0, y1: 8, x2: 483, y2: 8, lineWidth: 2, lineColor: accent }] }],
    margin: [0, 0, 0, 18],
  };
}

function summary(facts: CertificateFacts): Content {
  const row = (label: string, value: Content): TableCell[] => [{ text: label, style: 'label' }, value];
  return {
    table: {
      widths: [130, '*'],
      body: [
        row('Document', { text: facts.documentName, bold: true }),
        row('Envelope reference', { text: facts.envelopeId, style: 'hash' }),
        row('Completed', formatLondonTime(facts.completedAt)),
        row('Original document SHA-256', { text: facts.originalSha256, style: 'hash' }),
        row('Signed document SHA-256', { text: facts.signedSha256, style: 'hash' }),
      ],
    },
    layout: {
      hLineWidth: (index: number, node: { table: { body: unknown[] } }) => (index === 0 || index === node.table.body.length ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => rule,
      fillColor: () => '#f5f7fa',
      paddingLeft: () => 10,
      paddingRight: () => 10,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
    margin: [0, 0, 0, 22],
  };
}

function tableLayout(accent: string) {
  return {
    hLineWidth: (index: number) => (index === 0 ? 0 : index === 1 ? 0 : 0.5),
    vLineWidth: () => 0,
    hLineColor: () => rule,
    fillColor: (index: number) => (index === 0 ? accent : null),
    paddingTop: () => 5,
    paddingBottom: () => 5,
  };
}

function headerRow(labels: string[], accent: string): TableCell[] {
  return labels.map((text) => ({ text, style: 'tableHeader', color: textOn(accent) }));
}

function signersTable(facts: CertificateFacts, accent: string): Content {
  const rows = facts.signers.map((signer): TableCell[] => [
    { text: signer.name, bold: true },
    signerRoleWords[signer.role],
    breakable(signer.email),
    momentCell(signer.signedAt),
  ]);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 60, 150, 92],
      body: [headerRow(['Name', 'Role', 'E-mail', 'Signed'], accent), ...rows],
    },
    layout: tableLayout(accent),
    margin: [0, 0, 0, 22],
  };
}

function eventRows(event: CertificateFacts['events'][number]): TableCell[][] {
  const row: TableCell[] = [
    { text: signingEventWords[event.kind], bold: true },
    momentCell(event.at),
    event.actorName ?? 'Automatic',
    { text: event.ip ?? '—', style: 'small' },
    { text: describeUserAgent(event.userAgent) ?? '—', style: 'small' },
  ];
  if (!event.sha256Before || !event.sha256After || event.sha256Before === event.sha256After) return [row];
  const line = (label: string, hash: string): Content => ({
    columns: [
      { text: label, style: 'label', width: 92 },
      { text: hash, style: 'hash' },
    ],
    columnGap: 8,
  });
  const hashes: TableCell = {
    colSpan: 5,
    stack: [line('SHA-256 before', event.sha256Before), line('SHA-256 after', event.sha256After)],
    margin: [0, -2, 0, 2],
    fontSize: 8,
  };
  return [row, [hashes, '', '', '', '']];
}

function eventsTable(facts: CertificateFacts, accent: string): Content {
  const events = [...facts.events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const body = [headerRow(['What happened', 'When', 'Who', 'IP address', 'Device'], accent), ...events.flatMap(eventRows)];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [92, 92, '*', 80, 92], body },
    layout: {
      ...tableLayout(accent),
      // A row of hashes belongs to the event above it: no rule between them.
      hLineWidth: (index: number, node: { table: { body: TableCell[][] } }) => {
        if (index <= 1 || index === node.table.body.length) return index === node.table.body.length ? 0.5 : 0;
        const next = node.table.body[index]?.[0];
        return typeof next === 'object' && next !== null && 'colSpan' in next ? 0 : 0.5;
      },
    },
  };
}

/** The certificate's layout, as pdfmake's document definition. */
export function signingCertificateDocument(facts: CertificateFacts): TDocumentDefinitions {
  const accent = accentOf(facts.branding.accent);
  // A light accent (a pale gold) still fills the rules and table heads; words in it would not read, so they take ink.
  const accentText = textOn(accent) === '#000000' ? ink : accent;
  const logo = logoDataUrl(facts.branding.logo);
  return {
    info: { title: `Signing certificate – ${facts.documentName}`, author: facts.practiceName, subject: 'Signing certificate' },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 64],
    ...(logo ? { images: { logo } } : {}),
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.2, color: ink },
    styles: {
      practice: { fontSize: 14, bold: true, color: accentText },
      title: { fontSize: 22, bold: true, color: ink, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 12, color: muted, margin: [0, 0, 0, 12] },
      intro: { fontSize: 9.5, margin: [0, 0, 0, 16], lineHeight: 1.35 },
      heading: { fontSize: 12, bold: true, color: accentText, margin: [0, 0, 0, 8] },
      label: { color: muted },
      hash: { font: 'Courier', fontSize: 8 },
      small: { fontSize: 8, color: muted },
      tableHeader: { bold: true, fontSize: 8.5 },
      footer: { fontSize: 7.5, color: muted },
    },
    footer: (page: number, pages: number): Content => ({
      columns: [
        { text: `${facts.practiceName} · Signing certificate · ${facts.envelopeId}`, style: 'footer' },
        { text: `Page ${page} of ${pages}`, style: 'footer', alignment: 'right', width: 70 },
      ],
      margin: [56, 28, 56, 0],
    }),
    content: [
      letterhead(facts, accent, logo !== null),
      { text: 'Signing certificate', style: 'title' },
      { text: facts.documentName, style: 'subtitle' },
      {
        text: `This certificate records how ${facts.documentName} was signed with ${facts.practiceName}: who signed it, when, and each step on the way. The signed document carries ${facts.practiceName}’s digital seal, so any PDF reader that checks signatures shows whether it has changed since it was sealed. Its SHA-256 fingerprint below identifies it exactly.`,
        style: 'intro',
      },
      summary(facts),
      { text: 'Signers', style: 'heading' },
      signersTable(facts, accent),
      { text: 'Signing record', style: 'heading' },
      { text: 'Times are in London time.', style: 'small', margin: [0, -4, 0, 8] },
      eventsTable(facts, accent),
    ],
  };
}

/** The signing certificate: a PDF of its own listing the signers, each event and the hashes, on the practice's branding. */
export async function renderSigningCertificate(facts: CertificateFacts): Promise<Uint8Array> {
  // As for the letters: pdfmake keeps fonts and policies on one shared instance and reads them when a
  // document is started, so they are set right before, and no URL nor any other file can be read.
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  const buffer = await pdfmake.createPdf(signingCertificateDocument(facts)).getBuffer();
  return new Uint8Array(buffer);
}
