import { messages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAssignments, auditEvents, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo, linkIn } from '../../testing/mailbox.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db, { name: 'Staff Practice' });
});
afterAll(() => t.close());

const member = (role: CreatedUser['role'], extra: Partial<Parameters<typeof createUser>[1]> = {}) =>
  createUser(t.runtime.db, { practiceId: practice.id, role, ...extra });
const as = (user: CreatedUser) => signedIn(t.app, practice.host, user);
const unique = () => Math.random().toString(36).slice(2, 8);

async function auditOf(entityId: string, action: string) {
  return t.runtime.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, entityId), eq(auditEvents.action, action)));
}

describe('advisers', () => {
  it('a director creates an invited adviser, who gets an invitation that confirms the account', async () => {
    const director = await member('director');
    const d = await as(director);
    const email = `new.adviser.${unique()}@example.test`;
    const response = await d.post('/api/v1/advisers', {
      first_name: ' Nadia ',
      last_name: 'Hale',
      email: email.toUpperCase(),
      job_title: 'Planner',
    });
    expect(response.statusCode).toBe(201);
    const adviser = response.json().data;
    expect(adviser).toMatchObject({
      first_name: 'Nadia',
      email,
      status: 'invited',
      job_title: 'Planner',
      clients_count: 0,
      can_remove_clients: false,
    });
    expect(adviser).not.toHaveProperty('password_hash');

    const mail = await lastMailTo(t.runtime.db, email);
    expect(mail?.subject).toBe('You are invited to Staff Practice');
    expect(mail?.text).toContain('Staff Practice has created an account for you as an adviser.');
    const token = linkIn(mail?.text ?? '', 'confirmation_token');
    const confirm = await new TestClient(t.app, practice.host).post('/api/v1/users/confirmation', {
      confirmation_token: token,
      password: 'Adviser-Joins-42!',
      password_confirmation: 'Adviser-Joins-42!',
    });
    expect(confirm.statusCode).toBe(200);
    expect((await d.get(`/api/v1/advisers/${adviser.id}`)).json().data.status).toBe('active');
    const [event] = await auditOf(adviser.id, 'adviser_created');
    expect(event).toMatchObject({ actorId: director.id, entityKind: 'user', practiceId: practice.id });
  });

  it('answers one error per invalid field and creates nothing', async () => {
    const d = await as(await member('director'));
    const response = await d.post('/api/v1/advisers', { first_name: ' ', last_name: 'Hale', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const pointers = (response.json().errors as { source: { pointer: string } }[]).map((e) => e.source.pointer).sort();
    expect(pointers).toEqual(['/email', '/first_name']);
    const [row] = await t.runtime.db.select().from(users).where(eq(users.email, 'not-an-email'));
    expect(row).toBeUndefined();
  });

  it('refuses an e-mail already used in the practice with 409 on /email', async () => {
    const existing = await member('client');
    const d = await as(await member('director'));
    const response = await d.post('/api/v1/advisers', { first_name: 'Dup', last_name: 'Licate', email: existing.email });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'resource.conflict', source: { pointer: '/email' } });
  });

  it('only directors create advisers; clients cannot list staff', async () => {
    const a = await as(await member('adviser'));
    expect((await a.post('/api/v1/advisers', { first_name: 'A', last_name: 'B', email: `x${unique()}@example.test` })).statusCode).toBe(
      403,
    );
    const c = await as(await member('client'));
    expect((await c.get('/api/v1/advisers')).statusCode).toBe(403);
    expect((await c.get('/api/v1/practice-admins')).statusCode).toBe(403);
  });

  it('lists advisers with counts, searches from 3 characters and pages with headers', async () => {
    const local = await createPractice(t.runtime.db);
    const director = await createUser(t.runtime.db, { practiceId: local.id, role: 'director' });
    const ada = await createUser(t.runtime.db, { practiceId: local.id, role: 'adviser', email: 'ada.searchable@example.test' });
    await createUser(t.runtime.db, { practiceId: local.id, role: 'adviser' });
    await createUser(t.runtime.db, { practiceId: local.id, role: 'client', adviserId: ada.id });
    const admin = await createUser(t.runtime.db, { practiceId: local.id, role: 'admin' });
    await t.runtime.db.insert(adminAssignments).values({ practiceId: local.id, adminId: admin.id, adviserId: ada.id, rights: [] });
    const adminSession = await signedIn(t.app, local.host, admin);

    const all = await adminSession.get('/api/v1/advisers?per_page=1');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total']).toBe('2');
    expect(all.headers['x-next-page']).toBe('2');
    const found = await adminSession.get('/api/v1/advisers?search=searchable');
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({ id: ada.id, clients_count: 1, supporting_admins_count: 1 });
    const short = await adminSession.get('/api/v1/advisers?search=ad');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).detail).toBe(messages['errors.searchMin']);
    const d = await signedIn(t.app, local.host, director);
    expect((await d.get('/api/v1/advisers?search=100%25')).json().data).toEqual([]);
  });

  it('a director edits details and grants canRemoveClients, audited; advisers cannot', async () => {
    const director = await member('director');
    const adviser = await member('adviser');
    const d = await as(director);
    const response = await d.patch(`/api/v1/advisers/${adviser.id}`, {
      first_name: 'Renamed',
      phone: '+44 20 7946 0001',
      can_remove_clients: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ first_name: 'Renamed', phone: '+44 20 7946 0001', can_remove_clients: true });
    const [event] = await auditOf(adviser.id, 'adviser_updated');
    expect(event).toMatchObject({
      before: { first_name: 'Test', can_remove_clients: false },
      after: { first_name: 'Renamed', can_remove_clients: true },
    });
    expect(await auditOf(adviser.id, 'can_remove_clients_granted')).toHaveLength(1);

    const a = await as(adviser);
    expect((await a.patch(`/api/v1/advisers/${adviser.id}`, { can_remove_clients: false })).statusCode).toBe(403);
    expect((await d.patch(`/api/v1/advisers/${adviser.id}`, {})).statusCode).toBe(400);
  });

  it("another practice's adviser is a 404 and stays untouched", async () => {
    const adviser = await member('adviser');
    const other = await createPractice(t.runtime.db);
    const foreign = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }));
    expect((await foreign.get(`/api/v1/advisers/${adviser.id}`)).statusCode).toBe(404);
    expect((await foreign.patch(`/api/v1/advisers/${adviser.id}`, { first_name: 'Hacked' })).statusCode).toBe(404);
    expect((await foreign.get(`/api/v1/advisers/${adviser.id}/support`)).statusCode).toBe(404);
    const [row] = await t.runtime.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, adviser.id));
    expect(row?.firstName).toBe('Test');
  });

  it('an id of another role is not an adviser', async () => {
    const d = await as(await member('director'));
    const admin = await member('admin');
    expect((await d.get(`/api/v1/advisers/${admin.id}`)).statusCode).toBe(404);
  });
});

