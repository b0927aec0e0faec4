import { z } from 'zod';
import { isPdfUrl } from '../motivation/motivation.ts';
import { isHttpUrl } from '../practice/practice-settings.schemas.ts';
import type { Role } from '../shared/roles.ts';
import { whenMissing } from '../shared/validation.ts';

/**
 * A post's state, read from its published time (spec 1 §3): none is a draft, a time still to come is
 * scheduled, a time reached is published. Nothing runs at the scheduled time: the post is published
 * because its time has come, so a clock is all the rule needs.
 */
export const blogPostStates = ['draft', 'scheduled', 'published'] as const;
export type BlogPostState = (typeof blogPostStates)[number];

/** How a post's state reads on a badge. */
export const blogPostStateLabels = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
} as const satisfies Record<BlogPostState, string>;

/** What the writer chooses on saving: keep it a draft, publish it now, or publish it at a later time. */
export const blogPublications = ['draft', 'now', 'scheduled'] as const;
export type BlogPublication = (typeof blogPublications)[number];

/** A title fits a card and a browser tab. */
export const maxBlogTitleLength = 150;
/** The post's text as Markdown: a long article, never a book. */
export const maxBlogTextLength = 20_000;
/** How long an uploaded PDF waits for the post's save; shorter than the orphan sweep's hour. */
export const blogUploadLifetimeMinutes = 50;

/** Who writes, edits and deletes posts: the practice's advisers and its director (a practice admin reads them as staff). */
export const blogWriterRoles = ['adviser', 'director'] as const satisfies readonly Role[];
/** Who sees every post with its state; a client sees only published ones. */
export const blogStaffRoles = ['adviser', 'admin', 'director'] as const satisfies readonly Role[];
/** Who may be named as a post's author: a member of the practice's staff. */
export const blogAuthorRoles = blogStaffRoles;

/** Texts of the blog, answered by the server and shown early beside the editor's fields (en-GB). */
export const blogMessages = {
  'blog.titleRequired': 'Enter a title.',
  'blog.titleTooLong': `Keep the title to ${maxBlogTitleLength} characters or fewer.`,
  'blog.textTooLong': `Keep the text to ${maxBlogTextLength.toLocaleString('en-GB')} characters or fewer, or put the rest in a PDF.`,
  'blog.contentRequired': 'A post needs text, a PDF or both: write the text or add a PDF.',
  'blog.pdfBoth': 'Specify a PDF URL or a PDF file, not both.',
  'blog.pdfUrlInvalid': 'Enter a web address starting with http:// or https://, such as https://www.example.com/guide.pdf.',
  'blog.pdfUrlNotPdf': 'A PDF URL must end in .pdf.',
  'blog.authorRequired': 'Choose the author.',
  'blog.authorNotStaff': 'The author must be a member of the practice’s staff.',
  'blog.scheduleRequired': 'Choose the date and time the post is published.',
  'blog.scheduleInPast': 'Choose a time in the future to schedule the post, or publish it now.',
  'blog.uploadGone': 'This PDF is no longer waiting to be saved. Choose it again.',
  'blog.notFound': 'This blog post is not there. It may have been deleted or not be published yet.',
  'blog.fileNotFound': 'This PDF is no longer there.',
  'blog.saved': 'Blog post saved',
  'blog.published': 'Blog post published',
  'blog.scheduled': 'Blog post scheduled',
  'blog.removed': 'Blog post deleted',
} as const;
export type BlogMessageKey = keyof typeof blogMessages;
const say = (key: BlogMessageKey) => blogMessages[key];

