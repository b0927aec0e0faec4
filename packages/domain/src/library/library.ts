import { z } from 'zod';
import { isPdfUrl } from '../motivation/motivation.ts';
import { isHttpUrl } from '../practice/practice-settings.schemas.ts';
import { isIsoDate, todayIso } from '../shared/dates.ts';
import type { Role } from '../shared/roles.ts';
import { whenMissing } from '../shared/validation.ts';

/**
 * The brochure library (spec 1 §3): the practice's own content, each item a PDF (uploaded, or a link to
 * one) or a link to a page elsewhere, shown to the practice's clients until its display-until date; and
 * the platform's pre-approved brochures, of which each practice chooses those its clients see.
 */

/** A title fits a card and a browser tab. */
export const maxLibraryTitleLength = 150;
/** A description is a paragraph or two, never an article. */
export const maxLibraryDescriptionLength = 2000;
/** A web address fits a browser's address bar. */
export const maxLibraryUrlLength = 2000;
/** How long an uploaded PDF waits for the item's save; shorter than the orphan sweep's hour. */
export const libraryUploadLifetimeMinutes = 50;
/** Expired content is removed about a month after its display-until date (spec 1 §9). */
export const libraryRemovalDays = 30;
/** The staff home names items whose display-until date falls within this many days. */
export const libraryExpiringSoonDays = 14;

/** Who writes, edits and deletes the practice's library content, and chooses its brochures: its staff. */
export const libraryStaffRoles = ['adviser', 'admin', 'director'] as const satisfies readonly Role[];
/** Who reads the library: the practice's clients (content still shown) and its staff (all of it). */
export const libraryReaderRoles = ['client', ...libraryStaffRoles] as const satisfies readonly Role[];
/** Who writes the platform's pre-approved brochures. */
export const brochureWriterRoles = ['super_admin'] as const satisfies readonly Role[];
/** Who reads the platform's brochures as the platform keeps them. */
export const brochureReaderRoles = ['super_admin', 'support_admin'] as const satisfies readonly Role[];

/** A practice item's state on a day: shown to clients through its display-until date, expired after it. */
export const libraryItemStates = ['shown', 'expired'] as const;
export type LibraryItemState = (typeof libraryItemStates)[number];

/** What a practice's staff filter their list by; `expiring` is what the home names. */
export const libraryItemFilters = ['shown', 'expired', 'expiring'] as const;
export type LibraryItemFilter = (typeof libraryItemFilters)[number];

/** Texts of the library, answered by the server and shown early beside the form's fields (en-GB). */
export const libraryMessages = {
  'library.titleRequired': 'Enter a title.',
  'library.titleTooLong': `Keep the title to ${maxLibraryTitleLength} characters or fewer.`,
  'library.descriptionTooLong': `Keep the description to ${maxLibraryDescriptionLength.toLocaleString('en-GB')} characters or fewer.`,
  'library.contentRequired': 'Add a PDF (upload it or give its URL) or a link to a page.',
  'library.pdfOrLink': 'Specify either a PDF or a link, not both.',
  'library.pdfBoth': 'Specify a PDF URL or a PDF file, not both.',
  'library.pdfUrlInvalid': 'Enter a web address starting with http:// or https://, such as https://www.example.com/guide.pdf.',
  'library.pdfUrlNotPdf': 'A PDF URL must end in .pdf.',
  'library.linkInvalid': 'Enter a web address starting with http:// or https://, such as https://www.example.com.',
  'library.dateInvalid': 'Enter a real date, such as 31/03/2027.',
  'library.dateInPast': 'Choose today or a later date, or leave it empty to show the item until it is deleted.',
  'library.uploadGone': 'This PDF is no longer waiting to be saved. Choose it again.',
  'library.notFound': 'This item is not in the library. It may have been deleted or no longer be shown.',
  'library.brochureNotFound': 'This brochure is not there. It may have been withdrawn.',
  'library.fileNotFound': 'This PDF is no longer there.',
  'library.saved': 'Library item saved',
  'library.removed': 'Library item deleted',
  'library.brochureSaved': 'Brochure saved',
  'library.brochureRemoved': 'Brochure deleted',
  'library.brochureShown': 'Your clients now see this brochure in their library',
  'library.brochureHidden': 'Your clients no longer see this brochure',
} as const;
export type LibraryMessageKey = keyof typeof libraryMessages;
const say = (key: LibraryMessageKey) => libraryMessages[key];

