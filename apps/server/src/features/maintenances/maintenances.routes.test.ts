import { auditSentence, type Maintenance, type MaintenanceNotice, maintenanceMessages as say } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, maintenances, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const base = '/api/v1/maintenances';
const hour = 3_600_000;

let t: TestApp;
let harbour: { id: string; host: string };
let meadow: { id: string; host: string };
let superAdmin: CreatedUser;
let supportAdmin: CreatedUser;
let harbourClient: CreatedUser;
let meadowClient: CreatedUser;
let director: CreatedUser;

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = harbour.host) => signedIn(t.app, host, user);
const fromNow = (millis: number) => new Date(Date.now() + millis).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  harbour = await createPractice(db(), { name: 'Harbour Wealth' });
  meadow = await createPractice(db(), { name: 'Meadow Planning' });
  superAdmin = await createUser(db(), { practiceId: null, role: 'super_admin' });
  await db().update(users).set({ firstName: 'Sara', lastName: 'Mills' }).where(eq(users.id, superAdmin.id));
  supportAdmin = await createUser(db(), { practiceId: null, role: 'support_admin' });
  director = await createUser(db(), { practiceId: harbour.id, role: 'director' });
  harbourClient = await createUser(db(), { practiceId: harbour.id, role: 'client' });
  meadowClient = await createUser(db(), { practiceId: meadow.id, role: 'client' });
});
afterAll(() => t.close());

const bodyOf = (overrides: object = {}) => ({
  title: 'Database upgrade',
  message: 'The portal will be unavailable while we upgrade its database.',
  starts_at: fromNow(hour),
  ends_at: fromNow(3 * hour),
  scope: 'chosen',
  practice_ids: [harbour.id],
  ...overrides,
});

