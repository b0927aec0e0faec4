import { randomUUID } from 'node:crypto';
import { type AuditEventView, auditSentence, messageTexts, typeRefusal, uploadPolicies } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { additionalAdvisers, auditEvents, notifications } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../../realtime/hub.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, pdfBytes, sessionFor } from '../cases/cases.testing.ts';
import {
  clientNotesOf,
  follow,
  insertAddendum,
  insertCaseDocument,
  pdfOfSize,
  practiceNotesOf,
  rename,
  sent,
  uploaded,
  uploadFile,
} from './messages.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
let asDirector: TestClient;

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = cast.practice.host) => sessionFor(t.app, db(), user, host);
/** A new client of the cast's adviser, with a session. */
async function newClient(): Promise<{ user: CreatedUser; c: TestClient }> {
  const user = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
  return { user, c: await as(user) };
}

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(db());
  await rename(db(), cast.client.id, 'Ada', 'Lovelace');
  await rename(db(), cast.adviser.id, 'Priya', 'Shah');
  asClient = await as(cast.client);
  asAdviser = await as(cast.adviser);
  asDirector = await as(cast.director);
});
afterAll(() => t.close());

describe('the client’s thread of client notes', () => {
  it('the client sends a note with a file; staff read it with its author, category and attachment, and its audit reads as a sentence', async () => {
    const { user, c } = await newClient();
    await rename(db(), user.id, 'Ada', 'Byron');
    const fileId = await uploaded(c, 'bank statement.pdf', pdfBytes('statement'));
    const response = await c.post(clientNotesOf(user.id), {
      body: 'Here is my statement',
      category: 'reviewMeetingPreparation',
      files: [fileId],
    });
    expect(response.statusCode).toBe(201);
    const message = response.json().data;
    expect(message).toMatchObject({
      kind: 'client_note',
      body: 'Here is my statement',
      category: 'reviewMeetingPreparation',
      author: { id: user.id, name: 'Ada Byron', role: 'client' },
      is_own: true,
      is_seen: true,
      message: messageTexts.messageSent,
    });
    expect(message.attachments).toEqual([
      expect.objectContaining({ kind: 'upload', name: 'bank statement.pdf', content_type: 'application/pdf', case_id: null }),
    ]);

    const list = await asAdviser.get(clientNotesOf(user.id));
    expect(list.statusCode).toBe(200);
    const [read] = list.json().data;
    expect(read).toMatchObject({ id: message.id, is_own: false, is_seen: false, author: { name: 'Ada Byron' } });
    const download = await asAdviser.get(read.attachments[0].download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(pdfBytes('statement'))).toBe(true);

    const trail = await asAdviser.get(`/api/v1/clients/${user.id}/audit-trail`);
    const sentences = trail.json().data.map((event: AuditEventView) => auditSentence(event));
    expect(sentences).toContain('Ada Byron sent a message with an attachment');
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, 'message_sent')));
    expect(event?.after).toEqual({ message_id: message.id, category: 'reviewMeetingPreparation', attachment_count: 1, bulk_id: null });
  });

  it('pages newest first: page 1 holds the latest', async () => {
    const { user, c } = await newClient();
    for (const body of ['first', 'second', 'third']) await sent(c, clientNotesOf(user.id), { body });
    const page = await asAdviser.get(`${clientNotesOf(user.id)}?per_page=2`);
    expect(page.headers['x-total']).toBe('3');
    expect(page.json().data.map((m: { body: string }) => m.body)).toEqual(['third', 'second']);
    const older = await asAdviser.get(`${clientNotesOf(user.id)}?per_page=2&page=2`);
    expect(older.json().data.map((m: { body: string }) => m.body)).toEqual(['first']);
  });

  it('staff of every relation send in the thread; the client reads their notes', async () => {
    const { user, c } = await newClient();
    await db().insert(additionalAdvisers).values({ clientId: user.id, adviserId: cast.additional.id, practiceId: cast.practice.id });
    for (const member of [cast.adviser, cast.additional, cast.supporting, cast.director])
      await sent(await as(member), clientNotesOf(user.id), { body: `From ${member.role}` });
    const list = await c.get(clientNotesOf(user.id));
    expect(list.json().data).toHaveLength(4);
    expect((await (await as(cast.stranger)).get(clientNotesOf(user.id))).statusCode).toBe(404);
  });
});

