import { z } from 'zod';
import type { AcceptedType, FilePolicy } from '../files/upload-policies.ts';
import { genericUploadMessages, sizeInWords } from '../files/upload-refusals.ts';
import { isHttpUrl } from '../practice/practice-settings.schemas.ts';
import { interpolate } from '../shared/audit.ts';
import { isIsoDate, latestTodayIso } from '../shared/dates.ts';
import { emailField, requiredText } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { whenMissing } from '../shared/validation.ts';

/** The technical support form's own texts (en-GB), shared by the server's refusals and the form. */
export const supportMessages = {
  'support.validation.futureDate': 'The date cannot be in the future. Enter the day the problem happened.',
  'support.validation.url': 'Enter the address of the page, starting with http:// or https://',
  'support.validation.tooManyScreenshots': 'Attach {{max}} screenshots or fewer.',
  'support.validation.totalTooLarge':
    'The files add up to {{size}}; all files together can be at most {{max}}. Remove a file or attach smaller ones.',
  'support.validation.totalTooLargeGeneric': 'All files together can be at most {{max}}. Remove a file or attach smaller ones.',
  'support.validation.oneFile': 'Attach one file here; add pictures of the screen as screenshots.',
  'support.firstResponse': 'Our support team will give you a first response within 48 hours.',
  'support.sent': 'Your request {{reference}} has been sent to our support team.',
} as const;
export type SupportMessageKey = keyof typeof supportMessages;

/** A support text with its placeholders filled. */
export function supportText(key: SupportMessageKey, params: Readonly<Record<string, string | number>> = {}): string {
  return interpolate(supportMessages[key], Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])));
}

/** How soon the support team answers a request for the first time (spec 1 §9). */
export const supportFirstResponseHours = 48;

/** The account the request is about, with the spec's role options (spec 2 §2.5). */
export const supportUserAccounts = ['director', 'adviser', 'admin', 'client'] as const;
export type SupportUserAccount = (typeof supportUserAccounts)[number];
export const supportUserAccountLabels = {
  director: 'Practice Director',
  adviser: 'Adviser',
  admin: 'Practice Admin',
  client: 'Client',
} as const satisfies Record<SupportUserAccount, string>;

/** The device the problem happened on, by the operating systems the product supports (spec 1 §9). */
export const supportDevices = ['windows', 'macos', 'linux', 'ios', 'android', 'other'] as const;
export type SupportDevice = (typeof supportDevices)[number];
export const supportDeviceLabels = {
  windows: 'Windows computer',
  macos: 'Mac',
  linux: 'Linux computer',
  ios: 'iPhone or iPad',
  android: 'Android phone or tablet',
  other: 'Another device',
} as const satisfies Record<SupportDevice, string>;

/** The browser the problem happened in: the supported ones (spec 1 §9), and any other. */
export const supportBrowsers = [
  'chrome',
  'edge',
  'firefox',
  'safari',
  'android_chrome',
  'edge_legacy',
  'internet_explorer',
  'other',
] as const;
export type SupportBrowser = (typeof supportBrowsers)[number];
export const supportBrowserLabels = {
  chrome: 'Google Chrome',
  edge: 'Microsoft Edge',
  firefox: 'Mozilla Firefox',
  safari: 'Safari',
  android_chrome: 'Chrome on Android',
  edge_legacy: 'Microsoft Edge (Legacy)',
  internet_explorer: 'Internet Explorer',
  other: 'Another browser',
} as const satisfies Record<SupportBrowser, string>;

/** The part of the product the problem is in, as its menus name the areas. */
export const supportAreas = [
  'sign_in',
  'dashboard',
  'clients',
  'cases',
  'documents',
  'signing',
  'fact_find',
  'questionnaires',
  'messages',
  'meetings',
  'vault',
  'identity',
  'financial_strategy',
  'reports',
  'practice_settings',
  'other',
] as const;
export type SupportArea = (typeof supportAreas)[number];
export const supportAreaLabels = {
  sign_in: 'Signing in and my account',
  dashboard: 'Dashboard',
  clients: 'Clients',
  cases: 'Cases and recommendation packs',
  documents: 'Documents',
  signing: 'Signing documents',
  fact_find: 'Fact find',
  questionnaires: 'Questionnaires',
  messages: 'Messages and notifications',
  meetings: 'Advice rooms (video meetings)',
  vault: 'Document vault',
  identity: 'Identity check',
  financial_strategy: 'Financial strategy',
  reports: 'Reports',
  practice_settings: 'Practice settings',
  other: 'Something else',
} as const satisfies Record<SupportArea, string>;

