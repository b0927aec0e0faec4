import { messages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo, linkIn } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const client = () => new TestClient(t.app, practice.host);
const newPassword = 'Fresh-Secret-73!';
const day = 24 * 3_600_000;

async function auditOf(userId: string, action: string) {
  return t.runtime.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, userId), eq(auditEvents.action, action)));
}

describe('profile', () => {
  it('saves the name and phone, shows them on /users/me, and writes an audit event with before and after', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const saved = await c.patch(`/api/v1/users/${user.id}/profile`, {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      phone: '+44 20 7946 0000',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.message).toBe('Details saved');
    expect((await c.get('/api/v1/users/me')).json().data).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+44 20 7946 0000',
    });
    const [event] = await auditOf(user.id, 'profile_updated');
    expect(event).toMatchObject({
      actorId: user.id,
      practiceId: practice.id,
      entityKind: 'client',
      before: { first_name: 'Test', last_name: 'client', phone: null },
      after: { first_name: 'Ada', last_name: 'Lovelace', phone: '+44 20 7946 0000' },
    });
  });

  it('answers one error per invalid field with its pointer, and changes nothing', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const response = await c.patch(`/api/v1/users/${user.id}/profile`, { first_name: '  ', last_name: 'x'.repeat(101), phone: 'call me' });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { code: string; detail: string; source: { pointer: string } }[];
    expect(errors.map((e) => e.source.pointer).sort()).toEqual(['/first_name', '/last_name', '/phone']);
    expect(errors.find((e) => e.source.pointer === '/first_name')?.detail).toBe('This field is required');
    expect(errors.every((e) => e.code === 'request.invalid')).toBe(true);
    expect((await c.get('/api/v1/users/me')).json().data.first_name).toBe('Test');
    expect(await auditOf(user.id, 'profile_updated')).toEqual([]);
  });

  it("refuses to change another user's profile", async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const other = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const response = await c.patch(`/api/v1/users/${other.id}/profile`, { first_name: 'Changed', last_name: 'Name' });
    expect(response.statusCode).toBe(403);
  });
});

describe('change password', () => {
  const body = (current: string, password = newPassword) => ({ current_password: current, password, password_confirmation: password });

  it('refuses a wrong current password on /current_password', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const c = await signedIn(t.app, practice.host, user);
    const response = await c.patch(`/api/v1/users/${user.id}/password`, body('Not-The-Password-1!'));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'auth.invalid_current_password', source: { pointer: '/current_password' } });
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a new password that breaks the rule, saying which checks failed', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const c = await signedIn(t.app, practice.host, user);
    const response = await c.patch(`/api/v1/users/${user.id}/password`, body(user.password, 'alllowercase'));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).source?.pointer).toBe('/password');
    expect(errorOf(response).detail).toMatch(/^Password must have: .*at least one uppercase letter/u);
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it("ends the user's other sessions but keeps this one; only the new password signs in", async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const here = await signedIn(t.app, practice.host, user);
    const elsewhere = await signedIn(t.app, practice.host, user);
    const response = await here.patch(`/api/v1/users/${user.id}/password`, body(user.password));
    expect(response.statusCode).toBe(200);
    expect((await here.get('/api/v1/users/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/v1/users/me')).statusCode).toBe(401);
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await client().signIn(user.email, newPassword)).statusCode).toBe(200);
    expect(await auditOf(user.id, 'password_changed')).toHaveLength(1);
  });
});

