import { describe, expect, it } from 'vitest';
import { acceptOf, refuseChosenFile } from '../files/upload-policies.ts';
import { latestTodayIso } from '../shared/dates.ts';
import {
  supportAttachmentsMaxBytes,
  supportAttachmentsTotalProblem,
  supportFilePolicies,
  supportReferenceOf,
  supportReferencePattern,
  supportRequestFields,
  supportScreenshotsCountProblem,
} from './support.ts';

const valid = {
  full_name: 'Charlotte Hughes',
  email: 'Charlotte@Example.com',
  firm_name: 'Harbour Wealth',
  user_account: 'client',
  device: 'windows',
  occurred_on: '2026-11-20',
  browser: 'chrome',
  area: 'messages',
  title: 'Attachments do not open',
  overview: 'Clicking an attachment shows a blank page.',
};

/** The message the schema gives each field it refuses. */
function problemsOf(values: Record<string, unknown>): Record<string, string> {
  const parsed = supportRequestFields.safeParse(values);
  if (parsed.success) return {};
  // The first issue of each field: what the form shows beside it and the server answers for it.
  return Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [String(issue.path[0]), issue.message]));
}

const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the support form’s fields', () => {
  it('takes a complete request, lower-casing the e-mail and leaving the optional fields empty', () => {
    const parsed = supportRequestFields.parse(valid);
    expect(parsed.email).toBe('charlotte@example.com');
    expect(parsed.url).toBe('');
    expect(parsed.client_reference).toBe('');
  });

  it.each(['full_name', 'email', 'firm_name', 'title', 'overview', 'occurred_on'])('requires %s', (field) => {
    expect(problemsOf({ ...valid, [field]: '   ' })[field]).toBe('This field is required');
  });

  it.each(['user_account', 'device', 'browser', 'area'])('requires one of the options of %s', (field) => {
    expect(problemsOf({ ...valid, [field]: '' })[field]).toBe('Choose one of the options');
    expect(problemsOf({ ...valid, [field]: 'something-else' })[field]).toBe('Choose one of the options');
  });

  it('offers the spec’s four user accounts', () => {
    expect(supportRequestFields.shape.user_account.options).toEqual(['director', 'adviser', 'admin', 'client']);
  });

  it.each([
    ['an e-mail without a domain', { email: 'charlotte@' }, 'email', 'Enter an e-mail address like name@example.com'],
    [
      'an address of another scheme',
      { url: 'ftp://example.com/file' },
      'url',
      'Enter the address of the page, starting with http:// or https://',
    ],
    ['an address without a domain', { url: 'https://nowhere' }, 'url', 'Enter the address of the page, starting with http:// or https://'],
    ['a date that does not exist', { occurred_on: '2026-02-30' }, 'occurred_on', 'Enter a real date, like 31/12/2024'],
    ['a title of 151 characters', { title: 'x'.repeat(151) }, 'title', 'Use 150 characters or fewer'],
    ['an overview of 5,001 characters', { overview: 'x'.repeat(5001) }, 'overview', 'Use 5000 characters or fewer'],
  ])('refuses %s', (_name, change, field, message) => {
    expect(problemsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('takes the latest today anywhere as the date, and refuses the day after it as in the future', () => {
    const latest = latestTodayIso();
    expect(problemsOf({ ...valid, occurred_on: latest })).toEqual({});
    expect(problemsOf({ ...valid, occurred_on: dayAfter(latest) })).toEqual({
      occurred_on: 'The date cannot be in the future. Enter the day the problem happened.',
    });
  });

  it('takes a page address on http or https', () => {
    expect(problemsOf({ ...valid, url: 'https://harbour.example.com/fact-find?step=2' })).toEqual({});
  });
});

describe('the support form’s files', () => {
  const screenshots = supportFilePolicies.screenshots;
  const file = supportFilePolicies.file;

  it.each([
    ['a PNG screenshot', screenshots, { name: 'error.png', size: 2048, type: 'image/png' }, null],
    ['a WebP screenshot', screenshots, { name: 'error.webp', size: 2048, type: 'image/webp' }, null],
    ['a .jpeg screenshot', screenshots, { name: 'error.jpeg', size: 2048, type: '' }, null],
    ['a PDF as the file', file, { name: 'statement.pdf', size: 2048, type: 'application/pdf' }, null],
  ])('takes %s', (_name, policy, chosen, expected) => {
    expect(refuseChosenFile(policy, chosen)).toBe(expected);
  });

  it.each([
    ['a PDF as a screenshot', screenshots, { name: 'statement.pdf', size: 2048, type: 'application/pdf' }, 'typeNotAllowed'],
    ['a Word document as the file', file, { name: 'notes.docx', size: 2048, type: '' }, 'typeNotAllowed'],
    ['an empty screenshot', screenshots, { name: 'blank.png', size: 0, type: 'image/png' }, 'empty'],
    ['a file over 10 MB', file, { name: 'huge.pdf', size: supportAttachmentsMaxBytes + 1, type: 'application/pdf' }, 'tooLarge'],
    ['a program renamed', file, { name: 'invoice.pdf.exe', size: 10, type: '' }, 'typeNotAllowed'],
  ])('refuses %s', (_name, policy, chosen, reason) => {
    expect(refuseChosenFile(policy, chosen)?.reason).toBe(reason);
  });

  it('says what a screenshot chooser offers', () => {
    expect(acceptOf(screenshots)).toBe('.png,.jpg,.webp,image/png,image/jpeg,image/webp');
  });

  it('takes files adding up to exactly 10 MB, and refuses one byte more with the total in words', () => {
    expect(supportAttachmentsTotalProblem([5_242_880, 5_242_880])).toBeNull();
    expect(supportAttachmentsTotalProblem([5_242_880, 5_242_881])).toBe(
      'The files add up to 10.1 MB; all files together can be at most 10 MB. Remove a file or attach smaller ones.',
    );
    expect(supportAttachmentsTotalProblem([8_000_000, 4_000_000])).toBe(
      'The files add up to 11.4 MB; all files together can be at most 10 MB. Remove a file or attach smaller ones.',
    );
  });

  it('takes five screenshots and refuses six', () => {
    expect(supportScreenshotsCountProblem(5)).toBeNull();
    expect(supportScreenshotsCountProblem(6)).toBe('Attach 5 screenshots or fewer.');
  });
});

describe('a request’s reference', () => {
  it('is SR- and eight characters that cannot be misread', () => {
    expect(supportReferenceOf(new Uint8Array([0, 1, 2, 3, 252, 253, 254, 255]))).toBe('SR-ABCD6789');
    for (let i = 0; i < 50; i += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(8));
      expect(supportReferenceOf(bytes)).toMatch(supportReferencePattern);
    }
  });
});
