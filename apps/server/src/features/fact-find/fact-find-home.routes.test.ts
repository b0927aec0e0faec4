import type { FactFindToReview } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, mailOutbox, notifications } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const toReview = '/api/v1/fact-finds/to-review';
const as = (cast: CaseCast, user: CreatedUser, host = cast.practice.host) => sessionFor(t.app, db(), user, host);
const health = (smoker: 'yes' | 'no') => ({ client: { smoker, good_health: 'yes' } });
const events = { bereavement: 'no', discuss_all_consent: true };

/** Saves a section at the fact find's current version, expecting it saved. */
async function save(c: TestClient, clientId: string, slug: string, answers: unknown) {
  const version = (await c.get(`/api/v1/clients/${clientId}/fact-finds`)).json().data.version as number;
  const response = await c.request('PUT', `/api/v1/clients/${clientId}/fact-finds/sections/${slug}`, {
    payload: { version, answers } as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.version as number;
}

async function listed(c: TestClient): Promise<FactFindToReview[]> {
  const response = await c.get(toReview);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const clientIds = async (c: TestClient) => (await listed(c)).map((row) => row.client.id);

describe('GET /fact-finds/to-review', () => {
  it('lists the clients with saves the viewer has not reviewed, longest waiting first, until they mark it reviewed', async () => {
    const cast = await createCaseCast(db());
    const second = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    await save(await as(cast, cast.client), cast.client.id, 'health', health('no'));
    const lastVersion = await save(await as(cast, second), second.id, 'recent-life-events', events);

    const adviser = await as(cast, cast.adviser);
    const response = await adviser.get(toReview);
    expect(response.headers['x-total']).toBe('2');
    const rows = response.json().data as FactFindToReview[];
    expect(rows.map((row) => row.client.id)).toEqual([cast.client.id, second.id]);
    expect(rows[1]).toMatchObject({ client: { id: second.id }, version: lastVersion, reviewed_version: null });
    expect(Date.parse(rows[0]?.waiting_since ?? '')).toBeLessThanOrEqual(Date.parse(rows[1]?.waiting_since ?? ''));

    expect((await adviser.post(`/api/v1/clients/${cast.client.id}/fact-finds/review`)).statusCode).toBe(200);
    expect(await clientIds(adviser)).toEqual([second.id]);
    // Reviews are each person's own: the director and the additional adviser still have both to review.
    expect(await clientIds(await as(cast, cast.director))).toEqual([cast.client.id, second.id]);
    expect(await clientIds(await as(cast, cast.additional))).toEqual([cast.client.id]);

    const next = await save(await as(cast, cast.client), cast.client.id, 'health', health('yes'));
    expect((await listed(adviser)).find((row) => row.client.id === cast.client.id)).toMatchObject({
      version: next,
      reviewed_version: next - 1,
    });
  });

  it('leaves out what the viewer saved themself', async () => {
    const cast = await createCaseCast(db());
    await save(await as(cast, cast.adviser), cast.client.id, 'health', health('no'));
    expect(await clientIds(await as(cast, cast.adviser))).toEqual([]);
    expect(await clientIds(await as(cast, cast.director))).toEqual([cast.client.id]);
  });

  it('lists only the clients the viewer may review: not another adviser’s, not another practice’s', async () => {
    const cast = await createCaseCast(db());
    const othersClient = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.stranger.id });
    await save(await as(cast, othersClient), othersClient.id, 'health', health('no'));
    const elsewhere = await createPractice(db());
    const foreignDirector = await createUser(db(), { practiceId: elsewhere.id, role: 'director' });
    const foreignClient = await createUser(db(), { practiceId: elsewhere.id, role: 'client' });
    const foreign = { ...cast, practice: elsewhere };
    await save(await as(foreign, foreignClient), foreignClient.id, 'health', health('no'));

    expect(await clientIds(await as(cast, cast.adviser))).toEqual([]);
    expect(await clientIds(await as(cast, cast.stranger))).toEqual([othersClient.id]);
    expect(await clientIds(await as(cast, cast.director))).toEqual([othersClient.id]);
    expect(await clientIds(await as(foreign, foreignDirector))).toEqual([foreignClient.id]);
  });

  it('refuses a client and a practice admin (who may not mark a fact find reviewed)', async () => {
    const cast = await createCaseCast(db());
    await save(await as(cast, cast.client), cast.client.id, 'health', health('no'));
    expect((await (await as(cast, cast.client)).get(toReview)).statusCode).toBe(403);
    expect((await (await as(cast, cast.supportingWithRights)).get(toReview)).statusCode).toBe(403);
  });

  it('pages the list with the pagination headers', async () => {
    const cast = await createCaseCast(db());
    for (let i = 0; i < 3; i += 1) {
      const client = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
      await save(await as(cast, client), client.id, 'health', health('no'));
    }
    const response = await (await as(cast, cast.adviser)).get(`${toReview}?page=2&per_page=2`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(1);
    expect(response.headers).toMatchObject({ 'x-total': '3', 'x-total-pages': '2', 'x-prev-page': '1' });
  });
});

async function bellsOf(user: CreatedUser) {
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'fact_finds.updated')));
}

