import { randomUUID } from 'node:crypto';
import { clientAccountMessages, clientActionsFor } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAssignments, auditEvents, clientProfiles, follows, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/** An adviser without the grant to remove clients, as the routes see them. */
const adviserActor = { role: 'adviser', adminLevel: null, canRemoveClients: false } as const;

let t: TestApp;
let practice: { id: string; host: string };
let adviser: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const put = (c: TestClient, url: string, payload: object) => c.request('PUT', url, { payload });
const newClient = (adviserId = adviser.id) => createUser(db(), { practiceId: practice.id, role: 'client', adviserId });
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);
const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('GET /clients/:id', () => {
  it('shows the client to their adviser with profile, adviser, tags and access', async () => {
    const client = await newClient();
    const c = await as(adviser);
    const response = await c.get(`/api/v1/clients/${client.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: client.id,
      email: client.email,
      status: 'active',
      kind: 'client',
      adviser: { id: adviser.id },
      additional_advisers: [],
      tags: [],
      is_followed: false,
      is_locked: false,
      has_letter_of_authority: false,
      has_welcome_video: false,
      actions: clientActionsFor(adviserActor, { relation: 'own', rights: [] }, 'active'),
    });
    expect(data.password_hash).toBeUndefined();
  });

  it('lets the client read themself but not another client', async () => {
    const client = await newClient();
    const other = await newClient();
    const c = await as(client);
    expect((await c.get(`/api/v1/clients/${client.id}`)).json().data.actions).toEqual(
      clientActionsFor({ role: 'client', adminLevel: null, canRemoveClients: false }, { relation: 'self', rights: [] }, 'active'),
    );
    expect((await c.get(`/api/v1/clients/${other.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to an unrelated adviser and to another practice', async () => {
    const client = await newClient();
    const stranger = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    expect((await (await as(stranger)).get(`/api/v1/clients/${client.id}`)).statusCode).toBe(404);
    const other = await createPractice(db());
    const director = await createUser(db(), { practiceId: other.id, role: 'director' });
    expect((await (await as(director, other.host)).get(`/api/v1/clients/${client.id}`)).statusCode).toBe(404);
  });
});

describe('PATCH /clients/:id', () => {
  const valid = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+44 20 7946 0000',
    city: 'London',
    date_of_birth: '1980-04-21',
    gender: 'female',
    marital_status: 'married',
    net_worth: 250_000,
    est_total_case_size: 40_000,
  };

  it('saves the fields and audits old and new values', async () => {
    const client = await newClient();
    const c = await as(adviser);
    const response = await c.patch(`/api/v1/clients/${client.id}`, valid);
    expect(response.statusCode).toBe(200);
    const data = (await c.get(`/api/v1/clients/${client.id}`)).json().data;
    expect(data).toMatchObject({ first_name: 'Ada', city: 'London', date_of_birth: '1980-04-21', net_worth: 250_000, gender: 'female' });
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.entityId, client.id));
    expect(event).toMatchObject({ entityKind: 'client', action: 'details_updated', actorId: adviser.id });
    expect(event?.after).toMatchObject({ city: 'London', first_name: 'Ada' });
  });

  it.each([
    [
      'a date of birth in the future',
      { date_of_birth: yearsAgo(-1) },
      '/date_of_birth',
      clientAccountMessages['onboarding.validation.pastDate'],
    ],
    [
      'a client under 18 (one day short)',
      { date_of_birth: yearsAgo(18, 1) },
      '/date_of_birth',
      clientAccountMessages['clients.validation.min18age'],
    ],
    [
      'a date that does not exist',
      { date_of_birth: '1990-02-30' },
      '/date_of_birth',
      clientAccountMessages['onboarding.validation.dateFormat'],
    ],
    ['a negative net worth', { net_worth: -1 }, '/net_worth', clientAccountMessages['clients.validation.money']],
    ['a case size with pennies', { est_total_case_size: 10.5 }, '/est_total_case_size', clientAccountMessages['clients.validation.money']],
    ['an unknown gender', { gender: 'unknown' }, '/gender', undefined],
  ])('refuses %s and stores nothing', async (_name, change, pointer, message) => {
    const client = await newClient();
    const c = await as(adviser);
    const response = await c.patch(`/api/v1/clients/${client.id}`, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).source?.pointer).toBe(pointer);
    if (message) expect(errorOf(response).detail).toBe(message);
    const [profile] = await db().select().from(clientProfiles).where(eq(clientProfiles.userId, client.id));
    expect(profile?.city).toBeNull();
  });

  it('accepts a client who turned 18 today', async () => {
    const client = await newClient();
    const response = await (await as(adviser)).patch(`/api/v1/clients/${client.id}`, { ...valid, date_of_birth: yearsAgo(18) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses the client themself (staff route) and another practice', async () => {
    const client = await newClient();
    expect((await (await as(client)).patch(`/api/v1/clients/${client.id}`, valid)).statusCode).toBe(403);
    const other = await createPractice(db());
    const director = await createUser(db(), { practiceId: other.id, role: 'director' });
    expect((await (await as(director, other.host)).patch(`/api/v1/clients/${client.id}`, valid)).statusCode).toBe(404);
  });
});

