import { type AuditEventView, auditSentence, type MotivationComment, motivationMessages as say } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, mailOutbox, notifications, users } from '../../db/schema/index.ts';
import { errorOf, signedIn } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { itemsUrl, type OpenSocket, openSocket } from './motivation.testing.ts';

let t: TestApp;
let practice: { id: string; host: string };
let adviser: CreatedUser;
let director: CreatedUser;
const sockets: OpenSocket[] = [];

const db = () => t.runtime.db;
const as = (user: CreatedUser) => signedIn(t.app, practice.host, user);

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(db());
  adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, adviser.id));
  director = await createUser(db(), { practiceId: practice.id, role: 'director' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function clientWithItem(): Promise<{ client: CreatedUser; itemId: string; commentsUrl: string }> {
  const client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
  await db().update(users).set({ firstName: 'Olivia', lastName: 'Hart' }).where(eq(users.id, client.id));
  const created = await (await as(client)).post(itemsUrl(client.id), { kind: 'link', title: 'Sailing club', url: 'https://example.com' });
  expect(created.statusCode).toBe(201);
  const itemId = created.json().data.id as string;
  return { client, itemId, commentsUrl: `${itemsUrl(client.id)}/${itemId}/comments` };
}

async function socketOf(user: CreatedUser): Promise<OpenSocket> {
  const socket = await openSocket(t.app, await as(user));
  sockets.push(socket);
  return socket;
}

const bellsOf = (user: CreatedUser) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'motivation.commented')));
const mailsTo = (user: CreatedUser) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));

describe('comments on an item', () => {
  it('a client’s comment reaches the adviser’s open socket at once, rings their bell and mails following staff', async () => {
    const { client, itemId, commentsUrl } = await clientWithItem();
    await db().insert(follows).values({ staffId: director.id, clientId: client.id, practiceId: practice.id });
    const advisersSocket = await socketOf(adviser);
    const clientsSocket = await socketOf(client);

    const sent = await (await as(client)).post(commentsUrl, { body: '  Booked the course!  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      body: 'Booked the course!',
      author: { id: client.id, name: 'Olivia Hart', is_client: true },
      is_own: true,
    });

    const event = { type: 'motivation.comments', clientId: client.id, itemId };
    await expect.poll(() => advisersSocket.messages).toContainEqual(event);
    await expect.poll(() => clientsSocket.messages).toContainEqual(event);
    const [bell, ...more] = (await bellsOf(adviser)).filter((row) => row.link?.includes(itemId));
    expect(more).toEqual([]);
    expect(bell).toMatchObject({
      title: 'New comment in a motivation centre',
      body: 'Olivia Hart commented on “Sailing club”.',
      link: `/clients/${client.id}/motivation-centre/${itemId}`,
    });
    expect(await bellsOf(client)).toEqual([]);
    expect(await mailsTo(director)).toHaveLength(1);
    // A second comment before they have read the first rings and mails no one again.
    expect((await (await as(client)).post(commentsUrl, { body: 'And paid for it.' })).statusCode).toBe(201);
    expect((await bellsOf(adviser)).filter((row) => row.link?.includes(itemId))).toHaveLength(1);
    expect(await mailsTo(director)).toHaveLength(1);
    // The comment's words stay on the page: the event and the notice only say where to look.
    expect(JSON.stringify(advisersSocket.messages)).not.toContain('Booked');
    expect(bell?.body).not.toContain('Booked');
  });

  it('the adviser’s comment rings the client’s bell and mails them; the list reads newest first with who wrote each', async () => {
    const { client, itemId, commentsUrl } = await clientWithItem();
    const clientsSocket = await socketOf(client);
    const a = await as(adviser);
    expect((await a.post(commentsUrl, { body: 'Great goal.' })).statusCode).toBe(201);
    await expect.poll(() => clientsSocket.messages).toContainEqual({ type: 'motivation.comments', clientId: client.id, itemId });
    const [bell] = await bellsOf(client);
    expect(bell).toMatchObject({
      title: 'New comment in your motivation centre',
      body: 'Priya Shah commented on “Sailing club”.',
      link: `/motivation-centre/${itemId}`,
    });
    expect(await mailsTo(client)).toHaveLength(1);
    expect((await bellsOf(adviser)).filter((bell) => bell.link?.includes(itemId))).toEqual([]);

    const c = await as(client);
    expect((await c.post(commentsUrl, { body: 'Thank you!' })).statusCode).toBe(201);
    const list = await c.get(commentsUrl);
    expect(list.headers['x-total']).toBe('2');
    expect(list.json().data.map((comment: MotivationComment) => [comment.body, comment.author?.name, comment.is_own])).toEqual([
      ['Thank you!', 'Olivia Hart', true],
      ['Great goal.', 'Priya Shah', false],
    ]);
    expect((await c.get(`${itemsUrl(client.id)}/${itemId}`)).json().data.comment_count).toBe(2);
  });

  it('refuses an empty comment beside its field, and lets each delete only their own', async () => {
    const { client, commentsUrl } = await clientWithItem();
    const c = await as(client);
    const empty = await c.post(commentsUrl, { body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({ detail: say['motivation.commentRequired'], source: { pointer: '/body' } });
    const advisers = (await (await as(adviser)).post(commentsUrl, { body: 'From the adviser' })).json().data.id as string;
    const own = (await c.post(commentsUrl, { body: 'Mine' })).json().data.id as string;

    const refused = await c.delete(`${commentsUrl}/${advisers}`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).detail).toBe(say['motivation.commentNotYours']);
    expect((await c.delete(`${commentsUrl}/${own}`)).statusCode).toBe(204);
    expect((await c.delete(`${commentsUrl}/${own}`)).statusCode).toBe(404);

    const trail = await (await as(adviser)).get(`/api/v1/clients/${client.id}/audit-trail`);
    expect(
      trail
        .json()
        .data.filter((event: AuditEventView) => event.action.startsWith('motivation_comment'))
        .map((event: AuditEventView) => auditSentence(event)),
    ).toEqual([
      'Olivia Hart deleted a comment on “Sailing club” in the motivation centre',
      'Olivia Hart commented on “Sailing club” in the motivation centre',
      'Priya Shah commented on “Sailing club” in the motivation centre',
    ]);
  });

  it('deleting an item deletes its comments', async () => {
    const { client, itemId, commentsUrl } = await clientWithItem();
    const c = await as(client);
    expect((await c.post(commentsUrl, { body: 'Soon' })).statusCode).toBe(201);
    expect((await c.delete(`${itemsUrl(client.id)}/${itemId}`)).statusCode).toBe(204);
    expect((await c.get(commentsUrl)).statusCode).toBe(404);
  });
});