/** The day before which a date counts as past: the earliest "today" on Earth (UTC-12), so no one's today is refused. */
function earliestTodayIso(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** An item's state on the day `now` falls on where the server runs: shown through its display-until date. */
export function libraryItemStateOf(displayUntil: string | null, now: Date = new Date()): LibraryItemState {
  return displayUntil !== null && displayUntil < todayIso(now) ? 'expired' : 'shown';
}

/** The first day an expired item may be removed: {@link libraryRemovalDays} after its display-until date. */
export function libraryRemovalDayOf(displayUntil: string): string {
  const [year, month, day] = displayUntil.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + libraryRemovalDays)).toISOString().slice(0, 10);
}

/** The display-until dates removable on the day `now` falls on: those before this date (their removal day has come). */
export function libraryRemovableBefore(now: Date = new Date()): string {
  const [year, month, day] = todayIso(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - libraryRemovalDays + 1)).toISOString().slice(0, 10);
}

/** The last display-until date the home's "expiring soon" names, from today. */
export function libraryExpiringBy(now: Date = new Date()): string {
  const [year, month, day] = todayIso(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + libraryExpiringSoonDays)).toISOString().slice(0, 10);
}

/** The fields of an item or brochure the rules read (spec 1 §5). */
export type LibraryContentDraft = {
  pdf_url?: string | null | undefined;
  pdf_file_id?: string | null | undefined;
  link_url?: string | null | undefined;
  display_until?: string | null | undefined;
};
export type LibraryContentField = 'pdf_file_id' | 'pdf_url' | 'link_url' | 'display_until';
export type LibraryContentProblem = { field: LibraryContentField; message: string };

/**
 * What is wrong with an item's content (spec 1 §5): a PDF (a file or a URL ending in .pdf, not both) or
 * a link, exactly one; addresses http or https with a real domain; a display-until date that is a date and,
 * unless it is the one the item already has (`keptDate`), not past. Empty when nothing is wrong.
 */
export function libraryContentProblems(
  draft: LibraryContentDraft,
  options: { now?: Date; keptDate?: string | null } = {},
): LibraryContentProblem[] {
  const problems: LibraryContentProblem[] = [];
  const pdfUrl = draft.pdf_url?.trim() ?? '';
  const link = draft.link_url?.trim() ?? '';
  const hasFile = Boolean(draft.pdf_file_id);
  const hasPdf = hasFile || pdfUrl !== '';
  if (pdfUrl !== '' && hasFile) problems.push({ field: 'pdf_url', message: say('library.pdfBoth') });
  else if (pdfUrl !== '' && !isHttpUrl(pdfUrl)) problems.push({ field: 'pdf_url', message: say('library.pdfUrlInvalid') });
  else if (pdfUrl !== '' && !isPdfUrl(pdfUrl)) problems.push({ field: 'pdf_url', message: say('library.pdfUrlNotPdf') });
  if (link !== '' && hasPdf) problems.push({ field: 'link_url', message: say('library.pdfOrLink') });
  else if (link !== '' && !isHttpUrl(link)) problems.push({ field: 'link_url', message: say('library.linkInvalid') });
  if (!hasPdf && link === '') problems.push({ field: 'pdf_file_id', message: say('library.contentRequired') });
  const date = draft.display_until?.trim() ?? '';
  if (date !== '' && !isIsoDate(date)) problems.push({ field: 'display_until', message: say('library.dateInvalid') });
  else if (date !== '' && date !== options.keptDate && date < earliestTodayIso(options.now ?? new Date()))
    problems.push({ field: 'display_until', message: say('library.dateInPast') });
  return problems;
}