describe('PATCH /users/:id/personal-details', () => {
  it('lets a client keep their own address and date of birth', async () => {
    const client = await newClient();
    const c = await as(client);
    const response = await c.patch(`/api/v1/users/${client.id}/personal-details`, {
      line1: '1 High Street',
      post_code: 'AB1 2CD',
      date_of_birth: '1975-01-31',
    });
    expect(response.statusCode).toBe(200);
    const data = (await c.get(`/api/v1/clients/${client.id}`)).json().data;
    expect(data).toMatchObject({ line1: '1 High Street', post_code: 'AB1 2CD', date_of_birth: '1975-01-31' });
  });

  it('refuses a minor, another person and staff', async () => {
    const client = await newClient();
    const c = await as(client);
    const minor = await c.patch(`/api/v1/users/${client.id}/personal-details`, { date_of_birth: yearsAgo(10) });
    expect(minor.statusCode).toBe(400);
    expect(errorOf(minor).detail).toBe(clientAccountMessages['clients.validation.min18age']);
    const other = await newClient();
    expect((await c.patch(`/api/v1/users/${other.id}/personal-details`, { city: 'X' })).statusCode).toBe(403);
    expect((await (await as(adviser)).patch(`/api/v1/users/${adviser.id}/personal-details`, { city: 'X' })).statusCode).toBe(403);
  });
});