async function create(c: TestClient, body: object): Promise<Maintenance> {
  const response = await c.post(base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

function fieldErrors(response: { json: () => { errors: { detail: string; source?: { pointer?: string } }[] } }) {
  return response.json().errors.map((error) => [error.source?.pointer, error.detail]);
}

async function noticeIds(c: TestClient): Promise<string[]> {
  const response = await c.get(`${base}/notices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((notice: MaintenanceNotice) => notice.id);
}

async function sentencesOf(id: string): Promise<string[]> {
  const rows = await db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'maintenance'), eq(auditEvents.entityId, id)))
    .orderBy(auditEvents.createdAt);
  expect(rows.every((row) => row.practiceId === null && row.actorId === superAdmin.id)).toBe(true);
  return rows.map((row) =>
    auditSentence({
      entity_kind: row.entityKind,
      action: row.action,
      actor_name: 'Sara Mills',
      before: row.before,
      after: row.after,
      document: null,
      person_name: null,
    }),
  );
}

describe('scheduling and reading notices', () => {
  it('a super admin schedules one for a practice; its client and its sign-in page read the notice, another practice does not', async () => {
    const admin = await as(superAdmin);
    const maintenance = await create(admin, bodyOf());
    expect(maintenance).toMatchObject({
      title: 'Database upgrade',
      notice_hours: 48,
      scope: 'chosen',
      practices: [{ id: harbour.id, name: 'Harbour Wealth' }],
      period: 'upcoming',
    });
    expect(new Date(maintenance.shows_from).getTime()).toBe(new Date(maintenance.starts_at).getTime() - 48 * hour);

    const notices = await (await as(harbourClient)).get(`${base}/notices`);
    expect(notices.json().data).toContainEqual({
      id: maintenance.id,
      title: 'Database upgrade',
      message: 'The portal will be unavailable while we upgrade its database.',
      shows_from: maintenance.shows_from,
      starts_at: maintenance.starts_at,
      ends_at: maintenance.ends_at,
    });
    expect(await noticeIds(new TestClient(t.app, harbour.host))).toContain(maintenance.id);
    expect(await noticeIds(await as(meadowClient, meadow.host))).not.toContain(maintenance.id);
    expect(await noticeIds(new TestClient(t.app, meadow.host))).not.toContain(maintenance.id);
    expect(await noticeIds(new TestClient(t.app, 'no-practice.test'))).toEqual([]);
    expect(await sentencesOf(maintenance.id)).toEqual(['Sara Mills scheduled the maintenance “Database upgrade” for Harbour Wealth']);
  });

  it('one for all practices reaches every practice', async () => {
    const maintenance = await create(await as(superAdmin), bodyOf({ scope: 'all', practice_ids: [meadow.id] }));
    expect(maintenance).toMatchObject({ scope: 'all', practices: [] });
    expect(await noticeIds(await as(harbourClient))).toContain(maintenance.id);
    expect(await noticeIds(new TestClient(t.app, meadow.host))).toContain(maintenance.id);
    expect(await sentencesOf(maintenance.id)).toEqual(['Sara Mills scheduled the maintenance “Database upgrade” for all practices']);
    await db().delete(maintenances).where(eq(maintenances.id, maintenance.id));
  });

  it('answers a notice from a lookahead before it shows, through its window, and not after its end', async () => {
    const admin = await as(superAdmin);
    const visitor = new TestClient(t.app, harbour.host);
    const far = await create(admin, bodyOf({ starts_at: fromNow(50 * hour), ends_at: fromNow(51 * hour) }));
    const soon = await create(admin, bodyOf({ starts_at: fromNow(48 * hour + 5 * 60_000), ends_at: fromNow(50 * hour) }));
    const ids = await noticeIds(visitor);
    expect(ids).not.toContain(far.id);
    expect(ids).toContain(soon.id);

    // The window comes and goes by the clock alone: nothing runs at its edges.
    await db()
      .update(maintenances)
      .set({ startsAt: new Date(Date.now() - hour), endsAt: new Date(Date.now() + hour) })
      .where(eq(maintenances.id, far.id));
    expect(await noticeIds(visitor)).toContain(far.id);
    expect((await admin.get(`${base}/${far.id}`)).json().data.period).toBe('in_progress');
    await db()
      .update(maintenances)
      .set({ startsAt: new Date(Date.now() - 2 * hour), endsAt: new Date(Date.now() - 1000) })
      .where(eq(maintenances.id, far.id));
    expect(await noticeIds(visitor)).not.toContain(far.id);
    expect((await admin.get(`${base}/${far.id}`)).json().data.period).toBe('past');
  });
});

describe('the rules and refusals', () => {
  it('refuses each rule at its field with the domain’s words', async () => {
    const admin = await as(superAdmin);
    const missing = await admin.post(base, { scope: 'chosen' });
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing)).toEqual(
      expect.arrayContaining([
        ['/title', say['maintenances.titleRequired']],
        ['/message', say['maintenances.messageRequired']],
      ]),
    );
    const cases: [object, string, string][] = [
      [{ title: 'x'.repeat(121) }, '/title', say['maintenances.titleTooLong']],
      [{ message: 'x'.repeat(1001) }, '/message', say['maintenances.messageTooLong']],
      [{ starts_at: fromNow(-2 * 60_000) }, '/starts_at', say['maintenances.startInPast']],
      [{ ends_at: fromNow(hour / 2) }, '/ends_at', say['maintenances.endBeforeStart']],
      [{ starts_at: null }, '/starts_at', say['maintenances.startRequired']],
      [{ notice_hours: 721 }, '/notice_hours', say['maintenances.noticeHoursInvalid']],
      [{ notice_hours: -1 }, '/notice_hours', say['maintenances.noticeHoursInvalid']],
      [{ practice_ids: [] }, '/practice_ids', say['maintenances.practicesRequired']],
    ];
    for (const [change, pointer, detail] of cases) {
      const response = await admin.post(base, bodyOf(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(fieldErrors(response), JSON.stringify(change)).toEqual([[pointer, detail]]);
    }
  });

  it('refuses a practice that does not exist', async () => {
    const response = await (await as(superAdmin)).post(
      base,
      bodyOf({ practice_ids: [harbour.id, '00000000-0000-4000-8000-00000000a001'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ detail: say['maintenances.practiceUnknown'], source: { pointer: '/practice_ids' } });
  });

  it('lets a support admin read but not write; practice staff and clients neither', async () => {
    const maintenance = await create(await as(superAdmin), bodyOf());
    const support = await as(supportAdmin);
    expect((await support.get(`${base}?period=upcoming`)).statusCode).toBe(200);
    expect((await support.get(`${base}/${maintenance.id}`)).statusCode).toBe(200);
    expect((await support.post(base, bodyOf())).statusCode).toBe(403);
    expect((await support.patch(`${base}/${maintenance.id}`, bodyOf())).statusCode).toBe(403);
    expect((await support.delete(`${base}/${maintenance.id}`)).statusCode).toBe(403);
    expect((await support.get(`${base}/practices`)).statusCode).toBe(403);
    for (const user of [director, harbourClient]) {
      const c = await as(user);
      expect((await c.get(`${base}?period=upcoming`)).statusCode).toBe(403);
      expect((await c.post(base, bodyOf())).statusCode).toBe(403);
    }
    expect((await new TestClient(t.app, harbour.host).get(`${base}?period=upcoming`)).statusCode).toBe(401);
  });

  it('answers 404 with the domain’s words for a maintenance that is not there', async () => {
    const admin = await as(superAdmin);
    const missing = `${base}/00000000-0000-4000-8000-00000000a001`;
    for (const response of [await admin.get(missing), await admin.patch(missing, bodyOf()), await admin.delete(missing)]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).detail).toBe(say['maintenances.notFound']);
    }
  });
});

describe('editing, deleting and listing', () => {
  it('an edit records the changed fields as a sentence, may keep a start that has passed, and a save of nothing records nothing', async () => {
    const admin = await as(superAdmin);
    const maintenance = await create(admin, bodyOf());
    const moved = await admin.patch(
      `${base}/${maintenance.id}`,
      bodyOf({ starts_at: fromNow(2 * hour), ends_at: maintenance.ends_at, practice_ids: [harbour.id, meadow.id] }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.practices.map((p: { name: string }) => p.name)).toEqual(['Harbour Wealth', 'Meadow Planning']);
    expect(await noticeIds(new TestClient(t.app, meadow.host))).toContain(maintenance.id);
    const same = moved.json().data as Maintenance;
    const again = await admin.patch(
      `${base}/${maintenance.id}`,
      bodyOf({ starts_at: same.starts_at, ends_at: same.ends_at, practice_ids: [meadow.id, harbour.id] }),
    );
    expect(again.statusCode).toBe(200);

    await db()
      .update(maintenances)
      .set({ startsAt: new Date(Date.now() - hour) })
      .where(eq(maintenances.id, maintenance.id));
    const started = (await admin.get(`${base}/${maintenance.id}`)).json().data as Maintenance;
    const retitled = await admin.patch(
      `${base}/${maintenance.id}`,
      bodyOf({
        title: 'Database upgrade, part two',
        starts_at: started.starts_at,
        ends_at: started.ends_at,
        practice_ids: [harbour.id, meadow.id],
      }),
    );
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(await sentencesOf(maintenance.id)).toEqual([
      'Sara Mills scheduled the maintenance “Database upgrade” for Harbour Wealth',
      'Sara Mills changed the start and practices of the maintenance “Database upgrade”',
      'Sara Mills changed the title of the maintenance “Database upgrade, part two”',
    ]);
  });

  it('a deleted maintenance is gone from the notices and the list, its deletion recorded', async () => {
    const admin = await as(superAdmin);
    const maintenance = await create(admin, bodyOf({ title: 'Network change' }));
    expect((await admin.delete(`${base}/${maintenance.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${base}/${maintenance.id}`)).statusCode).toBe(404);
    expect(await noticeIds(await as(harbourClient))).not.toContain(maintenance.id);
    expect(await sentencesOf(maintenance.id)).toEqual([
      'Sara Mills scheduled the maintenance “Network change” for Harbour Wealth',
      'Sara Mills deleted the maintenance “Network change”',
    ]);
  });

  it('lists each period apart, soonest first, a page at a time', async () => {
    const admin = await as(superAdmin);
    const later = await create(admin, bodyOf({ starts_at: fromNow(30 * hour), ends_at: fromNow(31 * hour) }));
    const sooner = await create(admin, bodyOf({ starts_at: fromNow(20 * hour), ends_at: fromNow(21 * hour) }));
    const idsOf = async (query: string) => {
      const response = await admin.get(`${base}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return { ids: response.json().data.map((m: Maintenance) => m.id) as string[], headers: response.headers };
    };
    const upcoming = await idsOf('period=upcoming&per_page=100');
    expect(upcoming.ids.indexOf(sooner.id)).toBeLessThan(upcoming.ids.indexOf(later.id));
    expect((await idsOf('period=in_progress')).ids).not.toContain(sooner.id);
    expect((await idsOf('period=past')).ids).not.toContain(sooner.id);
    const first = await idsOf('period=upcoming&per_page=1');
    expect(first.ids).toHaveLength(1);
    expect(Number(first.headers['x-total'])).toBeGreaterThanOrEqual(2);
    expect(first.headers['x-next-page']).toBe('2');
    expect((await admin.get(`${base}?period=someday`)).statusCode).toBe(400);
  });

  it('names every practice as a choice for the form', async () => {
    const response = await (await as(superAdmin)).get(`${base}/practices`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(
      expect.arrayContaining([
        { id: harbour.id, name: 'Harbour Wealth' },
        { id: meadow.id, name: 'Meadow Planning' },
      ]),
    );
  });
});
