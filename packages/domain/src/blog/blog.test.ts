import { describe, expect, it } from 'vitest';
import { type BlogPostDraft, blogExcerptOf, blogMessages, blogPostBody, blogPostProblems, blogPostStateOf } from './blog.ts';

const now = new Date('2026-11-26T12:00:00.000Z');
const fileId = '2b1f4c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const authorId = '3c2a5d4e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const draft = (overrides: Partial<BlogPostDraft>): BlogPostDraft => ({ text: 'Some words.', publication: 'now', ...overrides });
const fieldsOf = (value: BlogPostDraft) => blogPostProblems(value, now).map((problem) => [problem.field, problem.message]);

describe('blog post state', () => {
  it.each([
    ['no published time: a draft', null, 'draft'],
    ['a time one second ahead: scheduled', '2026-11-26T12:00:01.000Z', 'scheduled'],
    ['the time exactly reached: published', '2026-11-26T12:00:00.000Z', 'published'],
    ['a time passed: published', '2026-01-01T00:00:00.000Z', 'published'],
  ] as const)('%s', (_title, publishedAt, state) => {
    expect(blogPostStateOf(publishedAt, now)).toBe(state);
  });
});

describe('blog post rules (spec 1 §5)', () => {
  it('takes text alone, a PDF file alone, a PDF URL alone', () => {
    expect(fieldsOf(draft({}))).toEqual([]);
    expect(fieldsOf(draft({ text: '', pdf_file_id: fileId }))).toEqual([]);
    expect(fieldsOf(draft({ text: '  ', pdf_url: 'https://example.com/files/guide.PDF?v=2' }))).toEqual([]);
  });

  it('needs text and/or a PDF: whitespace is no text', () => {
    expect(fieldsOf(draft({ text: ' \n ' }))).toEqual([['text', blogMessages['blog.contentRequired']]]);
  });

  it('refuses a PDF URL and a file together', () => {
    expect(fieldsOf(draft({ pdf_url: 'https://example.com/a.pdf', pdf_file_id: fileId }))).toEqual([
      ['pdf_url', blogMessages['blog.pdfBoth']],
    ]);
  });

  it('refuses a PDF URL that does not end in .pdf, or is no web address', () => {
    expect(fieldsOf(draft({ pdf_url: 'https://example.com/guide.pdf.html' }))).toEqual([['pdf_url', blogMessages['blog.pdfUrlNotPdf']]]);
    expect(fieldsOf(draft({ pdf_url: 'ftp://example.com/guide.pdf' }))).toEqual([['pdf_url', blogMessages['blog.pdfUrlInvalid']]]);
  });

  it('schedules only for a time still ahead, and needs one', () => {
    expect(fieldsOf(draft({ publication: 'scheduled', published_at: '2026-11-26T12:05:00.000Z' }))).toEqual([]);
    expect(fieldsOf(draft({ publication: 'scheduled', published_at: '2026-11-26T12:00:00.000Z' }))).toEqual([
      ['published_at', blogMessages['blog.scheduleInPast']],
    ]);
    expect(fieldsOf(draft({ publication: 'scheduled', published_at: null }))).toEqual([
      ['published_at', blogMessages['blog.scheduleRequired']],
    ]);
    expect(fieldsOf(draft({ publication: 'draft', published_at: '2020-01-01T00:00:00.000Z' }))).toEqual([]);
  });
});

describe('the post body', () => {
  const body = { title: 'Pensions in 2027', text: 'Hello', author_id: authorId, publication: 'draft' };

  it('trims the title and bounds it: 150 characters pass, 151 do not', () => {
    expect(blogPostBody.parse({ ...body, title: `  ${'a'.repeat(150)}  ` }).title).toHaveLength(150);
    const result = blogPostBody.safeParse({ ...body, title: 'a'.repeat(151) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([blogMessages['blog.titleTooLong']]);
  });

  it('names every refused field by its path at once', () => {
    const result = blogPostBody.safeParse({ ...body, title: ' ', text: '', pdf_url: 'https://example.com/a.doc' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', blogMessages['blog.titleRequired']],
      ['pdf_url', blogMessages['blog.pdfUrlNotPdf']],
    ]);
  });

  it('needs an author', () => {
    const result = blogPostBody.safeParse({ ...body, author_id: undefined });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['author_id', blogMessages['blog.authorRequired']],
    ]);
  });
});

describe('a post excerpt', () => {
  it('reads Markdown as plain words, cut at a word', () => {
    expect(blogExcerptOf('# Title\n\nSee **our** [guide](https://example.com) and `this`.')).toBe('See our guide and this.');
    expect(blogExcerptOf('## Only a heading')).toBe('Only a heading');
    const long = blogExcerptOf('word '.repeat(100), 30);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(31);
  });
});