describe('client tags', () => {
  it('creates, renames, assigns and deletes tags', async () => {
    const client = await newClient();
    const c = await as(adviser);
    const created = await c.post('/api/v1/client-tags', { name: 'VIP' });
    expect(created.statusCode).toBe(201);
    const tag = created.json().data;
    expect((await c.patch(`/api/v1/client-tags/${tag.id}`, { name: 'Very important' })).json().data.name).toBe('Very important');
    const assigned = await put(c, `/api/v1/clients/${client.id}/client-tags`, { tag_ids: [tag.id] });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toEqual([{ id: tag.id, name: 'Very important' }]);
    expect((await c.get(`/api/v1/clients/${client.id}`)).json().data.tags).toHaveLength(1);
    expect((await c.delete(`/api/v1/client-tags/${tag.id}`)).statusCode).toBe(204);
    expect((await c.get(`/api/v1/clients/${client.id}`)).json().data.tags).toEqual([]);
  });

  it('refuses a name already used, whatever its case, and an empty name', async () => {
    const c = await as(adviser);
    await c.post('/api/v1/client-tags', { name: 'Pension' });
    const taken = await c.post('/api/v1/client-tags', { name: '  pENSION ' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ detail: clientAccountMessages['clients.tags.taken'], source: { pointer: '/name' } });
    const other = (await c.post('/api/v1/client-tags', { name: 'ISA' })).json().data;
    expect((await c.patch(`/api/v1/client-tags/${other.id}`, { name: 'pension' })).statusCode).toBe(409);
    expect((await c.post('/api/v1/client-tags', { name: '  ' })).statusCode).toBe(400);
  });

  it('keeps practices apart and refuses clients', async () => {
    const c = await as(adviser);
    const tag = (await c.post('/api/v1/client-tags', { name: 'Mine only' })).json().data;
    const other = await createPractice(db());
    const director = await as(await createUser(db(), { practiceId: other.id, role: 'director' }), other.host);
    expect((await director.get('/api/v1/client-tags')).json().data).toEqual([]);
    expect((await director.patch(`/api/v1/client-tags/${tag.id}`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await director.delete(`/api/v1/client-tags/${tag.id}`)).statusCode).toBe(404);
    // The same name is free in another practice.
    expect((await director.post('/api/v1/client-tags', { name: 'Mine only' })).statusCode).toBe(201);
    const client = await newClient();
    expect((await (await as(client)).get('/api/v1/client-tags')).statusCode).toBe(403);
  });

  it('refuses a normal practice admin renaming, deleting or creating a tag with 403, and changes nothing', async () => {
    const tag = (await (await as(adviser)).post('/api/v1/client-tags', { name: 'Kept as it was' })).json().data;
    const admin = await createUser(db(), { practiceId: practice.id, role: 'admin', adminLevel: 'normal' });
    await db().insert(adminAssignments).values({ practiceId: practice.id, adminId: admin.id, adviserId: adviser.id, rights: [] });
    const c = await as(admin);
    const renamed = await c.patch(`/api/v1/client-tags/${tag.id}`, { name: 'Renamed by an admin' });
    expect(renamed.statusCode).toBe(403);
    expect(errorOf(renamed).code).toBe('auth.forbidden');
    expect((await c.delete(`/api/v1/client-tags/${tag.id}`)).statusCode).toBe(403);
    expect((await c.post('/api/v1/client-tags', { name: 'Made by an admin' })).statusCode).toBe(403);
    const names = (await c.get('/api/v1/client-tags')).json().data.map((t: { name: string }) => t.name);
    expect(names).toContain('Kept as it was');
    expect(names).not.toContain('Renamed by an admin');
    expect(names).not.toContain('Made by an admin');
    // Assigning the practice's tags to a client they support stays open to them.
    const assigned = await put(c, `/api/v1/clients/${(await newClient()).id}/client-tags`, { tag_ids: [tag.id] });
    expect(assigned.statusCode).toBe(200);
  });

  it.each<[string, () => Promise<CreatedUser>]>([
    ['a director', () => createUser(db(), { practiceId: practice.id, role: 'director' })],
    ['an adviser', () => createUser(db(), { practiceId: practice.id, role: 'adviser' })],
    ['a prime practice admin', () => createUser(db(), { practiceId: practice.id, role: 'admin', adminLevel: 'prime' })],
  ])('lets %s rename and delete a tag', async (_name, make) => {
    const tag = (await (await as(adviser)).post('/api/v1/client-tags', { name: `Tag ${randomUUID()}` })).json().data;
    const c = await as(await make());
    const renamed = await c.patch(`/api/v1/client-tags/${tag.id}`, { name: `Renamed ${tag.id}` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe(`Renamed ${tag.id}`);
    expect((await c.delete(`/api/v1/client-tags/${tag.id}`)).statusCode).toBe(204);
    expect((await c.get('/api/v1/client-tags')).json().data.map((t: { id: string }) => t.id)).not.toContain(tag.id);
  });

  it('refuses to assign a tag of another practice', async () => {
    const other = await createPractice(db());
    const director = await as(await createUser(db(), { practiceId: other.id, role: 'director' }), other.host);
    const foreignTag = (await director.post('/api/v1/client-tags', { name: 'Foreign' })).json().data;
    const client = await newClient();
    const response = await put(await as(adviser), `/api/v1/clients/${client.id}/client-tags`, { tag_ids: [foreignTag.id] });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).source?.pointer).toBe('/tag_ids');
  });
});

describe('follows', () => {
  it('follows and unfollows one client, then all the actor may see', async () => {
    const own = await newClient();
    const notMine = await newClient(await createUser(db(), { practiceId: practice.id, role: 'adviser' }).then((a) => a.id));
    const me = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    const mine = await newClient(me.id);
    const c = await as(me);
    expect((await c.post(`/api/v1/clients/${mine.id}/follows`)).statusCode).toBe(200);
    expect((await c.get(`/api/v1/clients/${mine.id}`)).json().data.is_followed).toBe(true);
    expect((await c.delete(`/api/v1/clients/${mine.id}/follows`)).statusCode).toBe(200);
    expect((await c.post(`/api/v1/clients/${own.id}/follows`)).statusCode).toBe(404);

    expect((await c.post('/api/v1/clients/follow-all')).json().data.message).toContain('1');
    const followed = await db().select().from(follows).where(eq(follows.staffId, me.id));
    expect(followed.map((row) => row.clientId)).toEqual([mine.id]);
    expect(followed.some((row) => row.clientId === notMine.id)).toBe(false);
    await c.post('/api/v1/clients/unfollow-all');
    expect(await db().select().from(follows).where(eq(follows.staffId, me.id))).toEqual([]);
  });

  it('follow-all as a practice admin covers the supported advisers’ clients only', async () => {
    const admin = await createUser(db(), { practiceId: practice.id, role: 'admin' });
    const supported = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    await db().insert(adminAssignments).values({ practiceId: practice.id, adminId: admin.id, adviserId: supported.id, rights: [] });
    const theirs = await newClient(supported.id);
    await (await as(admin)).post('/api/v1/clients/follow-all');
    const followed = await db().select().from(follows).where(eq(follows.staffId, admin.id));
    expect(followed.map((row) => row.clientId)).toEqual([theirs.id]);
  });

  it('sets auto-follow for the staff member themself only', async () => {
    const me = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    const c = await as(me);
    expect((await c.patch(`/api/v1/users/${me.id}/auto-follow`, { enabled: true })).statusCode).toBe(200);
    const [row] = await db().select({ value: users.autoFollowNewClients }).from(users).where(eq(users.id, me.id));
    expect(row?.value).toBe(true);
    expect((await c.get('/api/v1/users/me')).json().data.auto_follow_new_clients).toBe(true);
    expect((await c.patch(`/api/v1/users/${me.id}/auto-follow`, { enabled: 'yes' })).statusCode).toBe(400);
    expect((await c.patch(`/api/v1/users/${adviser.id}/auto-follow`, { enabled: true })).statusCode).toBe(403);
    const client = await newClient();
    expect((await (await as(client)).patch(`/api/v1/users/${client.id}/auto-follow`, { enabled: true })).statusCode).toBe(403);
  });
});

describe('GET /clients/:id/audit-trail', () => {
  it('lists the client’s events newest first with the actor’s name, paginated', async () => {
    const client = await newClient();
    const c = await as(adviser);
    await c.patch(`/api/v1/clients/${client.id}`, { first_name: 'One', last_name: 'Two' });
    await c.patch(`/api/v1/clients/${client.id}`, { first_name: 'Three', last_name: 'Two' });
    const page = await c.get(`/api/v1/clients/${client.id}/audit-trail?per_page=1`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total']).toBe('2');
    expect(page.headers['x-next-page']).toBe('2');
    expect(page.json().data[0]).toMatchObject({ action: 'details_updated', actor_name: 'Test adviser', after: { first_name: 'Three' } });
    expect((await c.get(`/api/v1/clients/${client.id}/audit-trail?per_page=0`)).statusCode).toBe(400);
  });

  it('is for staff related to the client', async () => {
    const client = await newClient();
    expect((await (await as(client)).get(`/api/v1/clients/${client.id}/audit-trail`)).statusCode).toBe(403);
    const stranger = await createUser(db(), { practiceId: practice.id, role: 'admin' });
    expect((await (await as(stranger)).get(`/api/v1/clients/${client.id}/audit-trail`)).statusCode).toBe(404);
  });
});

describe('GET /my-adviser', () => {
  it('shows the adviser while their profile is visible, and nothing once hidden', async () => {
    const mine = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    await db().update(users).set({ jobTitle: 'Chartered Financial Planner', phone: '+44 1234 567890' }).where(eq(users.id, mine.id));
    const client = await newClient(mine.id);
    const c = await as(client);
    const shown = await c.get('/api/v1/my-adviser');
    expect(shown.json().data).toMatchObject({ id: mine.id, job_title: 'Chartered Financial Planner', email: mine.email });
    await db().update(users).set({ isProfileVisible: false }).where(eq(users.id, mine.id));
    expect((await c.get('/api/v1/my-adviser')).json().data).toBeNull();
    expect((await (await as(adviser)).get('/api/v1/my-adviser')).statusCode).toBe(403);
  });

  it('answers null for a prospect without an adviser', async () => {
    const prospect = await createUser(db(), { practiceId: practice.id, role: 'client', kind: 'prospect' });
    expect((await (await as(prospect)).get('/api/v1/my-adviser')).json().data).toBeNull();
  });
});
