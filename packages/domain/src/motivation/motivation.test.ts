import { describe, expect, it } from 'vitest';
import {
  isPdfUrl,
  maxGalleryImages,
  motivationCommentBody,
  motivationItemBody,
  motivationItemProblems,
  motivationMessages as say,
} from './motivation.ts';

const fileId = '5b8e1d0c-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const ids = (n: number) => Array.from({ length: n }, (_, i) => `5b8e1d0c-2f3a-4b5c-8d9e-${String(i).padStart(12, '0')}`);

describe('the rules of a motivation centre item (spec 1 §5)', () => {
  it.each([
    ['a link without an address', { kind: 'link' }, [['url', say['motivation.linkRequired']]]],
    ['a link to ftp', { kind: 'link', url: 'ftp://example.com' }, [['url', say['motivation.urlInvalid']]]],
    ['a link with no domain', { kind: 'link', url: 'https://example' }, [['url', say['motivation.urlInvalid']]]],
    ['a link that is words', { kind: 'link', url: 'my sailing club' }, [['url', say['motivation.urlInvalid']]]],
    ['an http link', { kind: 'link', url: 'http://example.com/sailing' }, []],
    ['an https link', { kind: 'link', url: 'https://www.example.co.uk/a?b=c' }, []],
    ['a PDF with neither a file nor a link', { kind: 'pdf' }, [['file_id', say['motivation.pdfNeither']]]],
    ['a PDF with both', { kind: 'pdf', url: 'https://example.com/a.pdf', file_id: fileId }, [['url', say['motivation.pdfBoth']]]],
    ['a PDF link not ending in .pdf', { kind: 'pdf', url: 'https://example.com/plan.docx' }, [['url', say['motivation.pdfUrlNotPdf']]]],
    ['a PDF link that is no web address', { kind: 'pdf', url: 'file:///plan.pdf' }, [['url', say['motivation.urlInvalid']]]],
    ['a PDF link', { kind: 'pdf', url: 'https://example.com/Plan.PDF?download=1' }, []],
    ['a PDF file', { kind: 'pdf', file_id: fileId }, []],
    ['a gallery without a main image', { kind: 'gallery', image_ids: ids(2) }, [['main_image_id', say['motivation.mainImageRequired']]]],
    [
      'a gallery with the main image twice',
      { kind: 'gallery', main_image_id: fileId, image_ids: [fileId] },
      [['image_ids', say['motivation.imageTwice']]],
    ],
    ['a gallery of the most images', { kind: 'gallery', main_image_id: fileId, image_ids: ids(maxGalleryImages) }, []],
    [
      'a gallery of one image too many',
      { kind: 'gallery', main_image_id: fileId, image_ids: ids(maxGalleryImages + 1) },
      [['image_ids', say['motivation.tooManyImages']]],
    ],
  ] as const)('%s', (_name, draft, expected) => {
    expect(motivationItemProblems(draft).map((problem) => [problem.field, problem.message])).toEqual(expected);
  });

  it('reads only the fields of the item’s kind: a link’s leftover file is no second PDF', () => {
    expect(motivationItemProblems({ kind: 'link', url: 'https://example.com', file_id: fileId })).toEqual([]);
  });

  it('the body schema names each field, trims the title and treats an empty link as none', () => {
    const refused = motivationItemBody.safeParse({ kind: 'pdf', title: '  ', url: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', say['motivation.titleRequired']],
      ['file_id', say['motivation.pdfNeither']],
    ]);
    expect(motivationItemBody.parse({ kind: 'pdf', title: ' Plan ', url: '', file_id: fileId })).toMatchObject({
      title: 'Plan',
      url: null,
      file_id: fileId,
      image_ids: [],
    });
  });

  it('a PDF link ends in .pdf in its path, whatever follows it', () => {
    expect(isPdfUrl('https://example.com/a.pdf#page=2')).toBe(true);
    expect(isPdfUrl('https://example.com/a?file=a.pdf')).toBe(false);
  });

  it('a comment needs words, and at most 2,000 characters', () => {
    expect(motivationCommentBody.safeParse({ body: ' \n ' }).error?.issues[0]?.message).toBe(say['motivation.commentRequired']);
    expect(motivationCommentBody.safeParse({ body: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(say['motivation.commentTooLong']);
    expect(motivationCommentBody.parse({ body: ' Well done! ' })).toEqual({ body: 'Well done!' });
  });
});