describe('live delivery', () => {
  it('tells everyone on staff who may read the thread, following or not, and the reader’s tabs their new count', async () => {
    const { user, c } = await newClient();
    const events = new Map<string, RealtimeEvent[]>();
    const stops = [cast.adviser, cast.director, cast.supporting, cast.stranger, user].map((member) => {
      events.set(member.id, []);
      return t.runtime.realtime.subscribe(member.id, (event) => events.get(member.id)?.push(event));
    });
    const message = await sent(c, clientNotesOf(user.id), { body: 'Are you there?' });
    await asAdviser.post(`${clientNotesOf(user.id)}/seen`, {});
    const created = (id: string) => (events.get(id) ?? []).filter((event) => event.type === 'messages.created');
    for (let attempt = 0; attempt < 100 && !(events.get(cast.adviser.id) ?? []).some((e) => e.type === 'messages.unread'); attempt++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    for (const stop of stops) stop();
    for (const reader of [cast.adviser, cast.director, cast.supporting, user])
      expect(created(reader.id), reader.role).toEqual([
        { type: 'messages.created', client_id: user.id, kind: 'client_note', message_id: message.id, author_id: user.id },
      ]);
    expect(created(cast.stranger.id)).toEqual([]);
    expect(events.get(cast.adviser.id)).toContainEqual({ type: 'messages.unread', total: expect.any(Number) });
  });
});

describe('refusals', () => {
  it('an empty message and one too long, naming the body', async () => {
    const empty = await asClient.post(clientNotesOf(cast.client.id), { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({ detail: messageTexts['messages.empty'], source: { pointer: '/body' } });
    const long = await asClient.post(clientNotesOf(cast.client.id), { body: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toMatchObject({ detail: messageTexts['messages.bodyTooLong'], source: { pointer: '/body' } });
    const longest = await asClient.post(clientNotesOf(cast.client.id), { body: 'x'.repeat(10_000) });
    expect(longest.statusCode).toBe(201);
  });

  it('attachments over 10 MB in total, one file over 10 MB, and a file of the wrong type', async () => {
    const first = await uploaded(asClient, 'part-1.pdf', pdfOfSize(6_000_000));
    const second = await uploaded(asClient, 'part-2.pdf', pdfOfSize(5_000_000));
    const together = await asClient.post(clientNotesOf(cast.client.id), { body: 'Both', files: [first, second] });
    expect(together.statusCode).toBe(413);
    expect(errorOf(together)).toMatchObject({
      detail: 'Attachments greater than 10MB in total cannot be sent.',
      source: { pointer: '/files' },
    });
    expect((await asClient.post(clientNotesOf(cast.client.id), { body: 'One', files: [first] })).statusCode).toBe(201);

    const big = await uploadFile(asClient, { filename: 'big.pdf', content: pdfOfSize(10_485_761) });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big)).toMatchObject({ detail: uploadPolicies.messageAttachment.messages.tooLarge, source: { pointer: '/files' } });

    const text = await uploadFile(asClient, {
      filename: 'notes.pdf',
      content: Buffer.from('just some words'),
      contentType: 'application/pdf',
    });
    expect(text.statusCode).toBe(422);
    expect(errorOf(text)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: typeRefusal(uploadPolicies.messageAttachment, 'notes.pdf', { ext: null }).detail,
      source: { pointer: '/files' },
    });
  });

  it('a file someone else uploaded, or none', async () => {
    const adviserFile = await uploaded(asAdviser);
    const theirs = await asClient.post(clientNotesOf(cast.client.id), { body: 'x', files: [adviserFile] });
    expect(theirs.statusCode).toBe(400);
    expect(errorOf(theirs)).toMatchObject({ detail: messageTexts['messages.uploadNotFound'], source: { pointer: '/files/0' } });
    const none = await asClient.post(clientNotesOf(cast.client.id), { files: [randomUUID()] });
    expect(none.statusCode).toBe(400);
  });

  it('another client’s thread, another practice’s client, and the practice notes, for a client', async () => {
    const { user: other } = await newClient();
    expect((await asClient.get(clientNotesOf(other.id))).statusCode).toBe(404);
    expect((await asClient.post(clientNotesOf(other.id), { body: 'Hello' })).statusCode).toBe(404);
    const foreign = await createPractice(db());
    const stranger = await createUser(db(), { practiceId: foreign.id, role: 'client' });
    expect((await asAdviser.get(clientNotesOf(stranger.id))).statusCode).toBe(404);
    expect((await asDirector.post(clientNotesOf(stranger.id), { body: 'Hello' })).statusCode).toBe(404);
    expect((await asClient.get(practiceNotesOf(cast.client.id))).statusCode).toBe(403);
    expect((await asClient.post(practiceNotesOf(cast.client.id), { body: 'Hello' })).statusCode).toBe(403);
  });

  it('every route is not found while its flag is off: messages for all, notes for practice notes', async () => {
    const flagged = async (flags: Record<string, boolean>) => {
      const practice = await createPractice(db(), { featureFlags: { ...allFeaturesOn, ...flags } });
      const adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
      const client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
      return { client, c: await as(adviser, practice.host), adviser };
    };
    const off = await flagged({ messages: false });
    for (const url of [
      clientNotesOf(off.client.id),
      practiceNotesOf(off.client.id),
      '/api/v1/clients/messages-summary',
      `/api/v1/users/${off.adviser.id}/messages/unread`,
      `/api/v1/clients/${off.client.id}/mailing-list`,
    ])
      expect((await off.c.get(url)).statusCode, url).toBe(404);
    expect((await off.c.post(clientNotesOf(off.client.id), { body: 'x' })).statusCode).toBe(404);
    expect((await off.c.post('/api/v1/messages/bulk-create', { client_ids: [off.client.id], body: 'x' })).statusCode).toBe(404);

    const noNotes = await flagged({ notes: false });
    expect((await noNotes.c.get(practiceNotesOf(noNotes.client.id))).statusCode).toBe(404);
    expect((await noNotes.c.post(practiceNotesOf(noNotes.client.id), { body: 'x' })).statusCode).toBe(404);
    expect((await noNotes.c.get(clientNotesOf(noNotes.client.id))).statusCode).toBe(200);
  });
});

describe('links to documents', () => {
  let packId: string;
  let visibleId: string;
  let concealedId: string;

  beforeAll(async () => {
    packId = await insertCase(db(), {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'document_pack_case',
      status: 'building',
    });
    visibleId = await insertCaseDocument(t.runtime, { practiceId: cast.practice.id, caseId: packId, name: 'Fee agreement' });
    concealedId = await insertCaseDocument(t.runtime, { practiceId: cast.practice.id, caseId: packId, name: 'File note', concealed: true });
  });

  it('a client links a document they may see; it downloads through its case', async () => {
    const message = await sent(asClient, clientNotesOf(cast.client.id), { links: [{ kind: 'DocumentPackDocument', id: visibleId }] });
    const [attachment] = message.attachments as { id: string; name: string; download_url: string; case_id: string }[];
    expect(attachment).toMatchObject({
      kind: 'DocumentPackDocument',
      name: 'Fee agreement.pdf',
      case_id: packId,
      download_url: `/api/v1/client-cases/${packId}/documents/${visibleId}/download`,
    });
    const through = await asClient.get(`${clientNotesOf(cast.client.id)}/${message.id}/attachments/${attachment?.id}`);
    expect(through.statusCode).toBe(303);
    expect(through.headers.location).toBe(attachment?.download_url);
    expect((await asClient.get(attachment?.download_url ?? '')).statusCode).toBe(200);
  });

  it('a client cannot link a concealed document: the same answer as none', async () => {
    for (const id of [concealedId, randomUUID()]) {
      const refused = await asClient.post(clientNotesOf(cast.client.id), { links: [{ kind: 'DocumentPackDocument', id }] });
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused)).toMatchObject({ detail: messageTexts['messages.linkNotFound'], source: { pointer: '/links/0' } });
    }
    const wrongKind = await asClient.post(clientNotesOf(cast.client.id), {
      links: [{ kind: 'RecommendationPackDocument', id: visibleId }],
    });
    expect(wrongKind.statusCode).toBe(422);
  });

  it('staff link a concealed document in a practice note, never in a note the client reads', async () => {
    const inClientNote = await asAdviser.post(clientNotesOf(cast.client.id), {
      links: [{ kind: 'DocumentPackDocument', id: concealedId }],
    });
    expect(inClientNote.statusCode).toBe(422);
    expect(errorOf(inClientNote).detail).toBe(messageTexts['messages.linkConcealed']);
    await sent(asAdviser, practiceNotesOf(cast.client.id), { links: [{ kind: 'DocumentPackDocument', id: concealedId }] });
  });

  it('an addendum downloads as its words; an Advice room document is refused with a reason', async () => {
    const addendumId = await insertAddendum(db(), { practiceId: cast.practice.id, caseId: packId, text: 'The fee is now 1%.' });
    const message = await sent(asAdviser, clientNotesOf(cast.client.id), {
      body: 'See this',
      links: [{ kind: 'Addendum', id: addendumId }],
    });
    const [attachment] = message.attachments as { download_url: string }[];
    const download = await asClient.get(attachment?.download_url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('The fee is now 1%.');

    const room = await asAdviser.post(clientNotesOf(cast.client.id), { links: [{ kind: 'AdviceRoomDocument', id: randomUUID() }] });
    expect(room.statusCode).toBe(400);
    expect(errorOf(room)).toMatchObject({ detail: messageTexts['messages.roomDocumentUnavailable'], source: { pointer: '/links/0/kind' } });
  });
});

describe('unread counts and seeing', () => {
  it('counts what others wrote, never one’s own; marks a thread’s seen by id or whole, and all at once', async () => {
    const { user, c } = await newClient();
    const first = await sent(asAdviser, clientNotesOf(user.id), { body: 'One' });
    await sent(asAdviser, clientNotesOf(user.id), { body: 'Two' });
    await sent(c, clientNotesOf(user.id), { body: 'Mine' });
    const unread = await c.get(`/api/v1/users/${user.id}/messages/unread`);
    expect(unread.json().data).toEqual({ total: 2, clients: [{ client_id: user.id, count: 2 }] });

    const one = await c.post(`${clientNotesOf(user.id)}/seen`, { message_ids: [first.id] });
    expect(one.json().data.total).toBe(1);
    const list = await c.get(clientNotesOf(user.id));
    expect(list.json().data.map((m: { body: string; is_seen: boolean }) => [m.body, m.is_seen])).toEqual([
      ['Mine', true],
      ['Two', false],
      ['One', true],
    ]);
    const all = await c.post(`${clientNotesOf(user.id)}/seen`, {});
    expect(all.json().data).toEqual({ total: 0, clients: [] });

    // Staff count the client's note and practice notes of colleagues, not their own.
    const director = await as(cast.director);
    await sent(asAdviser, practiceNotesOf(user.id), { body: 'Internal' });
    const staffUnread = (await director.get(`/api/v1/users/${cast.director.id}/messages/unread`)).json().data;
    expect(staffUnread.clients).toContainEqual({ client_id: user.id, count: 4 });
    const marked = await director.post(`/api/v1/users/${cast.director.id}/messages/mark-all-as-seen`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ total: 0, message: messageTexts['messages.allSeen'] });
    const adviserUnread = (await asAdviser.get(`/api/v1/users/${cast.adviser.id}/messages/unread`)).json().data;
    expect(adviserUnread.clients).toContainEqual({ client_id: user.id, count: 1 });
  });

  it('answers only the signed-in user’s own counts', async () => {
    const other = await asClient.get(`/api/v1/users/${cast.adviser.id}/messages/unread`);
    expect([403, 404]).toContain(other.statusCode);
    expect([403, 404]).toContain((await asAdviser.post(`/api/v1/users/${cast.client.id}/messages/mark-all-as-seen`)).statusCode);
  });

  it('rings a bell once while it is unread; seeing the thread clears it, and the next message rings again', async () => {
    const { user, c } = await newClient();
    for (const body of ['a', 'b', 'c']) await sent(c, clientNotesOf(user.id), { body });
    const bells = () =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, cast.adviser.id), eq(notifications.link, `/clients/${user.id}/messages`)));
    expect(await bells()).toHaveLength(1);
    await asAdviser.post(`${clientNotesOf(user.id)}/seen`, {});
    expect((await bells()).every((bell) => bell.seenAt !== null)).toBe(true);
    await sent(c, clientNotesOf(user.id), { body: 'd' });
    expect(await bells()).toHaveLength(2);
  });
});