/** A post's state at a moment: draft without a published time, scheduled before it, published from it on. */
export function blogPostStateOf(publishedAt: Date | string | null, now: Date = new Date()): BlogPostState {
  if (publishedAt === null) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The fields of a post the rules read (spec 1 §5). */
export type BlogPostDraft = {
  text?: string | null | undefined;
  pdf_url?: string | null | undefined;
  pdf_file_id?: string | null | undefined;
  publication: BlogPublication;
  published_at?: string | null | undefined;
};
export type BlogPostField = 'text' | 'pdf_url' | 'pdf_file_id' | 'published_at';
export type BlogPostProblem = { field: BlogPostField; message: string };

/**
 * What is wrong with a post (spec 1 §5): it needs text and/or a PDF; a PDF is a file or a URL ending in
 * .pdf, never both; a scheduled post needs a time still to come. Empty when nothing is wrong.
 */
export function blogPostProblems(draft: BlogPostDraft, now: Date = new Date()): BlogPostProblem[] {
  const problems: BlogPostProblem[] = [];
  const text = draft.text?.trim() ?? '';
  const url = draft.pdf_url?.trim() ?? '';
  const hasFile = Boolean(draft.pdf_file_id);
  if (url !== '' && hasFile) problems.push({ field: 'pdf_url', message: say('blog.pdfBoth') });
  else if (url !== '' && !isHttpUrl(url)) problems.push({ field: 'pdf_url', message: say('blog.pdfUrlInvalid') });
  else if (url !== '' && !isPdfUrl(url)) problems.push({ field: 'pdf_url', message: say('blog.pdfUrlNotPdf') });
  if (text === '' && url === '' && !hasFile) problems.push({ field: 'text', message: say('blog.contentRequired') });
  if (draft.publication === 'scheduled') {
    const at = draft.published_at ? new Date(draft.published_at) : null;
    if (!at || Number.isNaN(at.getTime())) problems.push({ field: 'published_at', message: say('blog.scheduleRequired') });
    else if (at.getTime() <= now.getTime()) problems.push({ field: 'published_at', message: say('blog.scheduleInPast') });
  }
  return problems;
}

/** A title: required, trimmed, bounded. */
export const blogTitleField = z
  .string({ error: whenMissing(say('blog.titleRequired')) })
  .trim()
  .min(1, say('blog.titleRequired'))
  .max(maxBlogTitleLength, say('blog.titleTooLong'));

/** The text as Markdown; it may be empty when the post has a PDF. */
export const blogTextField = z.string().max(maxBlogTextLength, say('blog.textTooLong')).default('');

const optionalUrl = z
  .string()
  .trim()
  .max(2000, say('blog.pdfUrlInvalid'))
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * A new post, or a post as it is to be after an edit (the whole of it). `pdf_file_id` names an upload the
 * writer just made (or, on an edit, the file the post has already). `published_at` is read only when
 * the post is scheduled; publishing now takes the server's clock (an already published post keeps its time).
 */
export const blogPostBody = z
  .object({
    title: blogTitleField,
    text: blogTextField,
    author_id: z.uuid({ error: say('blog.authorRequired') }),
    pdf_url: optionalUrl,
    pdf_file_id: z.uuid().nullish(),
    publication: z.enum(blogPublications),
    published_at: z.iso.datetime({ offset: true }).nullish(),
  })
  .superRefine((body, context) => {
    for (const problem of blogPostProblems(body)) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type BlogPostBody = z.output<typeof blogPostBody>;

/** A list's filter: one state, or `waiting` for drafts and scheduled posts together (the staff home). */
export const blogPostFilters = [...blogPostStates, 'waiting'] as const;
export type BlogPostFilter = (typeof blogPostFilters)[number];

export const blogPersonSchema = z.object({ id: z.uuid(), name: z.string() });

export const blogPdfSchema = z.object({
  /** The stored file's id: an edit that keeps the PDF names it again. */
  id: z.uuid(),
  file_name: z.string(),
  size_bytes: z.number().int().nullable(),
  /** Where the viewer reads it and the browser downloads it. */
  url: z.string(),
});

export const blogPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  text: z.string(),
  /** The text's opening as plain words, for a card. */
  excerpt: z.string(),
  /** Null once the author's account is gone. */
  author: blogPersonSchema.nullable(),
  /** The uploaded PDF, or null. */
  pdf: blogPdfSchema.nullable(),
  /** A link to a PDF elsewhere, or null. */
  pdf_url: z.string().nullable(),
  published_at: z.string().nullable(),
  state: z.enum(blogPostStates),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post as saved, with the sentence that says so. */
export const blogPostSavedSchema = blogPostSchema.extend({ message: z.string() });

/** A PDF uploaded for a post and waiting to be saved with it (for {@link blogUploadLifetimeMinutes}). */
export const blogUploadSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  size_bytes: z.number().int(),
});
export type BlogUpload = z.infer<typeof blogUploadSchema>;

/** A member of staff who can be named as author. */
export const blogAuthorSchema = blogPersonSchema.extend({ role: z.enum(blogAuthorRoles) });
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** The sentence a save answers with, by what the writer chose. */
export function blogSavedMessage(state: BlogPostState): string {
  if (state === 'published') return say('blog.published');
  return say(state === 'scheduled' ? 'blog.scheduled' : 'blog.saved');
}

/**
 * The opening of a Markdown text as plain words: headings left out (unless there is nothing else), marks,
 * links' addresses and images dropped, runs of space made one, cut at a word near `max` characters.
 */
export function blogExcerptOf(markdown: string, max = 220): string {
  const body = markdown.replace(/^\s{0,3}#{1,6}\s.*$/gmu, '');
  const plain = (body.trim() ? body : markdown)
    .replace(/!\[[^\]]*\]\([^)]*\)/gu, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gmu, '')
    .replace(/[*_`~]+/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
