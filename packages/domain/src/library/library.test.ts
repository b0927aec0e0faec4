import { describe, expect, it } from 'vitest';
import {
  brochureBody,
  libraryContentProblems,
  libraryExpiringBy,
  libraryItemBody,
  libraryItemStateOf,
  libraryRemovableBefore,
  libraryRemovalDayOf,
  libraryMessages as say,
} from './library.ts';

const noon = (date: string) => new Date(`${date}T12:00:00`);

describe('what an item holds (spec 1 §5)', () => {
  it.each([
    ['a link only', { link_url: 'https://example.com/pensions' }, []],
    ['an uploaded PDF only', { pdf_file_id: 'file' }, []],
    ['a PDF URL only', { pdf_url: 'https://example.com/guide.pdf?v=2' }, []],
    ['nothing', {}, [['pdf_file_id', say['library.contentRequired']]]],
    ['a PDF URL and a file', { pdf_url: 'https://example.com/a.pdf', pdf_file_id: 'file' }, [['pdf_url', say['library.pdfBoth']]]],
    ['a PDF and a link', { pdf_file_id: 'file', link_url: 'https://example.com' }, [['link_url', say['library.pdfOrLink']]]],
    ['a PDF URL not ending in .pdf', { pdf_url: 'https://example.com/guide.docx' }, [['pdf_url', say['library.pdfUrlNotPdf']]]],
    ['a PDF URL that is no web address', { pdf_url: 'guide.pdf' }, [['pdf_url', say['library.pdfUrlInvalid']]]],
    ['a link without http(s)', { link_url: 'ftp://example.com/x' }, [['link_url', say['library.linkInvalid']]]],
    ['a link without a domain', { link_url: 'https://example' }, [['link_url', say['library.linkInvalid']]]],
  ] as const)('%s', (_name, draft, expected) => {
    expect(libraryContentProblems(draft).map((problem) => [problem.field, problem.message])).toEqual(expected);
  });

  it('takes a display-until date from today on, keeps a past one the item already has, and refuses a date that is none', () => {
    const now = noon('2027-03-10');
    const link = { link_url: 'https://example.com' };
    expect(libraryContentProblems({ ...link, display_until: '2027-03-10' }, { now })).toEqual([]);
    expect(libraryContentProblems({ ...link, display_until: '2027-03-08' }, { now }).map((p) => p.message)).toEqual([
      say['library.dateInPast'],
    ]);
    expect(libraryContentProblems({ ...link, display_until: '2027-03-08' }, { now, keptDate: '2027-03-08' })).toEqual([]);
    expect(libraryContentProblems({ ...link, display_until: '2027-02-30' }, { now }).map((p) => p.message)).toEqual([
      say['library.dateInvalid'],
    ]);
  });

  it('the bodies trim and bound the title, and carry the same rules', () => {
    expect(libraryItemBody.safeParse({ title: '  ', link_url: 'https://example.com' }).error?.issues[0]?.message).toBe(
      say['library.titleRequired'],
    );
    expect(libraryItemBody.parse({ title: ' Guide ', link_url: 'https://example.com', display_until: '' })).toMatchObject({
      title: 'Guide',
      description: '',
      display_until: null,
      pdf_url: null,
    });
    expect(brochureBody.safeParse({ title: 'Guide', title_extra: 1 }).error?.issues.map((issue) => issue.message)).toEqual([
      say['library.contentRequired'],
    ]);
    expect(libraryItemBody.safeParse({ title: 'x'.repeat(151), link_url: 'https://example.com' }).error?.issues[0]?.message).toBe(
      say['library.titleTooLong'],
    );
  });
});

describe('when an item shows and goes (spec 1 §9)', () => {
  it('is shown through its display-until date and expired the day after; one without a date never expires', () => {
    expect(libraryItemStateOf('2027-03-10', noon('2027-03-10'))).toBe('shown');
    expect(libraryItemStateOf('2027-03-10', noon('2027-03-11'))).toBe('expired');
    expect(libraryItemStateOf(null, noon('2099-01-01'))).toBe('shown');
  });

  it('is removable 30 days after its date: on the day, not the day before', () => {
    expect(libraryRemovalDayOf('2027-01-01')).toBe('2027-01-31');
    expect(libraryRemovableBefore(noon('2027-01-31'))).toBe('2027-01-02');
    expect('2027-01-01' < libraryRemovableBefore(noon('2027-01-30'))).toBe(false);
    expect('2027-01-01' < libraryRemovableBefore(noon('2027-01-31'))).toBe(true);
  });

  it('counts as expiring soon within 14 days', () => {
    expect(libraryExpiringBy(noon('2027-12-25'))).toBe('2028-01-08');
  });
});
