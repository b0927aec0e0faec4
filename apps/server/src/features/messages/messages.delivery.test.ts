import { messageTexts } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, messageAttachments, messageBulkResults } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../../realtime/hub.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { mailUnseenMessages } from './messages.mailing.ts';
import { clientNotesOf, follow, practiceNotesOf, rename, sent, uploaded } from './messages.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asAdviser: TestClient;

const db = () => t.runtime.db;
const as = (user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
/** A pass of the mailing job as if it ran a little later: every message so far is past its grace. */
const mailPass = () => mailUnseenMessages(t.runtime, new Date(Date.now() + 2 * 60_000));
const mailsTo = async (user: CreatedUser) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).map((mail) => ({
    subject: mail.subject,
    text: mail.text,
  }));

async function newClient(adviserId: string | null = cast.adviser.id): Promise<{ user: CreatedUser; c: TestClient; name: string }> {
  const user = await createUser(db(), { practiceId: cast.practice.id, role: 'client', ...(adviserId ? { adviserId } : {}) });
  const lastName = `Lovelace-${user.id.slice(0, 4)}`;
  await rename(db(), user.id, 'Ada', lastName);
  return { user, c: await as(user), name: `Ada ${lastName}` };
}

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(db());
  await rename(db(), cast.adviser.id, 'Priya', 'Shah');
  asAdviser = await as(cast.adviser);
});
afterAll(() => t.close());

describe('e-mails about unseen messages', () => {
  it('mails a burst of ten as one e-mail, once, to the client and to following staff who may see them', async () => {
    const { user } = await newClient();
    await follow(db(), cast.director.id, user);
    for (let n = 1; n <= 10; n++) await sent(asAdviser, clientNotesOf(user.id), { body: `Part ${n}` });
    await mailPass();
    const [toClient, ...more] = await mailsTo(user);
    expect(more).toEqual([]);
    expect(toClient?.subject).toBe('You have 10 new messages from Priya Shah');
    expect(toClient?.text).toMatch(/http:\/\/\S+\/messages$/u);
    expect(toClient?.text).not.toContain('Part 1');
    const directorMails = (await mailsTo(cast.director)).filter((mail) => mail.text.includes(`/clients/${user.id}/messages`));
    expect(directorMails).toHaveLength(1);
    expect(directorMails[0]?.subject).toBe('You have 10 new messages from Priya Shah');
    // The author is never mailed of their own; a second pass finds nothing new.
    expect((await mailsTo(cast.adviser)).some((mail) => mail.text.includes(user.id))).toBe(false);
    expect(await mailPass()).toBe(0);
    await sent(asAdviser, clientNotesOf(user.id), { body: 'One more' });
    await mailPass();
    expect((await mailsTo(user)).map((mail) => mail.subject)).toEqual([
      'You have 10 new messages from Priya Shah',
      'You have a new message from Priya Shah',
    ]);
  });

  it('mails nothing about a message already seen, nor one still within its grace', async () => {
    const { user, c } = await newClient();
    await sent(asAdviser, clientNotesOf(user.id), { body: 'Seen at once' });
    await c.post(`${clientNotesOf(user.id)}/seen`, {});
    await mailPass();
    expect(await mailsTo(user)).toEqual([]);
    await sent(asAdviser, clientNotesOf(user.id), { body: 'Just now' });
    await mailUnseenMessages(t.runtime, new Date());
    expect(await mailsTo(user)).toEqual([]);
  });

  it('mails a practice admin only when following, never a client with no adviser, and practice notes to staff only', async () => {
    const { user, c, name } = await newClient();
    await sent(c, clientNotesOf(user.id), { body: 'Question' });
    await mailPass();
    expect((await mailsTo(cast.supporting)).some((mail) => mail.text.includes(user.id))).toBe(false);
    await follow(db(), cast.supporting.id, user);
    await sent(asAdviser, practiceNotesOf(user.id), { body: 'Note to the team' });
    await mailPass();
    const adminMails = (await mailsTo(cast.supporting)).filter((mail) => mail.text.includes(user.id));
    // Once following, the admin hears of what they have not seen of the last hour: the client's question too.
    expect(adminMails.map((mail) => mail.subject)).toEqual([`You have 2 new messages from ${name} and Priya Shah`]);
    expect(await mailsTo(user)).toEqual([]);

    const { user: orphan } = await newClient(null);
    const director = await as(cast.director);
    await sent(director, clientNotesOf(orphan.id), { body: 'Hello' });
    await mailPass();
    expect(await mailsTo(orphan)).toEqual([]);
  });
});

