import { z } from 'zod';
import type { NoticeText } from '../notifications/notification-events.ts';
import { isHttpUrl } from '../practice/practice-settings.schemas.ts';
import { excerptOf } from '../shared/audit.ts';
import { messages } from '../shared/messages.ts';
import { whenMissing } from '../shared/validation.ts';

/** The kinds of a motivation centre item (spec 1 §3): a link (URL, title), a PDF (title, document), an image gallery (main image, images). */
export const motivationItemKinds = ['link', 'pdf', 'gallery'] as const;
export type MotivationItemKind = (typeof motivationItemKinds)[number];

/** Each kind as a choice, a card's badge and an audit sentence name it. */
export const motivationKindLabels = {
  link: 'Link',
  pdf: 'PDF',
  gallery: 'Photo gallery',
} as const satisfies Record<MotivationItemKind, string>;

/** A title fits on a card. */
export const maxMotivationTitleLength = 120;
/** A comment is a few sentences, never a letter. */
export const maxMotivationCommentLength = 2000;
/** The further images of one gallery besides its main image. */
export const maxGalleryImages = 30;
/**
 * How long a file uploaded for an item waits to be saved with it. Shorter than the orphan sweep's grace
 * (an hour), so a file the sweep is about to delete is never taken.
 */
export const motivationUploadLifetimeMinutes = 50;

/** Texts of the motivation centre, shown by the server and early beside the form's fields (en-GB). */
export const motivationMessages = {
  'motivation.titleRequired': 'Enter a title.',
  'motivation.titleTooLong': `Keep the title to ${maxMotivationTitleLength} characters or fewer.`,
  'motivation.linkRequired': 'Enter the web address of the link.',
  'motivation.urlInvalid': 'Enter a web address starting with http:// or https://, such as https://www.example.com.',
  'motivation.pdfUrlNotPdf': 'The link to a PDF must end in .pdf.',
  'motivation.pdfBoth': 'Give a link to a PDF or choose a PDF file, not both.',
  'motivation.pdfNeither': 'Choose a PDF file or give a link to one.',
  'motivation.mainImageRequired': 'Choose a main image for the gallery.',
  'motivation.tooManyImages': `A gallery can hold up to ${maxGalleryImages} further images besides the main one.`,
  'motivation.imageTwice': 'Each image can be in the gallery once.',
  'motivation.uploadGone': 'This file is no longer waiting to be saved. Choose it again.',
  'motivation.notFound': 'This item is no longer in the motivation centre.',
  'motivation.fileNotFound': 'This file is no longer in the motivation centre.',
  'motivation.commentRequired': 'Write a comment before sending it.',
  'motivation.commentTooLong': `Keep the comment to ${maxMotivationCommentLength} characters or fewer.`,
  'motivation.commentNotFound': 'This comment is no longer there.',
  'motivation.commentNotYours': 'You can delete only your own comments.',
  'motivation.added': 'Added to the motivation centre',
  'motivation.updated': 'Changes saved',
  'motivation.removed': 'Removed from the motivation centre',
  'motivation.commentRemoved': 'Comment deleted',
} as const;
export type MotivationMessageKey = keyof typeof motivationMessages;
const say = (key: MotivationMessageKey) => motivationMessages[key];

/** Whether a link to a PDF names a .pdf file (its path, whatever its query says). */
export function isPdfUrl(value: string): boolean {
  return isHttpUrl(value) && new URL(value).pathname.toLowerCase().endsWith('.pdf');
}

/** The fields of an item the rules read: which files are there, not the files themselves. */
export type MotivationItemDraft = {
  kind: MotivationItemKind;
  url?: string | null | undefined;
  file_id?: string | null | undefined;
  main_image_id?: string | null | undefined;
  image_ids?: readonly string[] | undefined;
};

export type MotivationItemField = 'url' | 'file_id' | 'main_image_id' | 'image_ids';
export type MotivationItemProblem = { field: MotivationItemField; message: string };

/**
 * What is wrong with an item for its kind (spec 1 §5): a link needs an http(s) address; a PDF a file or
 * a link ending in .pdf, never both; a gallery a main image and at most {@link maxGalleryImages} more,
 * each once. Fields another kind uses are not read. Empty when nothing is wrong.
 */
