import { randomBytes } from 'node:crypto';
import { type AuditEventView, auditSentence } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { linkIn, waitForMailTo } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let home: { id: string; host: string };
let superAdmin: TestClient;
let support: TestClient;

const db = () => t.runtime.db;
const newHost = () => `p-${randomBytes(4).toString('hex')}.example.test`;
const newPractice = (host = newHost(), email = `director-${randomBytes(4).toString('hex')}@example.test`) => ({
  name: 'Harbour Wealth',
  hosts: [host],
  practice_type: 'wealthManagement',
  director: { first_name: 'Dana', last_name: 'Ward', email },
});

beforeAll(async () => {
  t = await startTestApp();
  home = await createPractice(db());
  const admin = await createUser(db(), { practiceId: null, role: 'super_admin' });
  superAdmin = await signedIn(t.app, home.host, admin);
  support = await signedIn(t.app, home.host, await createUser(db(), { practiceId: null, role: 'support_admin' }));
});
afterAll(() => t.close());

/** The practice's own audit trail as its director reads it, as sentences. */
async function trailOf(director: TestClient): Promise<string[]> {
  const response = await director.get('/api/v1/practice-audit-trail');
  expect(response.statusCode).toBe(200);
  return response.json().data.map((event: AuditEventView) => auditSentence(event));
}

