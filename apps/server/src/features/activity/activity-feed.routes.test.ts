import { randomUUID } from 'node:crypto';
import { type ActivityItem, activityAreaRules } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDocuments, practices } from '../../db/schema/index.ts';
import { errorOf } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { storeTestFile } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertCase, pdfBytes, sessionFor } from '../cases/cases.testing.ts';
import { type ActivityCast, createActivityCast, insertEvent } from './activity.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (cast: Pick<ActivityCast, 'practice'>, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const feed = (clientId: string, query = '') => `/api/v1/clients/${clientId}/activity-feed${query}`;
const todo = { todo_id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a', title: 'Send payslips', notes: '', due_on: null };
/** An action of the messages area, whatever the messages area names its own. */
const messageAction = activityAreaRules.messages[0].actions[0] ?? 'message_sent';

/** Events of the cast's client and their entities, a minute apart from 9:00 on 2 March 2026, oldest first. */
function eventsOf(cast: ActivityCast) {
  let minute = 0;
  return (kind: Parameters<typeof insertEvent>[1]['kind'], entityId: string, action: string, actor: CreatedUser | null, payload = {}) => {
    minute += 1;
    return insertEvent(db(), {
      practiceId: cast.practice.id,
      kind,
      entityId,
      action,
      actor,
      at: new Date(Date.UTC(2026, 2, 2, 9, minute)),
      ...payload,
    });
  };
}

async function read(c: Awaited<ReturnType<typeof as>>, url: string): Promise<ActivityItem[]> {
  const response = await c.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET /clients/:id/activity-feed, as staff', () => {
  it('reads the client’s events across their account, cases, top-ups and strategies, newest first, as sentences', async () => {
    const cast = await createActivityCast(db());
    const event = eventsOf(cast);
    const created = await event('client', cast.client.id, 'todo_created', cast.adviser, { after: todo });
    const accepted = await event('client-case', cast.caseId, 'accept', cast.client, {
      before: { status: 'reviewing_pack', version: 2 },
      after: { status: 'accepted', version: 3, effects: [] },
    });
    const requested = await event('top-up', cast.topUpId, 'created', cast.client, { after: { amount: 5000 } });
    const drafted = await event('financial-strategy', cast.draftStrategyId, 'strategy_created', cast.adviser, {
      after: { title: 'Draft plan' },
    });
    const observed = await event('client', cast.client.id, 'vulnerability_observation_recorded', cast.adviser, {
      after: { driver: 'health' },
    });
    // Another client's events, on their account and on their case, are theirs alone.
    const other = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const otherCase = await insertCase(db(), {
      practiceId: cast.practice.id,
      clientId: other.id,
      adviserId: cast.adviser.id,
      type: 'meeting_request',
      status: 'requested',
    });
    await event('client', other.id, 'todo_created', cast.adviser, { after: todo });
    await event('client-case', otherCase, 'complete', cast.adviser);

    const staff = await as(cast, cast.adviser);
    const items = await read(staff, feed(cast.client.id));
    expect(items.map((item) => [item.id, item.area])).toEqual([
      [observed, 'factFind'],
      [drafted, 'financialStrategy'],
      [requested, 'topUps'],
      [accepted, 'cases'],
      [created, 'todos'],
    ]);
    expect(items.at(-1)).toEqual({
      id: created,
      area: 'todos',
      sentence: 'Priya Shah added the to-do “Send payslips”',
      actor_name: 'Priya Shah',
      created_at: '2026-03-02T09:01:00.000Z',
    });
    expect(items.find((item) => item.id === drafted)?.sentence).toBe('Priya Shah created the financial strategy “Draft plan”');

    expect((await read(staff, feed(cast.client.id, '?area=todos'))).map((item) => item.id)).toEqual([created]);
    expect((await read(staff, feed(cast.client.id, '?area=cases'))).map((item) => item.id)).toEqual([accepted]);
    const page = await staff.get(feed(cast.client.id, '?page=2&per_page=2'));
    expect(page.headers).toMatchObject({ 'x-total': '5', 'x-total-pages': '3', 'x-prev-page': '1', 'x-next-page': '3' });
    expect(page.json().data.map((item: ActivityItem) => item.id)).toEqual([requested, accepted]);
    expect((await staff.get(feed(cast.client.id, '?area=nothing'))).statusCode).toBe(400);
  });

  it('leaves out the areas the practice has off', async () => {
    const cast = await createActivityCast(db());
    const event = eventsOf(cast);
    await event('client', cast.client.id, 'todo_created', cast.adviser, { after: todo });
    const accepted = await event('client-case', cast.caseId, 'accept', cast.client);
    await event('top-up', cast.topUpId, 'created', cast.client);
    await db()
      .update(practices)
      .set({ featureFlags: { ...allFeaturesOn, todos: false, topUp: false } })
      .where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    const staff = await as(cast, cast.adviser);
    expect((await read(staff, feed(cast.client.id))).map((item) => item.id)).toEqual([accepted]);
    expect(await read(staff, feed(cast.client.id, '?area=todos'))).toEqual([]);
  });
});