export function motivationItemProblems(draft: MotivationItemDraft): MotivationItemProblem[] {
  const url = draft.url?.trim() ?? '';
  if (draft.kind === 'link') {
    if (url === '') return [{ field: 'url', message: say('motivation.linkRequired') }];
    return isHttpUrl(url) ? [] : [{ field: 'url', message: say('motivation.urlInvalid') }];
  }
  if (draft.kind === 'pdf') {
    const hasFile = Boolean(draft.file_id);
    if (url !== '' && hasFile) return [{ field: 'url', message: say('motivation.pdfBoth') }];
    if (url === '' && !hasFile) return [{ field: 'file_id', message: say('motivation.pdfNeither') }];
    if (hasFile) return [];
    if (!isHttpUrl(url)) return [{ field: 'url', message: say('motivation.urlInvalid') }];
    return isPdfUrl(url) ? [] : [{ field: 'url', message: say('motivation.pdfUrlNotPdf') }];
  }
  const problems: MotivationItemProblem[] = [];
  const images = draft.image_ids ?? [];
  if (!draft.main_image_id) problems.push({ field: 'main_image_id', message: say('motivation.mainImageRequired') });
  if (images.length > maxGalleryImages) problems.push({ field: 'image_ids', message: say('motivation.tooManyImages') });
  const all = [draft.main_image_id, ...images].filter(Boolean);
  if (new Set(all).size !== all.length) problems.push({ field: 'image_ids', message: say('motivation.imageTwice') });
  return problems;
}

/** A title: required, trimmed, short enough for a card. */
export const motivationTitleField = z
  .string({ error: whenMissing(say('motivation.titleRequired')) })
  .trim()
  .min(1, say('motivation.titleRequired'))
  .max(maxMotivationTitleLength, say('motivation.titleTooLong'));

const optionalText = z
  .string()
  .trim()
  .max(2000, say('motivation.urlInvalid'))
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * A new item, or an item as it is to be after an edit (the whole of it: its kind may change too). Files are
 * named by the ids the upload calls answered (or, on an edit, the ids of the files the item already has):
 * `file_id` the PDF, `main_image_id` and `image_ids` (in the order shown) a gallery's images. A gallery
 * image left out of `image_ids` is removed.
 */
export const motivationItemBody = z
  .object({
    kind: z.enum(motivationItemKinds, { error: messages['errors.required'] }),
    title: motivationTitleField,
    url: optionalText,
    file_id: z.uuid().nullish(),
    main_image_id: z.uuid().nullish(),
    // Bounded well past the rule's limit, which the rules below word.
    image_ids: z.array(z.uuid()).max(100, say('motivation.tooManyImages')).default([]),
  })
  .superRefine((body, context) => {
    for (const problem of motivationItemProblems(body))
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type MotivationItemBody = z.output<typeof motivationItemBody>;

/** A file of an item: the PDF, or one image of a gallery (its id is the image's in `image_ids`). */
export const motivationFileSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  size_bytes: z.number().int().nullable(),
  /** Where the browser loads it: the PDF as a download for the viewer, an image for an <img>. */
  url: z.string(),
});
export type MotivationFile = z.infer<typeof motivationFileSchema>;

export const motivationPersonSchema = z.object({ id: z.uuid(), name: z.string() });

export const motivationItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(motivationItemKinds),
  title: z.string(),
  /** A link's address, or a PDF item's link to its PDF; null otherwise. */
  url: z.string().nullable(),
  pdf: motivationFileSchema.nullable(),
  main_image: motivationFileSchema.nullable(),
  images: z.array(motivationFileSchema),
  comment_count: z.number().int().min(0),
  created_by: motivationPersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MotivationItem = z.infer<typeof motivationItemSchema>;

/** An item as saved, with the sentence that says so. */
export const motivationItemSavedSchema = motivationItemSchema.extend({ message: z.string() });

/** A file uploaded for an item and waiting to be saved with it (for {@link motivationUploadLifetimeMinutes}). */
export const motivationUploadSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type MotivationUpload = z.infer<typeof motivationUploadSchema>;

export const motivationCommentBody = z.object({
  body: z
    .string({ error: whenMissing(say('motivation.commentRequired')) })
    .trim()
    .min(1, say('motivation.commentRequired'))
    .max(maxMotivationCommentLength, say('motivation.commentTooLong')),
});

export const motivationCommentSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  /** Null once the author's account is gone. */
  author: motivationPersonSchema.extend({ is_client: z.boolean() }).nullable(),
  /** Whether the signed-in person wrote it (and so may delete it). */
  is_own: z.boolean(),
  created_at: z.string(),
});
export type MotivationComment = z.infer<typeof motivationCommentSchema>;

/** What a comment's bell says to the side that did not write it. */
export type MotivationCommentFacts = { clientId: string; clientName: string; itemId: string; itemTitle: string; authorName: string };

/** en-GB texts of a new comment's notification, per audience: the client hears of their staff's, the staff of the client's. */
export const motivationCommentNotices = {
  client: (f: MotivationCommentFacts): NoticeText => ({
    title: 'New comment in your motivation centre',
    body: `${f.authorName} commented on “${excerptOf(f.itemTitle)}”.`,
    link: `/motivation-centre/${f.itemId}`,
  }),
  staff: (f: MotivationCommentFacts): NoticeText => ({
    title: 'New comment in a motivation centre',
    body: `${f.clientName} commented on “${excerptOf(f.itemTitle)}”.`,
    link: `/clients/${f.clientId}/motivation-centre/${f.itemId}`,
  }),
};
