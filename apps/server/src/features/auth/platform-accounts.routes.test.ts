import { randomBytes } from 'node:crypto';
import { messages } from '@advice/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { codeIn, lastMailTo, linkIn, waitForMailTo } from '../../testing/mailbox.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { hashPassword } from './passwords.ts';

let t: TestApp;
let practice: { id: string; host: string };
let director: CreatedUser;
let adviser: CreatedUser;

const genericConflict = { code: 'resource.conflict', detail: messages['email.taken'], source: { pointer: '/email' } };
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
  adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
});
afterAll(() => t.close());

const onHost = (host = practice.host) => new TestClient(t.app, host);

async function countUsers(): Promise<number> {
  const [row] = await t.runtime.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

async function usersWithEmail(email: string) {
  return t.runtime.db.select().from(users).where(eq(users.email, email));
}

async function setPassword(userId: string, password: string): Promise<void> {
  await t.runtime.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** Follows the newest reset mail to the address and sets a new password through it. */
async function resetThroughMail(host: string, email: string, password: string): Promise<void> {
  const token = linkIn((await waitForMailTo(t.runtime.db, email)).text, 'reset_password_token');
  const reset = await onHost(host).patch('/api/v1/users/password', {
    reset_password_token: token,
    password,
    password_confirmation: password,
  });
  expect(reset.statusCode).toBe(200);
}

const platformAdmin = (role: 'super_admin' | 'support_admin' = 'super_admin') =>
  createUser(t.runtime.db, { practiceId: null, role, email: unique(role) });

describe("a practice cannot take a platform admin's address", () => {
  it('refuses a director inviting the super admin as a prospect with the generic conflict; nothing is stored and the admin still signs in', async () => {
    const admin = await platformAdmin();
    const d = await signedIn(t.app, practice.host, director);
    const before = await countUsers();
    const response = await d.post('/api/v1/invitations', { first_name: 'Sara', last_name: 'Mills', email: admin.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject(genericConflict);
    expect(await countUsers()).toBe(before);
    expect(await lastMailTo(t.runtime.db, admin.email)).toBeNull();
    const signIn = await onHost().signIn(admin.email, admin.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data).toMatchObject({ id: admin.id, area: 'super_administrator' });
  });

  it('answers the same refusal text whichever platform role holds the address', async () => {
    const support = await platformAdmin('support_admin');
    const d = await signedIn(t.app, practice.host, director);
    const response = await d.post('/api/v1/invitations', { first_name: 'Ben', last_name: 'Carter', email: support.email });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject(genericConflict);
  });

  it('refuses creating a client with the address', async () => {
    const admin = await platformAdmin();
    const c = await signedIn(t.app, practice.host, adviser);
    const before = await countUsers();
    const response = await c.post('/api/v1/clients', { first_name: 'Sara', last_name: 'Mills', email: admin.email });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject(genericConflict);
    expect(await countUsers()).toBe(before);
  });

  it('refuses creating an adviser or a practice admin with the address', async () => {
    const admin = await platformAdmin();
    const d = await signedIn(t.app, practice.host, director);
    const before = await countUsers();
    const asAdviser = await d.post('/api/v1/advisers', { first_name: 'Sara', last_name: 'Mills', email: admin.email });
    expect(asAdviser.statusCode).toBe(409);
    expect(errorOf(asAdviser)).toMatchObject(genericConflict);
    const asAdmin = await d.post('/api/v1/practice-admins', {
      first_name: 'Sara',
      last_name: 'Mills',
      email: admin.email,
      admin_level: 'normal',
    });
    expect(asAdmin.statusCode).toBe(409);
    expect(errorOf(asAdmin)).toMatchObject(genericConflict);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a bulk import row with the address, with the generic reason, and imports the others', async () => {
    const admin = await platformAdmin();
    const d = await signedIn(t.app, practice.host, director);
    const fine = unique('bulk');
    const csv = `first_name,last_name,email,phone,adviser_email,additional_adviser_emails\nSara,Mills,${admin.email},,${adviser.email},\nFine,Client,${fine},,${adviser.email},\n`;
    const { payload, headers } = multipartFile('file', { filename: 'clients.csv', contentType: 'text/csv', content: Buffer.from(csv) });
    const started = await d.post('/api/v1/clients/create-in-bulk', payload, { headers });
    expect(started.statusCode).toBe(202);
    let result: { status: string; created_count: number; refused_count: number; results: unknown[] } | undefined;
    for (let i = 0; i < 200 && result?.status !== 'finished'; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      result = (await d.get(`/api/v1/clients/create-in-bulk/${started.json().data.id}`)).json().data;
    }
    expect(result).toMatchObject({ status: 'finished', created_count: 1, refused_count: 1 });
    expect(result?.results).toEqual([
      { row: 2, email: admin.email, outcome: 'refused', reason: messages['email.taken'] },
      { row: 3, email: fine, outcome: 'created' },
    ]);
    expect((await usersWithEmail(admin.email)).map((u) => u.id)).toEqual([admin.id]);
  });

  it('refuses a practice user changing their e-mail to the address, and confirming a change to it once an admin holds it', async () => {
    const admin = await platformAdmin();
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const refused = await c.patch(`/api/v1/users/${user.id}/update-email`, { email: admin.email, current_password: user.password });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject(genericConflict);
    expect((await c.get('/api/v1/users/me')).json().data).toMatchObject({ email: user.email, unconfirmed_email: null });

    const later = unique('later');
    expect((await c.patch(`/api/v1/users/${user.id}/update-email`, { email: later, current_password: user.password })).statusCode).toBe(
      200,
    );
    const token = linkIn((await lastMailTo(t.runtime.db, later))?.text ?? '', 'email_token');
    const newAdmin = await createUser(t.runtime.db, { practiceId: null, role: 'support_admin', email: later });
    const confirmed = await onHost().post('/api/v1/users/confirmation/email', { confirmation_token: token });
    expect(confirmed.statusCode).toBe(409);
    expect(errorOf(confirmed)).toMatchObject({ code: 'resource.conflict', detail: messages['email.taken'] });
    expect((await usersWithEmail(later)).map((u) => u.id)).toEqual([newAdmin.id]);
  });

  it("refuses a platform admin taking a practice user's address", async () => {
    const admin = await platformAdmin();
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const a = await signedIn(t.app, practice.host, admin);
    const response = await a.patch(`/api/v1/users/${admin.id}/update-email`, { email: user.email, current_password: admin.password });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject(genericConflict);
  });
});

describe('an old practice row with a platform admin’s address does not shadow the admin', () => {
  /** A row made before the refusal: the prospect the attack created, then cancelled, or one that was confirmed. */
  async function legacyRow(email: string, status: 'invited' | 'active' | 'deactivated') {
    const row = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', email, status });
    if (status === 'active') await setPassword(row.id, 'Legacy-Password-77!');
    return row;
  }

  it.each(['invited', 'active', 'deactivated'] as const)('the admin signs in on the practice host over a %s client row', async (status) => {
    const admin = await platformAdmin();
    await legacyRow(admin.email, status);
    const response = await onHost().signIn(admin.email, admin.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: admin.id, area: 'super_administrator' });
    expect((await onHost().signIn(admin.email, 'Legacy-Password-77!')).statusCode).toBe(401);
  });

  it("a reset asked on the practice host goes to the admin's account, not the practice row", async () => {
    const admin = await platformAdmin();
    const legacy = await legacyRow(admin.email, 'active');
    const legacyHash = async () => (await t.runtime.db.select().from(users).where(eq(users.id, legacy.id)))[0]?.passwordHash;
    const before = await legacyHash();
    expect((await onHost().post('/api/v1/users/password', { email: admin.email })).statusCode).toBe(202);
    await resetThroughMail(practice.host, admin.email, 'Admin-Reset-2026!');
    const response = await onHost().signIn(admin.email, 'Admin-Reset-2026!');
    expect(response.json().data).toMatchObject({ id: admin.id });
    expect(await legacyHash()).toBe(before);
  });

  it("the admin's e-mailed second factor is the admin's", async () => {
    const admin = await createUser(t.runtime.db, { practiceId: null, role: 'super_admin', email: unique('otp'), twoFactorMethod: 'email' });
    await legacyRow(admin.email, 'active');
    const c = onHost();
    expect((await c.signIn(admin.email, admin.password)).json().data).toEqual({ two_factor_required: true, method: 'email' });
    const code = codeIn((await lastMailTo(t.runtime.db, admin.email))?.text ?? '');
    const response = await c.signIn(admin.email, admin.password, { otp_code_token: code });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: admin.id });
  });

  it("the practice cannot lift the admin's lockout through the old row; the admin's reset lifts it", async () => {
    const admin = await platformAdmin();
    const legacy = await legacyRow(admin.email, 'active');
    for (let i = 0; i < 5; i++) await onHost().signIn(admin.email, 'Wrong-Password-1!');
    expect(errorOf(await onHost().signIn(admin.email, admin.password)).code).toBe('auth.locked');
    const d = await signedIn(t.app, practice.host, director);
    const unblock = await d.post(`/api/v1/clients/${legacy.id}/unblock`);
    expect(unblock.statusCode).toBe(200);
    expect(unblock.json().data.message).toBe('The account was not locked.');
    expect(errorOf(await onHost().signIn(admin.email, admin.password)).code).toBe('auth.locked');
    await onHost().post('/api/v1/users/password', { email: admin.email });
    await resetThroughMail(practice.host, admin.email, 'Admin-Unlocked-2026!');
    expect((await onHost().signIn(admin.email, 'Admin-Unlocked-2026!')).json().data).toMatchObject({ id: admin.id });
  });
});

describe('one person, accounts in two practices', () => {
  it('each account signs in only on its own host with its own password, and a reset on one host resets only that one', async () => {
    const other = await createPractice(t.runtime.db);
    const email = unique('both');
    const inA = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', email });
    const inB = await createUser(t.runtime.db, { practiceId: other.id, role: 'adviser', email });
    await setPassword(inA.id, 'Practice-A-Pass-1!');
    await setPassword(inB.id, 'Practice-B-Pass-1!');

    const a = onHost(practice.host);
    expect((await a.signIn(email, 'Practice-A-Pass-1!')).json().data).toMatchObject({ id: inA.id });
    expect((await onHost(practice.host).signIn(email, 'Practice-B-Pass-1!')).statusCode).toBe(401);
    const b = onHost(other.host);
    expect((await b.signIn(email, 'Practice-B-Pass-1!')).json().data).toMatchObject({ id: inB.id });
    expect((await onHost(other.host).signIn(email, 'Practice-A-Pass-1!')).statusCode).toBe(401);

    const carried = new TestClient(t.app, other.host);
    for (const [name, value] of a.cookies) carried.cookies.set(name, value);
    expect((await carried.get('/api/v1/users/me')).statusCode).toBe(401);

    expect((await onHost(practice.host).post('/api/v1/users/password', { email })).statusCode).toBe(202);
    await resetThroughMail(practice.host, email, 'Practice-A-Reset-2!');
    expect((await onHost(practice.host).signIn(email, 'Practice-A-Reset-2!')).json().data).toMatchObject({ id: inA.id });
    expect((await onHost(other.host).signIn(email, 'Practice-A-Reset-2!')).statusCode).toBe(401);
    expect((await onHost(other.host).signIn(email, 'Practice-B-Pass-1!')).json().data).toMatchObject({ id: inB.id });
    expect((await b.get('/api/v1/users/me')).json().data).toMatchObject({ id: inB.id });
  });

  it("a practice may create a user with another practice's address, but not a second one with its own", async () => {
    const other = await createPractice(t.runtime.db);
    const elsewhere = await createUser(t.runtime.db, { practiceId: other.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, adviser);
    const created = await c.post('/api/v1/clients', { first_name: 'Same', last_name: 'Person', email: elsewhere.email });
    expect(created.statusCode).toBe(201);
    const again = await c.post('/api/v1/clients', { first_name: 'Same', last_name: 'Person', email: elsewhere.email });
    expect(again.statusCode).toBe(409);
    expect((await usersWithEmail(elsewhere.email)).map((u) => u.practiceId).sort()).toEqual([other.id, practice.id].sort());
  });
});