describe('practices', () => {
  it('a super admin creates a practice on a host; its director, invited by mail, sets a password and signs in on that host', async () => {
    const host = newHost();
    const body = newPractice(host);
    const created = await superAdmin.post('/api/v1/practices', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Harbour Wealth',
      hosts: [host],
      practice_type: 'wealthManagement',
      status: 'active',
      clients_count: 0,
      has_active_director: false,
      message: `Practice created. ${body.director.email} has been invited as its director.`,
    });
    const practiceId = created.json().data.id;
    const attention = await superAdmin.get('/api/v1/practices?filter=attention&per_page=100');
    expect(attention.json().data.map((p: { id: string }) => p.id)).toContain(practiceId);

    const mail = await waitForMailTo(db(), body.director.email);
    expect(mail.subject).toBe('You are invited to Harbour Wealth');
    expect(mail.text).toContain(`://${host}`);
    const token = linkIn(mail.text, 'confirmation_token');
    const visitor = new TestClient(t.app, host);
    const password = 'Harbour-Wealth-42!';
    const confirmed = await visitor.post('/api/v1/users/confirmation', {
      confirmation_token: token,
      password,
      password_confirmation: password,
    });
    expect(confirmed.statusCode).toBe(200);
    const director = await signedIn(t.app, host, { email: body.director.email, password });
    expect((await director.get('/api/v1/users/me')).json().data).toMatchObject({ role: 'director' });
    expect((await superAdmin.get(`/api/v1/practices/${practiceId}`)).json().data.has_active_director).toBe(true);
    expect(await trailOf(director)).toEqual([
      expect.stringMatching(
        /^Test super_admin \(platform support\) created the practice Harbour Wealth and invited Dana Ward as its director$/u,
      ),
    ]);
  });

  it('refuses bad, repeated and taken host names, a missing director e-mail and a platform admin’s address, one error per field', async () => {
    const bad = await superAdmin.post('/api/v1/practices', { ...newPractice(), hosts: ['https://acme.example/x', 'acme'], director: {} });
    expect(bad.statusCode).toBe(400);
    const pointers = bad.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/hosts/0', '/hosts/1', '/director/email', '/director/first_name']));
    const repeated = await superAdmin.post('/api/v1/practices', { ...newPractice(), hosts: ['a.example.test', 'A.example.test'] });
    expect(errorOf(repeated)).toMatchObject({ detail: 'Each host name can be listed once.', source: { pointer: '/hosts' } });
    const taken = await superAdmin.post('/api/v1/practices', { ...newPractice(), hosts: [newHost(), home.host] });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      detail: `The host name ${home.host} is already used by another practice.`,
      source: { pointer: '/hosts/1' },
    });
    const admin = await createUser(db(), { practiceId: null, role: 'support_admin' });
    const adminEmail = await superAdmin.post('/api/v1/practices', newPractice(newHost(), admin.email));
    expect(adminEmail.statusCode).toBe(409);
    expect(errorOf(adminEmail).source?.pointer).toBe('/director/email');
  });

  it('configures name, hosts and type: the old host serves nothing, the new one the practice, and the change is audited', async () => {
    const created = (await superAdmin.post('/api/v1/practices', newPractice())).json().data;
    const next = newHost();
    const saved = await superAdmin.patch(`/api/v1/practices/${created.id}`, {
      name: 'Harbour Wealth Ltd',
      hosts: [next],
      practice_type: 'restricted',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Harbour Wealth Ltd', hosts: [next], practice_type: 'restricted' });
    expect((await new TestClient(t.app, next).get('/api/v1/practice')).json().data.id).toBe(created.id);
    expect((await new TestClient(t.app, created.hosts[0]).get('/api/v1/practice')).json().data.id).toBeNull();
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, created.id), eq(auditEvents.action, 'practice_configured')));
    expect(event?.after).toEqual({ name: 'Harbour Wealth Ltd', hosts: [next], practice_type: 'restricted' });
    expect((await superAdmin.patch(`/api/v1/practices/${created.id}`, { name: ' ', hosts: [], practice_type: 'x' })).statusCode).toBe(400);
    const missing = await superAdmin.patch('/api/v1/practices/00000000-0000-4000-8000-000000000000', {
      name: 'Nobody',
      hosts: [newHost()],
      practice_type: 'independent',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a suspended practice’s people cannot sign in or call the API, its site says so; reactivated, they can again', async () => {
    const practice = await createPractice(db());
    const director = await createUser(db(), { practiceId: practice.id, role: 'director' });
    const session = await signedIn(t.app, practice.host, director);
    const suspended = await superAdmin.patch(`/api/v1/practices/${practice.id}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.status).toBe('suspended');
    const refused = await session.get('/api/v1/users/me');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'practice.suspended', detail: expect.stringContaining('is suspended') });
    const signIn = await new TestClient(t.app, practice.host).signIn(director.email, director.password);
    expect(signIn.statusCode).toBe(403);
    expect((await new TestClient(t.app, practice.host).get('/api/v1/practice')).json().data.is_suspended).toBe(true);
    expect((await superAdmin.patch(`/api/v1/practices/${practice.id}/suspend`)).statusCode).toBe(409);
    const attention = await superAdmin.get('/api/v1/practices?filter=attention&per_page=100');
    expect(attention.json().data.find((p: { id: string }) => p.id === practice.id)?.status).toBe('suspended');

    expect((await superAdmin.patch(`/api/v1/practices/${practice.id}/reactivate`)).statusCode).toBe(200);
    expect((await session.get('/api/v1/users/me')).statusCode).toBe(200);
    expect((await superAdmin.patch(`/api/v1/practices/${practice.id}/reactivate`)).statusCode).toBe(409);
    const sentences = await trailOf(session);
    expect(sentences.slice(0, 2)).toEqual([
      'Test super_admin (platform support) reactivated the practice',
      'Test super_admin (platform support) suspended the practice',
    ]);
  });
});

describe('feature flags', () => {
  it('a flag turned off vanishes for that practice only, and its director reads who did it', async () => {
    const practice = await createPractice(db());
    const other = await createPractice(db());
    const director = await signedIn(t.app, practice.host, await createUser(db(), { practiceId: practice.id, role: 'director' }));
    const elsewhere = await signedIn(t.app, other.host, await createUser(db(), { practiceId: other.id, role: 'director' }));
    const off = await superAdmin.put(`/api/v1/practices/${practice.id}/feature-flags`, { blog: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.flags.blog).toBe(false);
    expect(errorOf(await director.get('/api/v1/blog-posts')).code).toBe('feature.disabled');
    expect((await elsewhere.get('/api/v1/blog-posts')).statusCode).toBe(200);
    expect((await new TestClient(t.app, practice.host).get('/api/v1/practice')).json().data.features).not.toContain('blog');
    expect((await support.get(`/api/v1/practices/${other.id}/feature-flags`)).json().data.flags.blog).toBe(true);
    expect(await trailOf(director)).toContain('Test super_admin (platform support) turned off Blog');
    expect(await trailOf(elsewhere)).toEqual([]);
  });

  it('refuses unknown flag names and non-boolean values, and a practice that does not exist', async () => {
    const unknown = await superAdmin.put(`/api/v1/practices/${home.id}/feature-flags`, { teleport: true });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({ detail: 'There is no feature flag named teleport.', source: { pointer: '/teleport' } });
    expect((await superAdmin.put(`/api/v1/practices/${home.id}/feature-flags`, { blog: 'yes' })).statusCode).toBe(400);
    expect((await superAdmin.get('/api/v1/practices/00000000-0000-4000-8000-000000000000/feature-flags')).statusCode).toBe(404);
  });
});

describe('people across practices', () => {
  it('finds people of every practice by name or e-mail, a page at a time, with practice, role and status', async () => {
    const tag = randomBytes(4).toString('hex');
    const other = await createPractice(db(), { name: 'Other Practice' });
    await createUser(db(), { practiceId: home.id, role: 'adviser', email: `find-${tag}-a@example.test` });
    await createUser(db(), { practiceId: other.id, role: 'client', email: `find-${tag}-b@example.test`, status: 'deactivated' });
    const first = await support.get(`/api/v1/platform-users?query=find-${tag}&per_page=1`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total']).toBe('2');
    expect(first.headers['x-next-page']).toBe('2');
    const all = (await support.get(`/api/v1/platform-users?query=find-${tag}`)).json().data;
    expect(all).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'adviser', status: 'active', practice: { id: home.id, name: 'Test Practice' } }),
        expect.objectContaining({ role: 'client', status: 'deactivated', practice: { id: other.id, name: 'Other Practice' } }),
      ]),
    );
    const short = await support.get('/api/v1/platform-users?query=ab');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).detail).toBe('Enter at least 3 characters to search');
  });

  it('a super admin reactivates a deactivated account with a reason, audited on the practice; not one that is active', async () => {
    const practice = await createPractice(db());
    const director = await signedIn(t.app, practice.host, await createUser(db(), { practiceId: practice.id, role: 'director' }));
    const adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser', status: 'deactivated' });
    const noReason = await superAdmin.patch(`/api/v1/users/${adviser.id}/activate`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).source?.pointer).toBe('/reason');
    const done = await superAdmin.patch(`/api/v1/users/${adviser.id}/activate`, { reason: 'Deactivated by mistake' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'active', message: 'Account reactivated' });
    expect((await new TestClient(t.app, practice.host).signIn(adviser.email, adviser.password)).statusCode).toBe(200);
    expect(await trailOf(director)).toContain(
      'Test super_admin (platform support) reactivated the account of Test adviser (Adviser): Deactivated by mistake',
    );
    const again = await superAdmin.patch(`/api/v1/users/${adviser.id}/activate`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
  });
});

describe('who may', () => {
  it('a support admin reads everything but every write answers 403 with a clear text', async () => {
    expect((await support.get('/api/v1/practices')).statusCode).toBe(200);
    expect((await support.get(`/api/v1/practices/${home.id}`)).statusCode).toBe(200);
    const user = await createUser(db(), { practiceId: home.id, role: 'client', status: 'deactivated' });
    const writes = [
      await support.post('/api/v1/practices', newPractice()),
      await support.patch(`/api/v1/practices/${home.id}`, { name: 'X', hosts: [newHost()], practice_type: 'independent' }),
      await support.patch(`/api/v1/practices/${home.id}/suspend`),
      await support.patch(`/api/v1/practices/${home.id}/reactivate`),
      await support.put(`/api/v1/practices/${home.id}/feature-flags`, { blog: false }),
      await support.patch(`/api/v1/users/${user.id}/activate`, { reason: 'Please' }),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).detail).toBe('Support admins can look but not change anything here. Ask a super admin to make this change.');
    }
  });

  it('practice staff, even directors, cannot reach the platform’s administration; only directors read the practice trail', async () => {
    const director = await signedIn(t.app, home.host, await createUser(db(), { practiceId: home.id, role: 'director' }));
    expect((await director.get('/api/v1/practices')).statusCode).toBe(403);
    expect((await director.put(`/api/v1/practices/${home.id}/feature-flags`, { blog: false })).statusCode).toBe(403);
    expect((await director.get('/api/v1/platform-users?query=test')).statusCode).toBe(403);
    const adviser = await signedIn(t.app, home.host, await createUser(db(), { practiceId: home.id, role: 'adviser' }));
    expect((await adviser.get('/api/v1/practice-audit-trail')).statusCode).toBe(403);
  });
});