describe('adviser account settings', () => {
  it('the adviser hides their profile; another adviser cannot change it', async () => {
    const adviser = await member('adviser');
    const a = await as(adviser);
    const response = await a.patch(`/api/v1/advisers/${adviser.id}/settings`, { is_profile_visible: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.is_profile_visible).toBe(false);
    expect(await auditOf(adviser.id, 'settings_updated')).toHaveLength(1);
    const other = await as(await member('adviser'));
    expect((await other.patch(`/api/v1/advisers/${adviser.id}/settings`, { is_profile_visible: true })).statusCode).toBe(403);
    expect((await a.patch(`/api/v1/advisers/${adviser.id}/settings`, { is_profile_visible: 'no' })).statusCode).toBe(400);
  });

  it('accepts a PNG signature checked by content and refuses anything else', async () => {
    const adviser = await member('adviser');
    const a = await as(adviser);
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const upload = (content: Buffer, filename: string, contentType: string) => {
      const body = multipartFile('signature', { filename, contentType, content });
      return a.request('PUT', `/api/v1/advisers/${adviser.id}/signature`, { payload: body.payload, headers: body.headers });
    };
    const bad = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'sig.png', 'image/png');
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: expect.stringMatching(/^“sig\.png” is named as a \.png file, but .* Upload a PNG or JPG file\.$/u),
      source: { pointer: '/signature' },
    });
    const corrupt = await upload(Buffer.concat([png.subarray(0, 40)]), 'sig.png', 'image/png');
    expect(corrupt.statusCode).toBe(422);

    const ok = await upload(png, 'sig.png', 'image/png');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.has_signature).toBe(true);
    const image = await a.get(`/api/v1/advisers/${adviser.id}/signature`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const otherAdviser = await as(await member('adviser'));
    expect((await otherAdviser.get(`/api/v1/advisers/${adviser.id}/signature`)).statusCode).toBe(403);
    expect((await a.delete(`/api/v1/advisers/${adviser.id}/signature`)).statusCode).toBe(204);
    expect((await a.get(`/api/v1/advisers/${adviser.id}/signature`)).statusCode).toBe(404);
  });
});

