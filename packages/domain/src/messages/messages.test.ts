import { describe, expect, it } from 'vitest';
import {
  fitsMessageAttachments,
  messageAttachmentsMaxBytes,
  messageBulkBody,
  messageExcerpt,
  messageNotices,
  messageTexts,
  newMessageBody,
  senderNamesOf,
} from './messages.ts';

const id = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('/'), issue.message]);
}

describe('a new message', () => {
  it.each([
    ['words', { body: 'Hello' }],
    ['a file', { files: [id] }],
    ['a linked document', { links: [{ kind: 'DocumentPackDocument', id }] }],
  ])('is accepted with %s alone', (_name, body) => {
    expect(newMessageBody.safeParse(body).success).toBe(true);
  });

  it('is refused with nothing in it, whitespace included, naming the body', () => {
    expect(issuesOf(newMessageBody.safeParse({ body: ' \n ' }))).toEqual([['body', messageTexts['messages.empty']]]);
  });

  it('takes 10,000 characters, not 10,001', () => {
    expect(newMessageBody.safeParse({ body: 'x'.repeat(10_000) }).success).toBe(true);
    expect(issuesOf(newMessageBody.safeParse({ body: 'x'.repeat(10_001) }))).toContainEqual(['body', messageTexts['messages.bodyTooLong']]);
  });

  it('refuses an Advice room document with a reason, and more than 10 files and links together', () => {
    expect(issuesOf(newMessageBody.safeParse({ links: [{ kind: 'AdviceRoomDocument', id }] }))).toEqual([
      ['links/0/kind', messageTexts['messages.roomDocumentUnavailable']],
    ]);
    const many = { files: Array.from({ length: 6 }, () => id), links: Array.from({ length: 5 }, () => ({ kind: 'Addendum', id })) };
    expect(issuesOf(newMessageBody.safeParse(many))).toEqual([['files', messageTexts['messages.tooManyAttachments']]]);
  });

  it('defaults to the general category and refuses one the spec does not name', () => {
    expect(newMessageBody.parse({ body: 'x' }).category).toBe('general');
    expect(newMessageBody.safeParse({ body: 'x', category: 'gossip' }).success).toBe(false);
  });
});

describe('attachments in total', () => {
  it('fit at exactly 10,485,760 bytes and not one byte more', () => {
    expect(messageAttachmentsMaxBytes).toBe(10_485_760);
    expect(fitsMessageAttachments([5_000_000, 5_485_760])).toBe(true);
    expect(fitsMessageAttachments([5_000_000, 5_485_761])).toBe(false);
    expect(fitsMessageAttachments([])).toBe(true);
  });
});

describe('a message to several clients', () => {
  it('needs a body or a file, and at least one client', () => {
    expect(issuesOf(messageBulkBody.safeParse({ client_ids: [id] }))).toEqual([['body', messageTexts['messages.bulkEmpty']]]);
    expect(messageBulkBody.safeParse({ client_ids: [id], files: [id] }).success).toBe(true);
    expect(issuesOf(messageBulkBody.safeParse({ client_ids: [], body: 'x' }))).toEqual([
      ['client_ids', messageTexts['messages.bulkNoClients']],
    ]);
  });
});

describe('the bells of a message', () => {
  const facts = { clientId: id, clientName: 'Ada Lovelace', authorName: 'Priya Shah', isAuthorClient: false };

  it('tell the client of a client note, and never of a practice note', () => {
    expect(messageNotices({ ...facts, kind: 'client_note' }).client).toEqual({
      title: 'New message',
      body: 'Priya Shah sent you a message.',
      link: '/messages',
    });
    const note = messageNotices({ ...facts, kind: 'practice_note' });
    expect(note.client).toBeUndefined();
    expect(note.staff).toEqual({
      title: 'New practice note',
      body: 'Priya Shah wrote a practice note about Ada Lovelace.',
      link: `/clients/${id}/messages`,
    });
  });

  it('name the client to staff when the client wrote', () => {
    const notice = messageNotices({ ...facts, kind: 'client_note', authorName: 'Ada Lovelace', isAuthorClient: true });
    expect(notice.staff.title).toBe('New message from Ada Lovelace');
  });
});

describe('words of a batch and a summary', () => {
  it.each([
    [['Priya Shah', 'Priya Shah'], 'Priya Shah'],
    [['Priya Shah', 'Tom Jones'], 'Priya Shah and Tom Jones'],
    [['A', 'B', 'C'], 'A, B and C'],
    [['A', 'B', 'C', 'D', 'E'], 'A, B and 3 others'],
  ])('%j read as %s', (names, expected) => {
    expect(senderNamesOf(names)).toBe(expected);
  });

  it('an excerpt quotes the first words, or says what a wordless message carries', () => {
    expect(messageExcerpt('  Hello\nthere ', 0)).toBe('Hello there');
    expect(messageExcerpt('', 1)).toBe('An attachment');
    expect(messageExcerpt('', 3)).toBe('3 attachments');
    expect(messageExcerpt('x'.repeat(200), 0)).toHaveLength(120);
  });
});