describe('a message to several clients', () => {
  async function finished(c: TestClient, bulkId: string) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const response = await c.get(`/api/v1/message-bulks/${bulkId}`);
      if (response.json().data.status === 'done') return response.json().data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the bulk never finished');
  }

  it('reaches each of three clients once, with the file stored once, each result recorded and the progress told', async () => {
    const clients = [await newClient(), await newClient(), await newClient()];
    const otherAdviser = await createUser(db(), { practiceId: cast.practice.id, role: 'adviser' });
    const notMine = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: otherAdviser.id });
    const events: RealtimeEvent[] = [];
    const stop = t.runtime.realtime.subscribe(cast.adviser.id, (event) => events.push(event));
    const fileId = await uploaded(asAdviser, 'newsletter.pdf');
    const ids = [...clients.map(({ user }) => user.id), notMine.id];
    const created = await asAdviser.post('/api/v1/messages/bulk-create', {
      client_ids: ids,
      body: 'Our spring newsletter',
      files: [fileId],
    });
    expect(created.statusCode).toBe(202);
    expect(created.json().data).toMatchObject({ total: 4, status: 'running', message: 'Sending your message to 4 clients' });
    const bulk = await finished(asAdviser, created.json().data.id);
    for (
      let attempt = 0;
      attempt < 100 && !events.some((event) => event.type === 'messages.bulk-progress' && event.status === 'done');
      attempt++
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    stop();

    expect(bulk).toMatchObject({ total: 4, sent: 3, failed: 1, attachment_count: 1, excerpt: 'Our spring newsletter' });
    expect(bulk.results.find((row: { client_id: string }) => row.client_id === notMine.id)).toMatchObject({
      status: 'failed',
      client: null,
      message_id: null,
      error: messageTexts['messages.bulkClientUnavailable'],
    });
    for (const { user, c } of clients) {
      const thread = (await c.get(clientNotesOf(user.id))).json().data;
      expect(thread).toHaveLength(1);
      expect(thread[0]).toMatchObject({ body: 'Our spring newsletter', bulk_id: bulk.id, author: { name: 'Priya Shah' } });
      expect(thread[0].attachments.map((a: { name: string }) => a.name)).toEqual(['newsletter.pdf']);
      expect((await c.get(thread[0].attachments[0].download_url)).statusCode).toBe(200);
    }
    const files = await db()
      .select({ fileId: messageAttachments.fileId })
      .from(messageAttachments)
      .where(eq(messageAttachments.fileId, fileId));
    expect(files).toHaveLength(3);
    const results = await db().select().from(messageBulkResults).where(eq(messageBulkResults.bulkId, bulk.id));
    expect(results.every((row) => row.finishedAt !== null)).toBe(true);
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'message_bulk_created'), eq(auditEvents.actorId, cast.adviser.id)));
    expect(audits.map((event) => event.entityId).sort()).toEqual(clients.map(({ user }) => user.id).sort());
    const progress = events.filter((event) => event.type === 'messages.bulk-progress');
    expect(progress.at(-1)).toMatchObject({ bulk_id: bulk.id, status: 'done', total: 4, sent: 3, failed: 1 });

    expect((await (await as(cast.director)).get(`/api/v1/message-bulks/${bulk.id}`)).statusCode).toBe(404);
  });

  it('needs a body or a file, and clients of the practice', async () => {
    const { user } = await newClient();
    const empty = await asAdviser.post('/api/v1/messages/bulk-create', { client_ids: [user.id], body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({ detail: messageTexts['messages.bulkEmpty'], source: { pointer: '/body' } });
    const withFile = await asAdviser.post('/api/v1/messages/bulk-create', { client_ids: [user.id], files: [await uploaded(asAdviser)] });
    expect(withFile.statusCode).toBe(202);
    const unknown = await asAdviser.post('/api/v1/messages/bulk-create', { client_ids: [user.id, cast.adviser.id], body: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).source?.pointer).toBe('/client_ids/1');
    const client = await as(user);
    expect((await client.post('/api/v1/messages/bulk-create', { client_ids: [user.id], body: 'x' })).statusCode).toBe(403);
  });
});