describe('the client’s own activity feed', () => {
  it('never shows what staff keep to themselves, a case not shown to the client, a concealed document or an unshared strategy', async () => {
    const cast = await createActivityCast(db());
    const event = eventsOf(cast);
    const file = await storeTestFile(t.runtime, {
      practiceId: cast.practice.id,
      purpose: 'caseDocument',
      fileName: 'report.pdf',
      mediaType: 'application/pdf',
      ext: 'pdf',
      body: pdfBytes(),
    });
    const document = async (name: string, concealed: boolean) => {
      const id = randomUUID();
      await db()
        .insert(caseDocuments)
        .values({
          id,
          practiceId: cast.practice.id,
          caseId: cast.caseId,
          name,
          category: 'investment',
          concealedFromClient: concealed,
          fileId: file.id,
          fileName: 'report.pdf',
          sizeBytes: file.sizeBytes ?? 0,
          contentType: 'application/pdf',
        });
      return id;
    };
    const shownDocument = await document('Suitability report', false);
    const concealedDocument = await document('Internal checklist', true);
    const preparing = await insertCase(db(), {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'recommendation_pack_case',
      status: 'submitted',
    });
    const ref = (id: string, name: string) => ({ after: { document_id: id, name, file_name: 'report.pdf' } });

    const shown = [
      await event('client', cast.client.id, 'todo_created', cast.adviser, { after: todo }),
      await event('client', cast.client.id, messageAction, cast.client, { after: { title: 'Hello' } }),
      await event('client-case', cast.caseId, 'document_viewed', cast.client, ref(shownDocument, 'Suitability report')),
      await event('financial-strategy', cast.sharedStrategyId, 'strategy_created', cast.adviser, { after: { title: 'Retirement' } }),
    ];
    const kept = [
      await event('client', cast.client.id, 'vulnerability_observation_recorded', cast.adviser, { after: { driver: 'health' } }),
      await event('client', cast.client.id, 'practice_note_written', cast.adviser, { after: { title: 'Private' } }),
      await event('client', cast.client.id, 'tags_updated', cast.adviser, { before: { tags: [] }, after: { tags: ['Difficult'] } }),
      await event('client-case', preparing, 'created', cast.adviser, { after: { name: 'Pack in preparation' } }),
      await event('client-case', cast.caseId, 'document_added', cast.adviser, {
        after: { document_id: randomUUID(), name: 'Old secret', file_name: 'x.pdf', concealed: true },
      }),
      await event('client-case', cast.caseId, 'document_viewed', cast.adviser, ref(concealedDocument, 'Internal checklist')),
      await event('financial-strategy', cast.draftStrategyId, 'strategy_created', cast.adviser, { after: { title: 'Draft plan' } }),
    ];

    const response = await (await as(cast, cast.client)).get(feed(cast.client.id));
    expect(response.statusCode).toBe(200);
    const items = response.json().data as ActivityItem[];
    expect(items.map((item) => item.id)).toEqual([...shown].reverse());
    for (const secret of ['vulnerability', 'Private', 'Difficult', 'Pack in preparation', 'Old secret', 'Internal checklist', 'Draft plan'])
      expect(response.body).not.toContain(secret);
    expect(items.find((item) => item.id === shown[2])?.sentence).toBe('Olivia Hart opened Suitability report.pdf');

    // Staff read every one of them.
    const staffIds = (await read(await as(cast, cast.adviser), feed(cast.client.id))).map((item) => item.id);
    expect(staffIds.sort()).toEqual([...shown, ...kept].sort());
  });
});

describe('who may read a feed', () => {
  it('answers 404 to another client, a stranger adviser and another practice, and while the feed is off', async () => {
    const cast = await createActivityCast(db());
    await eventsOf(cast)('client', cast.client.id, 'todo_created', cast.adviser, { after: todo });
    const other = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    expect((await (await as(cast, other)).get(feed(cast.client.id))).statusCode).toBe(404);
    expect((await (await as(cast, cast.stranger)).get(feed(cast.client.id))).statusCode).toBe(404);
    const elsewhere = await createPractice(db());
    const foreign = await createUser(db(), { practiceId: elsewhere.id, role: 'director' });
    expect((await (await as({ practice: elsewhere }, foreign)).get(feed(cast.client.id))).statusCode).toBe(404);
    // A supporting admin and the director read it.
    expect(await read(await as(cast, cast.supporting), feed(cast.client.id))).toHaveLength(1);
    expect(await read(await as(cast, cast.director), feed(cast.client.id))).toHaveLength(1);

    const off = await createPractice(db(), { featureFlags: { ...allFeaturesOn, clientActivityFeed: false } });
    const adviser = await createUser(db(), { practiceId: off.id, role: 'adviser' });
    const client = await createUser(db(), { practiceId: off.id, role: 'client', adviserId: adviser.id });
    for (const user of [adviser, client]) {
      const response = await (await as({ practice: off }, user)).get(feed(client.id));
      expect([response.statusCode, errorOf(response).code]).toEqual([404, 'feature.disabled']);
    }
  });
});