describe('support', () => {
  it('an adviser assigns an admin with rights; the admin sees My team; rights change and unassign are audited', async () => {
    const adviser = await member('adviser');
    const admin = await member('admin', { adminLevel: 'prime' });
    const a = await as(adviser);
    const assigned = await a.request('PUT', `/api/v1/advisers/${adviser.id}/support/${admin.id}`, {
      payload: { rights: ['sendRecommendationPack', 'sendRecommendationPack'] },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({
      admin: { id: admin.id, level_label: 'Practice Admin (Prime)' },
      rights: ['sendRecommendationPack'],
    });
    expect(await auditOf(adviser.id, 'support_assigned')).toHaveLength(1);

    const support = (await a.get(`/api/v1/advisers/${adviser.id}/support`)).json().data;
    expect(support).toHaveLength(1);
    const ad = await as(admin);
    const team = await ad.get(`/api/v1/practice-admins/${admin.id}/team`);
    expect(team.json().data).toMatchObject([{ adviser: { id: adviser.id }, rights: ['sendRecommendationPack'] }]);

    const changed = await a.request('PUT', `/api/v1/advisers/${adviser.id}/support/${admin.id}`, {
      payload: { rights: ['deleteClients'] },
    });
    expect(changed.json().data.rights).toEqual(['deleteClients']);
    const [event] = await auditOf(adviser.id, 'support_rights_changed');
    expect(event).toMatchObject({ before: { rights: ['sendRecommendationPack'] }, after: { rights: ['deleteClients'] } });

    expect((await a.delete(`/api/v1/advisers/${adviser.id}/support/${admin.id}`)).statusCode).toBe(204);
    expect((await ad.get(`/api/v1/practice-admins/${admin.id}/team`)).json().data).toEqual([]);
    expect(await auditOf(adviser.id, 'support_unassigned')).toHaveLength(1);
    expect((await a.delete(`/api/v1/advisers/${adviser.id}/support/${admin.id}`)).statusCode).toBe(404);
  });

  it('a member of staff’s page says what the viewer may do there, as the routes decide it', async () => {
    const adviser = await member('adviser');
    const other = await member('adviser');
    const admin = await member('admin');
    const director = await member('director');
    const pageOf = async (viewer: CreatedUser, path: string) => (await (await as(viewer)).get(path)).json().data.actions;
    expect(await pageOf(adviser, `/api/v1/advisers/${adviser.id}`)).toContain('adviser.viewSupport');
    expect(await pageOf(director, `/api/v1/advisers/${adviser.id}`)).toContain('adviser.viewSupport');
    expect(await pageOf(other, `/api/v1/advisers/${adviser.id}`)).toEqual([]);
    expect((await (await as(other)).get(`/api/v1/advisers/${adviser.id}/support`)).statusCode).toBe(403);
    expect(await pageOf(admin, `/api/v1/practice-admins/${admin.id}`)).toContain('admin.viewTeam');
    expect(await pageOf(adviser, `/api/v1/practice-admins/${admin.id}`)).not.toContain('admin.viewTeam');
    expect((await (await as(adviser)).get(`/api/v1/practice-admins/${admin.id}/team`)).statusCode).toBe(403);
  });

  it('refuses unknown rights, other advisers, admins and deactivated admins', async () => {
    const adviser = await member('adviser');
    const admin = await member('admin');
    const put = (c: TestClient, rights: unknown, adminId = admin.id) =>
      c.request('PUT', `/api/v1/advisers/${adviser.id}/support/${adminId}`, { payload: { rights } });
    const a = await as(adviser);
    expect((await put(a, ['flyPlanes'])).statusCode).toBe(400);
    const other = await as(await member('adviser'));
    expect((await put(other, [])).statusCode).toBe(403);
    expect((await other.get(`/api/v1/advisers/${adviser.id}/support`)).statusCode).toBe(403);
    const ad = await as(admin);
    expect((await put(ad, [])).statusCode).toBe(403);
    expect((await ad.get(`/api/v1/advisers/${adviser.id}/support`)).statusCode).toBe(403);
    const otherAdmin = await as(await member('admin'));
    expect((await otherAdmin.get(`/api/v1/practice-admins/${admin.id}/team`)).statusCode).toBe(403);
    const gone = await member('admin', { status: 'deactivated' });
    const refused = await put(a, [], gone.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).detail).toBe('This practice admin is deactivated and cannot be assigned.');
    expect((await put(a, [], adviser.id)).statusCode).toBe(404);
  });

  it('a director manages any adviser’s support', async () => {
    const adviser = await member('adviser');
    const admin = await member('admin');
    const d = await as(await member('director'));
    const response = await d.request('PUT', `/api/v1/advisers/${adviser.id}/support/${admin.id}`, { payload: { rights: [] } });
    expect(response.statusCode).toBe(200);
    expect((await d.get(`/api/v1/practice-admins/${admin.id}/team`)).json().data).toHaveLength(1);
  });
});

describe('practice admins', () => {
  it('a director creates a prime admin, changes the level and resends the invitation only while invited', async () => {
    const director = await member('director');
    const d = await as(director);
    const email = `prime.${unique()}@example.test`;
    const created = await d.post('/api/v1/practice-admins', { first_name: 'Pat', last_name: 'Prime', email, admin_level: 'prime' });
    expect(created.statusCode).toBe(201);
    const admin = created.json().data;
    expect(admin).toMatchObject({ admin_level: 'prime', level_label: 'Practice Admin (Prime)', status: 'invited', advisers_count: 0 });
    expect((await lastMailTo(t.runtime.db, email))?.text).toContain('as a practice admin');
    expect(await auditOf(admin.id, 'admin_created')).toHaveLength(1);

    const updated = await d.patch(`/api/v1/practice-admins/${admin.id}`, { admin_level: 'normal' });
    expect(updated.json().data).toMatchObject({ admin_level: 'normal', level_label: 'Practice Admin' });
    const [event] = await auditOf(admin.id, 'admin_updated');
    expect(event).toMatchObject({ before: { admin_level: 'prime' }, after: { admin_level: 'normal' } });

    expect((await d.post(`/api/v1/practice-admins/${admin.id}/resend-invitation`)).statusCode).toBe(200);
    expect(await auditOf(admin.id, 'invitation_resent')).toHaveLength(1);
    const active = await member('admin');
    const refused = await d.post(`/api/v1/practice-admins/${active.id}/resend-invitation`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).detail).toBe('This account is already confirmed.');
  });

  it('validates the level and refuses non-directors', async () => {
    const d = await as(await member('director'));
    const bad = await d.post('/api/v1/practice-admins', {
      first_name: 'Pat',
      last_name: 'X',
      email: `p${unique()}@example.test`,
      admin_level: 'super',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).source?.pointer).toBe('/admin_level');
    const admin = await member('admin');
    const ad = await as(admin);
    expect((await ad.patch(`/api/v1/practice-admins/${admin.id}`, { admin_level: 'prime' })).statusCode).toBe(403);
    expect((await ad.get(`/api/v1/practice-admins/${admin.id}`)).json().data.level_label).toBe('Practice Admin');
  });

  it("another practice's admin is a 404", async () => {
    const admin = await member('admin');
    const other = await createPractice(t.runtime.db);
    const foreign = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }));
    expect((await foreign.get(`/api/v1/practice-admins/${admin.id}`)).statusCode).toBe(404);
    expect((await foreign.get(`/api/v1/practice-admins/${admin.id}/team`)).statusCode).toBe(404);
    expect((await foreign.post(`/api/v1/practice-admins/${admin.id}/resend-invitation`)).statusCode).toBe(404);
  });
});