/** A title: required, trimmed, bounded. */
export const libraryTitleField = z
  .string({ error: whenMissing(say('library.titleRequired')) })
  .trim()
  .min(1, say('library.titleRequired'))
  .max(maxLibraryTitleLength, say('library.titleTooLong'));

export const libraryDescriptionField = z.string().trim().max(maxLibraryDescriptionLength, say('library.descriptionTooLong')).default('');

const optionalText = (message: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** The fields a brochure and a practice item share: what it is and where its content is. */
const contentFields = {
  title: libraryTitleField,
  description: libraryDescriptionField,
  pdf_url: optionalText(say('library.pdfUrlInvalid'), maxLibraryUrlLength),
  pdf_file_id: z.uuid().nullish(),
  link_url: optionalText(say('library.linkInvalid'), maxLibraryUrlLength),
};

/**
 * A practice's library item, new or as it is to be after an edit (the whole of it). `pdf_file_id` names an
 * upload just made (or, on an edit, the file the item has already). The date rule's "not past" is checked by
 * the server against the item's kept date, so the schema checks the date's form only.
 */
export const libraryItemBody = z
  .object({
    ...contentFields,
    display_until: optionalText(say('library.dateInvalid'), 10),
  })
  .superRefine((body, context) => {
    for (const problem of libraryContentProblems(body, { keptDate: body.display_until }))
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type LibraryItemBody = z.output<typeof libraryItemBody>;

/** A platform brochure, new or after an edit: the same content as an item, shown until withdrawn. */
export const brochureBody = z.object(contentFields).superRefine((body, context) => {
  for (const problem of libraryContentProblems(body)) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type BrochureBody = z.output<typeof brochureBody>;

/** A practice's choice to show one brochure to its clients, or not. */
export const brochureChoiceBody = z.object({ shown: z.boolean() });

export const libraryPdfSchema = z.object({
  /** The stored file's id: an edit that keeps the PDF names it again. */
  id: z.uuid(),
  file_name: z.string(),
  size_bytes: z.number().int().nullable(),
  /** Where the viewer reads it and the browser downloads it. */
  url: z.string(),
});
export type LibraryPdf = z.infer<typeof libraryPdfSchema>;

const contentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** The uploaded PDF, or null. */
  pdf: libraryPdfSchema.nullable(),
  /** A link to a PDF elsewhere, or null. */
  pdf_url: z.string().nullable(),
  /** A link to a page elsewhere, or null. */
  link_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const libraryItemSchema = contentSchema.extend({
  display_until: z.string().nullable(),
  state: z.enum(libraryItemStates),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;
export const libraryItemSavedSchema = libraryItemSchema.extend({ message: z.string() });

export const brochureSchema = contentSchema;
export type Brochure = z.infer<typeof brochureSchema>;
export const brochureSavedSchema = brochureSchema.extend({ message: z.string() });

/** A brochure as a practice sees it: whether its clients are shown it. */
export const practiceBrochureSchema = contentSchema.extend({ shown: z.boolean() });
export type PracticeBrochure = z.infer<typeof practiceBrochureSchema>;
export const practiceBrochureChoiceSchema = practiceBrochureSchema.extend({ message: z.string() });

/** A PDF uploaded for an item or a brochure and waiting to be saved with it. */
export const libraryUploadSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  size_bytes: z.number().int(),
});
export type LibraryUpload = z.infer<typeof libraryUploadSchema>;

/** Where an item's content is, as a card and the audit trail name it. */
export const libraryContentKinds = ['pdf', 'pdf_url', 'link'] as const;
export type LibraryContentKind = (typeof libraryContentKinds)[number];

export function libraryContentKindOf(content: { pdf: unknown; pdf_url: string | null }): LibraryContentKind {
  if (content.pdf) return 'pdf';
  return content.pdf_url ? 'pdf_url' : 'link';
}
