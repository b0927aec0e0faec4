import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/client.ts';
import { startTestApps, type TestApps, type TestInstance } from '../../testing/test-apps.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { mailUnseenMessages } from './messages.mailing.ts';
import { clientNotesOf, follow, practiceNotesOf, rename, sent, uploaded } from './messages.testing.ts';

/*
 * The rule: a practice note never reaches the client, by any route, notification, e-mail, socket
 * event, export or personal-data download. Staff write a practice note with a file while the client's
 * socket is open, then a client note; every path the client has is read, and must carry the client note
 * and nothing of the practice note. Staff's reads show the practice note, so each absence means something.
 */

let cluster: TestApps;
let t: TestInstance;
let port: number;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
let practiceNote: { id: string; attachments: { id: string; download_url: string }[] };
let clientNote: { id: string };
let socketMessages: { type: string; [key: string]: unknown }[];

const secret = 'Suspect the client is under pressure from a relative';
const secretFile = 'safeguarding-file-note.pdf';

function openSocket(client: TestClient): Promise<{ ws: WebSocket; messages: { type: string; [key: string]: unknown }[] }> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`, { headers: { host: cast.practice.host, cookie } });
  const messages: { type: string; [key: string]: unknown }[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ready message')), 5_000);
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string };
      messages.push(message);
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve({ ws, messages });
      }
    });
    ws.on('error', reject);
  });
}

/** Waits until the socket has received an event the predicate picks. */
async function until(messages: { type: string; [key: string]: unknown }[], pick: (m: { type: string; [key: string]: unknown }) => boolean) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (messages.some(pick)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the awaited event never came');
}

function expectNoTrace(path: string, body: string): void {
  for (const trace of [practiceNote.id, secret, secretFile, 'practice note', 'practice_note'])
    expect(body.includes(trace), `${path} names ${trace}`).toBe(false);
}

beforeAll(async () => {
  cluster = await startTestApps(1);
  [t] = cluster.instances as [TestInstance];
  port = await t.listen();
  cast = await createCaseCast(t.runtime.db);
  await rename(t.runtime.db, cast.adviser.id, 'Priya', 'Shah');
  await follow(t.runtime.db, cast.adviser.id, cast.client);
  await follow(t.runtime.db, cast.director.id, cast.client);
  asClient = await sessionFor(t.app, t.runtime.db, cast.client, cast.practice.host);
  asAdviser = await sessionFor(t.app, t.runtime.db, cast.adviser, cast.practice.host);
  const socket = await openSocket(asClient);
  socketMessages = socket.messages;

  const fileId = await uploaded(asAdviser, secretFile);
  practiceNote = (await sent(asAdviser, practiceNotesOf(cast.client.id), { body: secret, files: [fileId] })) as typeof practiceNote;
  clientNote = await sent(asAdviser, clientNotesOf(cast.client.id), { body: 'Your review is booked for Tuesday.' });
  // Events reach a socket in commit order: once the client note's is in, the practice note's would be too.
  await until(socketMessages, (m) => m.type === 'messages.created' && m.message_id === clientNote.id);
  socket.ws.close();
  await mailUnseenMessages(t.runtime, new Date(Date.now() + 5 * 60_000));
});
afterAll(() => cluster.close());

describe('a practice note', () => {
  it('is there for staff: in their thread, its file downloads, it rang their bell and was mailed to followers', async () => {
    const list = await (await sessionFor(t.app, t.runtime.db, cast.director, cast.practice.host)).get(practiceNotesOf(cast.client.id));
    expect(list.json().data.map((m: { id: string }) => m.id)).toEqual([practiceNote.id]);
    const director = await sessionFor(t.app, t.runtime.db, cast.director, cast.practice.host);
    expect((await director.get(practiceNote.attachments[0]?.download_url ?? '')).statusCode).toBe(200);
    const bells = await t.runtime.db.select().from(notifications).where(eq(notifications.userId, cast.director.id));
    expect(bells.map((bell) => bell.title)).toContain('New practice note');
    const mails = await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.director.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['You have 2 new messages from Priya Shah']);
  });

  it('never reaches the client’s socket: only the client note’s event arrived', async () => {
    const created = socketMessages.filter((m) => m.type === 'messages.created');
    expect(created).toEqual([
      { type: 'messages.created', client_id: cast.client.id, kind: 'client_note', message_id: clientNote.id, author_id: cast.adviser.id },
    ]);
    expectNoTrace('the socket', JSON.stringify(socketMessages));
  });

  it('is not in any thread, attachment or count the client reads', async () => {
    expect((await asClient.get(practiceNotesOf(cast.client.id))).statusCode).toBe(403);
    const attachment = `${practiceNotesOf(cast.client.id)}/${practiceNote.id}/attachments/${practiceNote.attachments[0]?.id}`;
    expect((await asClient.get(attachment)).statusCode).toBe(403);
    const asClientNote = `${clientNotesOf(cast.client.id)}/${practiceNote.id}/attachments/${practiceNote.attachments[0]?.id}`;
    expect((await asClient.get(asClientNote)).statusCode).toBe(404);
    const thread = await asClient.get(clientNotesOf(cast.client.id));
    expect(thread.json().data.map((m: { id: string }) => m.id)).toEqual([clientNote.id]);
    expectNoTrace('the client thread', thread.body);
    const unread = await asClient.get(`/api/v1/users/${cast.client.id}/messages/unread`);
    expect(unread.json().data.total).toBe(1);
    expect((await asClient.get('/api/v1/clients/messages-summary')).statusCode).toBe(403);
    expect((await asClient.get(`/api/v1/clients/${cast.client.id}/mailing-list`)).statusCode).toBe(403);
  });

  it('rang no bell of the client’s and was in no e-mail to them', async () => {
    const bells = await asClient.get('/api/v1/users/notifications');
    expect(bells.statusCode).toBe(200);
    expect(bells.json().data).toHaveLength(1);
    expectNoTrace('the notifications', bells.body);
    const mails = await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.client.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['You have a new message from Priya Shah']);
    expectNoTrace('the mails', JSON.stringify(mails));
  });

  it('is not in the client’s personal-data download nor their activity feed', async () => {
    const download = await asClient.get(`/api/v1/users/${cast.client.id}/personal-data`);
    expect(download.statusCode).toBe(200);
    const data = JSON.parse(download.body) as { messages: { body: string }[] };
    expect(data.messages.map((message) => message.body)).toEqual(['Your review is booked for Tuesday.']);
    expectNoTrace('the personal-data download', download.body);
    const feed = await asClient.get(`/api/v1/clients/${cast.client.id}/activity-feed`);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('sent a message');
    expectNoTrace('the activity feed', feed.body);
  });

  it('is left out of the adviser’s own personal-data download too', async () => {
    const download = await asAdviser.get(`/api/v1/users/${cast.adviser.id}/personal-data`);
    const data = JSON.parse(download.body) as { messages: { body: string }[] };
    expect(data.messages.map((message) => message.body)).toEqual(['Your review is booked for Tuesday.']);
    expect(download.body.includes(secret)).toBe(false);
  });
});