async function mailsTo(user: CreatedUser): Promise<string[]> {
  const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
  return rows.map((row) => row.subject).filter((subject) => subject.includes('fact find updated'));
}

describe('a client saving their fact find tells their staff', () => {
  it('rings their advisers and following staff once while the bell is unread; only followers are mailed', async () => {
    const cast = await createCaseCast(db());
    await db().insert(follows).values({ staffId: cast.director.id, clientId: cast.client.id, practiceId: cast.practice.id });
    const self = await as(cast, cast.client);
    await save(self, cast.client.id, 'health', health('no'));

    for (const told of [cast.adviser, cast.additional, cast.director]) {
      const [bell, ...more] = await bellsOf(told);
      expect(more).toEqual([]);
      expect(bell).toMatchObject({
        title: 'Fact find updated',
        body: 'Test client saved changes to their fact find (Health). Review what changed.',
        link: `/clients/${cast.client.id}/fact-find`,
        practiceId: cast.practice.id,
      });
    }
    for (const untold of [cast.supporting, cast.supportingWithRights, cast.stranger, cast.client])
      expect(await bellsOf(untold)).toEqual([]);
    expect(await mailsTo(cast.director)).toEqual(['Test client: fact find updated']);
    expect(await mailsTo(cast.adviser)).toEqual([]);

    // Saving section after section rings no one again while their bell is unread.
    await save(self, cast.client.id, 'recent-life-events', events);
    expect(await bellsOf(cast.adviser)).toHaveLength(1);
    expect(await mailsTo(cast.director)).toHaveLength(1);

    // Once the adviser has seen theirs, the next save rings them again, and only them.
    const [seen] = await bellsOf(cast.adviser);
    expect((await (await as(cast, cast.adviser)).patch(`/api/v1/users/notifications/${seen?.id}/mark-as-seen`)).statusCode).toBe(204);
    await save(self, cast.client.id, 'health', health('yes'));
    expect(await bellsOf(cast.adviser)).toHaveLength(2);
    expect((await bellsOf(cast.adviser)).at(-1)?.body).toContain('(Health)');
    expect(await bellsOf(cast.additional)).toHaveLength(1);
    expect(await bellsOf(cast.director)).toHaveLength(1);
  });

  it('is not told of a save by staff, nor of a save that changed nothing', async () => {
    const cast = await createCaseCast(db());
    await save(await as(cast, cast.adviser), cast.client.id, 'health', health('no'));
    expect(await bellsOf(cast.additional)).toEqual([]);
    expect(await bellsOf(cast.director)).toEqual([]);

    const self = await as(cast, cast.client);
    const answers = (await self.get(`/api/v1/clients/${cast.client.id}/fact-finds`)).json().data.answers.health;
    await save(self, cast.client.id, 'health', answers);
    expect(await bellsOf(cast.adviser)).toEqual([]);
  });

  it('rings from a case’s fact-find section too', async () => {
    const cast = await createCaseCast(db());
    const caseId = await insertCase(db(), {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'online_advice_request',
      status: 'building',
      ready: false,
    });
    const self = await as(cast, cast.client);
    const response = await self.request('PUT', `/api/v1/client-cases/${caseId}/fact-find/sections/health`, {
      payload: { version: 0, answers: health('no') },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await bellsOf(cast.adviser)).toHaveLength(1);
  });
});