describe('the staff’s summary and mailing list', () => {
  it('lists each client the reader may see with the latest message and their unseen count, filtered and searched', async () => {
    const { user, c } = await newClient();
    await rename(db(), user.id, 'Zebedee', 'Quill');
    await sent(c, clientNotesOf(user.id), { body: 'Hello there, I have a question about my pension' });
    await sent(asAdviser, practiceNotesOf(user.id), { body: 'Call back on Monday' });
    const summary = await asDirector.get('/api/v1/clients/messages-summary?search=quill');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toEqual([
      {
        client: { id: user.id, first_name: 'Zebedee', last_name: 'Quill' },
        last_message: expect.objectContaining({
          kind: 'practice_note',
          excerpt: 'Call back on Monday',
          author: expect.objectContaining({ name: 'Priya Shah' }),
        }),
        unread_count: 2,
      },
    ]);
    const unread = await asAdviser.get('/api/v1/clients/messages-summary?filter=unread&per_page=100');
    const rows = unread.json().data as { client: { id: string }; unread_count: number }[];
    expect(rows.find((row) => row.client.id === user.id)?.unread_count).toBe(1);
    expect(rows.every((row) => row.unread_count > 0)).toBe(true);
    expect((await asClient.get('/api/v1/clients/messages-summary')).statusCode).toBe(403);
    const stranger = await (await as(cast.stranger)).get('/api/v1/clients/messages-summary?search=quill');
    expect(stranger.json().data).toEqual([]);
  });

  it('names the following staff who may see the client, and whether the client is mailed', async () => {
    const { user } = await newClient();
    await follow(db(), cast.adviser.id, { id: user.id, practiceId: cast.practice.id });
    await follow(db(), cast.supporting.id, { id: user.id, practiceId: cast.practice.id });
    await follow(db(), cast.stranger.id, { id: user.id, practiceId: cast.practice.id });
    const list = await asAdviser.get(`/api/v1/clients/${user.id}/mailing-list`);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.staff.map((member: { id: string }) => member.id)
        .sort(),
    ).toEqual([cast.adviser.id, cast.supporting.id].sort());
    expect(list.json().data.is_client_mailed).toBe(true);
    const orphan = await createUser(db(), { practiceId: cast.practice.id, role: 'client' });
    expect((await asDirector.get(`/api/v1/clients/${orphan.id}/mailing-list`)).json().data).toEqual({ staff: [], is_client_mailed: false });
    expect((await asClient.get(`/api/v1/clients/${cast.client.id}/mailing-list`)).statusCode).toBe(403);
  });
});