describe('change e-mail', () => {
  const requestChange = (c: TestClient, id: string, email: string, current = 'Correct-Horse-42!') =>
    c.patch(`/api/v1/users/${id}/update-email`, { email, current_password: current });

  it('mails a confirmation link to the new address; confirming switches the e-mail used to sign in', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const newEmail = `moved-${user.id.slice(0, 8)}@example.test`;
    const response = await requestChange(c, user.id, newEmail.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect((await c.get('/api/v1/users/me')).json().data).toMatchObject({ email: user.email, unconfirmed_email: newEmail });
    const mail = await lastMailTo(t.runtime.db, newEmail);
    expect(mail?.subject).toBe('Confirm your new e-mail address');
    expect(await lastMailTo(t.runtime.db, user.email)).toBeNull();
    const token = linkIn(mail?.text ?? '', 'email_token');
    expect(mail?.text).toContain(`http://${practice.host}/users/confirmation?email_token=`);
    expect((await client().signIn(newEmail, user.password)).statusCode).toBe(401);

    const confirmed = await client().post('/api/v1/users/confirmation/email', { confirmation_token: token });
    expect(confirmed.statusCode).toBe(200);
    expect((await c.get('/api/v1/users/me')).json().data).toMatchObject({ email: newEmail, unconfirmed_email: null });
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await client().signIn(newEmail, user.password)).statusCode).toBe(200);
    const [event] = await auditOf(user.id, 'email_changed');
    expect(event).toMatchObject({ before: { email: user.email }, after: { email: newEmail } });

    const again = await client().post('/api/v1/users/confirmation/email', { confirmation_token: token });
    expect(again.statusCode).toBe(410);
    expect(errorOf(again).code).toBe('token.used');
  });

  it('refuses to re-enter the e-mail already waiting for confirmation', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const pending = `pending-${user.id.slice(0, 8)}@example.test`;
    expect((await requestChange(c, user.id, pending)).statusCode).toBe(200);
    const response = await requestChange(c, user.id, pending);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ detail: messages['email.pendingReentered'], source: { pointer: '/email' } });
    expect(errorOf(response).detail).toMatch(/^This e-mail is already waiting for confirmation/u);
  });

  it('refuses an e-mail another user of the practice has, but not one used in another practice', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const neighbour = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const elsewhere = await createUser(t.runtime.db, { practiceId: (await createPractice(t.runtime.db)).id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const taken = await requestChange(c, user.id, neighbour.email);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'resource.conflict', detail: messages['email.taken'] });
    expect(await lastMailTo(t.runtime.db, neighbour.email)).toBeNull();
    expect((await requestChange(c, user.id, elsewhere.email)).statusCode).toBe(200);
  });

  it('needs the current password', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const response = await requestChange(c, user.id, `x-${user.id.slice(0, 8)}@example.test`, 'Wrong-Password-1!');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).source?.pointer).toBe('/current_password');
    expect((await c.get('/api/v1/users/me')).json().data.unconfirmed_email).toBeNull();
  });
});