/** The longest value of each text field. */
export const supportFieldMax = {
  full_name: 120,
  firm_name: 160,
  url: 2000,
  title: 150,
  client_reference: 200,
  overview: 5000,
} as const;

/** The day the problem happened: a real date, and not after today (for anyone, wherever they are). */
const occurredOnField = z
  .string({ error: whenMissing(messages['errors.required']) })
  .trim()
  .min(1, messages['errors.required'])
  .refine(isIsoDate, messages['errors.date'])
  .refine((value) => !isIsoDate(value) || value <= latestTodayIso(), supportMessages['support.validation.futureDate']);

/** The page's address, when the person gives one. */
const pageUrlField = z
  .string()
  .trim()
  .max(supportFieldMax.url)
  .refine((value) => value === '' || isHttpUrl(value), supportMessages['support.validation.url'])
  .default('');

/**
 * The form's text fields (spec 2 §2.5). What the support team needs to act is required; the page's
 * address and the client's e-mail or case reference are given when the problem has one.
 */
export const supportRequestFields = z.object({
  full_name: requiredText(supportFieldMax.full_name),
  email: emailField,
  firm_name: requiredText(supportFieldMax.firm_name),
  user_account: z.enum(supportUserAccounts),
  device: z.enum(supportDevices),
  occurred_on: occurredOnField,
  browser: z.enum(supportBrowsers),
  url: pageUrlField,
  area: z.enum(supportAreas),
  title: requiredText(supportFieldMax.title),
  client_reference: z.string().trim().max(supportFieldMax.client_reference).default(''),
  overview: requiredText(supportFieldMax.overview),
});
export type SupportRequestFieldsIn = z.input<typeof supportRequestFields>;
export type SupportRequestFields = z.output<typeof supportRequestFields>;

/** All files of one request together at most 10 MB (spec 2 §9: 10485760 bytes). */
export const supportAttachmentsMaxBytes = 10_485_760;
/** Screenshots one request may carry. */
export const supportScreenshotsMaxCount = 5;

const png = { mime: 'image/png', ext: 'png' } as const;
const jpeg = { mime: 'image/jpeg', ext: 'jpg' } as const;
const webp = { mime: 'image/webp', ext: 'webp' } as const;
const pdf = { mime: 'application/pdf', ext: 'pdf' } as const;

/** A policy of the form's files: they are mailed on to the support team, never stored, so they have no stored-file purpose. */
function supportPolicy(fileField: string, types: readonly AcceptedType[], required: string): FilePolicy {
  const rules = { maxBytes: supportAttachmentsMaxBytes, types };
  return { fileField, ...rules, messages: { required, ...genericUploadMessages(rules) } };
}

/** The screenshots (images) and the one file (an image or a PDF) the form takes, each checked by its content on the server. */
export const supportFilePolicies = {
  screenshots: supportPolicy('screenshots', [png, jpeg, webp], 'Choose a screenshot to attach.'),
  file: supportPolicy('file', [pdf, png, jpeg, webp], 'Choose a file to attach.'),
} as const;
export type SupportFileKind = keyof typeof supportFilePolicies;

/** The sentence that refuses files adding up to more than 10 MB, or `null` when they fit. */
export function supportAttachmentsTotalProblem(sizes: readonly number[]): string | null {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= supportAttachmentsMaxBytes) return null;
  const max = sizeInWords(supportAttachmentsMaxBytes);
  const size = sizeInWords(total) === max ? sizeInWords(total, true) : sizeInWords(total);
  return supportText('support.validation.totalTooLarge', { size, max });
}

/** The sentence that refuses more screenshots than a request takes, or `null`. */
export function supportScreenshotsCountProblem(count: number): string | null {
  return count > supportScreenshotsMaxCount
    ? supportText('support.validation.tooManyScreenshots', { max: supportScreenshotsMaxCount })
    : null;
}

/** A request's reference, as the sender and the support team quote it: SR- and eight letters or digits. */
export const supportReferencePattern = /^SR-[A-HJ-NP-Z2-9]{8}$/u;
/** The letters and digits of a reference: no 0/O or 1/I, which read alike over the phone. */
export const supportReferenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference from eight random bytes (each picks one of the 32 characters, evenly). */
export function supportReferenceOf(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new Error('a support reference needs eight random bytes');
  const characters = [...randomBytes.slice(0, 8)].map((byte) => supportReferenceAlphabet[byte % supportReferenceAlphabet.length]);
  return `SR-${characters.join('')}`;
}

/** What a sent request answers: its reference, the sentence saying it was sent, and the first-response promise. */
export const supportRequestSent = z.object({
  reference: z.string().regex(supportReferencePattern),
  message: z.string(),
  first_response: z.string(),
});
export type SupportRequestSent = z.infer<typeof supportRequestSent>;