describe('deactivating staff', () => {
  it('refuses an admin who still supports advisers, then allows it once unassigned', async () => {
    const director = await member('director');
    const adviser = await member('adviser');
    const admin = await member('admin');
    const d = await as(director);
    await d.request('PUT', `/api/v1/advisers/${adviser.id}/support/${admin.id}`, { payload: { rights: [] } });
    const refused = await d.patch(`/api/v1/users/${admin.id}/deactivate`);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'rule.violated', detail: messages['deactivate.adminHasAdvisers'] });
    const [row] = await t.runtime.db.select({ status: users.status }).from(users).where(eq(users.id, admin.id));
    expect(row?.status).toBe('active');

    await d.delete(`/api/v1/advisers/${adviser.id}/support/${admin.id}`);
    expect((await d.patch(`/api/v1/users/${admin.id}/deactivate`)).statusCode).toBe(200);
    expect((await d.get(`/api/v1/practice-admins/${admin.id}`)).json().data.status).toBe('deactivated');
  });

  it('refuses an adviser who still has clients', async () => {
    const adviser = await member('adviser');
    await member('client', { adviserId: adviser.id });
    const d = await as(await member('director'));
    const refused = await d.patch(`/api/v1/users/${adviser.id}/deactivate`);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).detail).toBe(messages['deactivate.adviserHasClients']);
  });
});