describe('account confirmation', () => {
  async function invite(by: { email: string; password: string }, invitedId: string) {
    const c = await signedIn(t.app, practice.host, by);
    return c.post(`/api/v1/users/${invitedId}/resend-confirmation`);
  }

  it('a resent invitation confirms the account once, with a password that then signs in', async () => {
    const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const invited = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', status: 'invited' });
    const resent = await invite(director, invited.id);
    expect(resent.statusCode).toBe(200);
    const mail = await lastMailTo(t.runtime.db, invited.email);
    expect(mail?.subject).toBe('You are invited to Test Practice');
    // Invited clients answer the onboarding wizard; the confirmation page still takes the same token.
    expect(mail?.text).toContain(`http://${practice.host}/request-a-meeting?invitation=`);
    const token = linkIn(mail?.text ?? '', 'invitation');

    const described = await client().get(`/api/v1/users/confirmation?confirmation_token=${token}`);
    expect(described.statusCode).toBe(200);
    expect(described.json().data).toEqual({ email: invited.email, first_name: 'Test', needs_password: true });
    const confirm = { confirmation_token: token, password: newPassword, password_confirmation: newPassword };
    expect((await client().post('/api/v1/users/confirmation', confirm)).statusCode).toBe(200);
    expect((await client().signIn(invited.email, newPassword)).statusCode).toBe(200);

    for (const again of [
      await client().post('/api/v1/users/confirmation', {
        ...confirm,
        password: 'Other-Secret-73!',
        password_confirmation: 'Other-Secret-73!',
      }),
      await client().get(`/api/v1/users/confirmation?confirmation_token=${token}`),
    ]) {
      expect(again.statusCode).toBe(410);
      expect(errorOf(again)).toMatchObject({ code: 'token.used', detail: messages['token.confirmationUsed'] });
    }
    expect((await client().signIn(invited.email, newPassword)).statusCode).toBe(200);
  });

  it('a link works for 3 months (93 days) and has expired after, saying so', async () => {
    const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const invited = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', status: 'invited' });
    expect((await invite(director, invited.id)).statusCode).toBe(200);
    const token = linkIn((await lastMailTo(t.runtime.db, invited.email))?.text ?? '', 'invitation');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 92 * day });
    expect((await client().get(`/api/v1/users/confirmation?confirmation_token=${token}`)).statusCode).toBe(200);
    vi.setSystemTime(start + 93 * day + 60_000);
    const check = await client().get(`/api/v1/users/confirmation?confirmation_token=${token}`);
    expect(check.statusCode).toBe(410);
    expect(errorOf(check)).toMatchObject({ code: 'token.expired', detail: messages['token.confirmationExpired'] });
    const confirm = await client().post('/api/v1/users/confirmation', {
      confirmation_token: token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(confirm.statusCode).toBe(410);
    expect((await client().signIn(invited.email, newPassword)).statusCode).toBe(401);
  });

  it('a link stops working once the invited account is deactivated', async () => {
    const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const invited = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', status: 'invited' });
    expect((await invite(director, invited.id)).statusCode).toBe(200);
    const token = linkIn((await lastMailTo(t.runtime.db, invited.email))?.text ?? '', 'invitation');
    const d = await signedIn(t.app, practice.host, director);
    expect((await d.patch(`/api/v1/users/${invited.id}/deactivate`)).statusCode).toBe(200);

    expect(errorOf(await client().get(`/api/v1/users/confirmation?confirmation_token=${token}`)).code).toBe('token.invalid');
    const confirm = await client().post('/api/v1/users/confirmation', {
      confirmation_token: token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(confirm.statusCode).toBe(404);
    expect(errorOf(confirm)).toMatchObject({ code: 'token.invalid', detail: messages['token.invalid'] });
    const [row] = await t.runtime.db.select({ status: users.status }).from(users).where(eq(users.id, invited.id));
    expect(row?.status).toBe('deactivated');
    expect((await client().signIn(invited.email, newPassword)).statusCode).toBe(401);
  });

  it('refuses to resend for an account already confirmed', async () => {
    const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const active = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const response = await invite(director, active.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'state.illegal_transition', detail: 'This account is already confirmed.' });
    expect(await lastMailTo(t.runtime.db, active.email)).toBeNull();
  });

  it("an adviser resends only for their own client; another practice's director gets 404", async () => {
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const otherAdviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const invited = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', status: 'invited', adviserId: adviser.id });
    expect((await invite(otherAdviser, invited.id)).statusCode).toBe(403);
    expect(await lastMailTo(t.runtime.db, invited.email)).toBeNull();
    const other = await createPractice(t.runtime.db);
    const foreignDirector = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
    const foreign = await signedIn(t.app, other.host, foreignDirector);
    expect((await foreign.post(`/api/v1/users/${invited.id}/resend-confirmation`)).statusCode).toBe(404);
    expect((await invite(adviser, invited.id)).statusCode).toBe(200);
    expect((await lastMailTo(t.runtime.db, invited.email))?.subject).toBe('You are invited to Test Practice');
  });
});

describe('personal data', () => {
  it('downloads everything held about the signed-in person as a dated JSON attachment', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const today = new Date().toISOString().slice(0, 10);
    const response = await c.get(`/api/v1/users/${user.id}/personal-data`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/u);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="personal-data-${today}.json"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({ email: user.email, first_name: 'Test', role: 'client' });
    expect(data.activity.map((e: { action: string }) => e.action)).toContain('signed_in');
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/password_hash|passwordHash|totp|csrf/iu);
  });

  it("refuses another user's data", async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const other = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    expect((await c.get(`/api/v1/users/${other.id}/personal-data`)).statusCode).toBe(403);
  });
});

describe('tenancy', () => {
  it("a director cannot deactivate another practice's user: 404, and the user is untouched", async () => {
    const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const other = await createPractice(t.runtime.db);
    const stranger = await createUser(t.runtime.db, { practiceId: other.id, role: 'client' });
    const strangerSession = await signedIn(t.app, other.host, stranger);
    const d = await signedIn(t.app, practice.host, director);
    const response = await d.patch(`/api/v1/users/${stranger.id}/deactivate`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('resource.not_found');
    const [row] = await t.runtime.db.select({ status: users.status }).from(users).where(eq(users.id, stranger.id));
    expect(row?.status).toBe('active');
    expect((await strangerSession.get('/api/v1/users/me')).statusCode).toBe(200);
    expect(await auditOf(stranger.id, 'deactivated')).toEqual([]);
  });
});
