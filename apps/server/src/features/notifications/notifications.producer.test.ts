import type { NotificationKind } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, mailOutbox, notifications } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../../realtime/hub.ts';
import type { TestClient } from '../../testing/client.ts';
import { type CreatedUser, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;
let cast: CaseCast;
let as: (user: CreatedUser) => Promise<TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  as = (user) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
});
afterAll(() => t.close());

const follow = (staff: CreatedUser, client: CreatedUser = cast.client) =>
  t.runtime.db.insert(follows).values({ staffId: staff.id, clientId: client.id, practiceId: cast.practice.id });

async function bellsOf(user: CreatedUser, kind: NotificationKind) {
  return t.runtime.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind)));
}

async function mailsTo(user: CreatedUser, subjectPart: string): Promise<number> {
  const rows = await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
  return rows.filter((row) => row.subject.includes(subjectPart)).length;
}

async function sharedPack(sender: TestClient, client: CreatedUser, name: string): Promise<string> {
  const created = await sender.post(`/api/v1/clients/${client.id}/client-cases`, { type: 'recommendation_pack_case', name });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as string;
  expect((await sender.post(`/api/v1/client-cases/${id}/send`, { version: 1 })).statusCode).toBe(200);
  return id;
}

function countsFor(user: CreatedUser): RealtimeEvent[] {
  const events: RealtimeEvent[] = [];
  t.runtime.realtime.subscribe(user.id, (event) => events.push(event));
  return events;
}

describe('the notification producer', () => {
  it('a client accepting a pack rings the bell of their advisers and of following staff who may see them; only followers are mailed', async () => {
    const unassignedAdmin = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'admin' });
    await Promise.all([cast.director, cast.supportingWithRights, unassignedAdmin, cast.stranger].map((staff) => follow(staff)));
    const live = countsFor(cast.adviser);
    const pack = await sharedPack(await as(cast.adviser), cast.client, 'Retirement plan');
    const accepted = await (await as(cast.client)).post(`/api/v1/client-cases/${pack}/accept`, { version: 2, consent: true });
    expect(accepted.statusCode).toBe(200);

    for (const told of [cast.adviser, cast.additional, cast.director, cast.supportingWithRights]) {
      const [bell, ...more] = await bellsOf(told, 'cases.accepted');
      expect(more).toEqual([]);
      expect(bell).toMatchObject({
        title: 'Recommendation pack accepted',
        body: `Test client: “Retirement plan” was accepted by the client.`,
        link: `/clients/${cast.client.id}/cases/${pack}`,
        practiceId: cast.practice.id,
      });
    }
    // A practice admin hears only of clients they follow; a follow outliving the relation reaches no one.
    for (const untold of [cast.supporting, unassignedAdmin, cast.stranger, cast.client])
      expect(await bellsOf(untold, 'cases.accepted')).toEqual([]);
    expect(await mailsTo(cast.director, 'accepted by the client')).toBe(1);
    expect(await mailsTo(cast.supportingWithRights, 'accepted by the client')).toBe(1);
    expect(await mailsTo(cast.adviser, 'accepted by the client')).toBe(0);
    expect(await mailsTo(unassignedAdmin, 'accepted by the client')).toBe(0);
    await expect.poll(() => live.at(-1)).toEqual({ type: 'notifications.count', count: 1 });
    expect((await (await as(cast.adviser)).get('/api/v1/users/notifications/meta')).json().data).toEqual({ unread_count: 1 });
  });

  it('sharing a pack rings the client’s bell and mails them, never the adviser who shared it', async () => {
    const client = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const pack = await sharedPack(await as(cast.adviser), client, 'Pension switch');
    const [bell] = await bellsOf(client, 'cases.shared');
    expect(bell).toMatchObject({
      title: 'Recommendation pack shared with you',
      body: '“Pension switch” was shared for your review.',
      link: `/client-cases/${pack}`,
    });
    expect(await mailsTo(client, 'Pension switch: shared for your review')).toBe(1);
    const list = (await (await as(client)).get('/api/v1/users/notifications')).json().data;
    expect(list).toEqual([expect.objectContaining({ kind: 'cases.shared', title: 'Recommendation pack shared with you', seen: false })]);
  });

  it('a client with no adviser gets the bell but no automatic e-mail', async () => {
    const client = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client' });
    await sharedPack(await as(cast.director), client, 'No adviser yet');
    expect(await bellsOf(client, 'cases.shared')).toHaveLength(1);
    expect(await mailsTo(client, 'No adviser yet')).toBe(0);
  });

  it('a submitted request rings the staff; sending it back rings the client', async () => {
    const id = await insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'online_advice_request',
      status: 'building',
    });
    expect((await (await as(cast.client)).post(`/api/v1/client-cases/${id}/submit`, { version: 1 })).statusCode).toBe(200);
    const [submitted] = await bellsOf(cast.adviser, 'cases.submitted');
    expect(submitted).toMatchObject({ title: 'Online Advice Request submitted', link: `/clients/${cast.client.id}/cases/${id}` });
    expect((await (await as(cast.adviser)).post(`/api/v1/client-cases/${id}/back-to-client`, { version: 2 })).statusCode).toBe(200);
    const [sentBack] = await bellsOf(cast.client, 'cases.sent_back');
    expect(sentBack).toMatchObject({
      title: 'Online Advice Request sent back to you',
      body: '“Case online_advice_request” was sent back to you to continue.',
      link: `/client-cases/${id}`,
    });
    expect(await bellsOf(cast.adviser, 'cases.sent_back')).toEqual([]);
  });

  it('a top-up request rings the staff; its completion rings the client and mails them', async () => {
    const asClient = await as(cast.client);
    const requested = await asClient.post('/api/v1/top-ups', { account_type: 'unit_trust', account_number: 'UT-9', amount: 5_000 });
    expect(requested.statusCode).toBe(201);
    const topUp = requested.json().data.id as string;
    const [request] = await bellsOf(cast.adviser, 'top_ups.requested');
    expect(request).toMatchObject({
      title: 'Top-up requested',
      body: 'Test client asked to top up an account with GBP 5,000.',
      link: `/clients/${cast.client.id}/top-ups/${topUp}`,
    });
    expect((await (await as(cast.adviser)).patch(`/api/v1/top-ups/${topUp}/complete`, { comment: 'Done' })).statusCode).toBe(200);
    const [completed] = await bellsOf(cast.client, 'top_ups.completed');
    expect(completed).toMatchObject({
      title: 'Top-up completed',
      body: 'Your top-up of GBP 5,000 was completed.',
      link: `/top-ups/${topUp}`,
    });
    expect(await mailsTo(cast.client, 'Your top-up of GBP 5,000: completed')).toBe(1);
    expect(await bellsOf(cast.adviser, 'top_ups.completed')).toEqual([]);
  });
});
