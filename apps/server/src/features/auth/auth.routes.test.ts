import { signedInCookie, staffActionsFor } from '@advice/domain';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { codeIn, lastMailTo, linkIn, waitForMailTo } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { refreshEveryMillis } from './sessions.ts';

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

describe('sign in', () => {
  it('signs in with e-mail and password, case-insensitively, and GET /users/me answers the user', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const c = client();
    const response = await c.signIn(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, role: 'adviser', area: 'adviser', role_label: 'Adviser' });
    const sid = response.cookies.find((k) => k.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await c.get('/api/v1/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(user.email);
    // The practice-wide actions the web app offers, as canStaff decides them for an adviser.
    expect(me.json().data.actions).toEqual(staffActionsFor({ role: 'adviser', adminLevel: null }));
    expect(me.json().data.actions).toContain('clients.create');
    expect(me.json().data.actions).not.toContain('practiceSettings.manage');
  });

  it('answers the same error for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const wrong = await client().signIn(user.email, 'Wrong-Password-1!');
    const unknown = await client().signIn('nobody-here@example.test', 'Wrong-Password-1!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual(errorOf(unknown));
    expect(errorOf(wrong).detail).toBe('Incorrect e-mail or password.');
  });

  it('refuses a deactivated or not yet confirmed user with the same error', async () => {
    const deactivated = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', status: 'deactivated' });
    const invited = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', status: 'invited' });
    for (const user of [deactivated, invited]) {
      const response = await client().signIn(user.email, user.password);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('auth.invalid_credentials');
    }
  });

  it('a user of another practice cannot sign in on this practice host', async () => {
    const other = await createPractice(t.runtime.db);
    const user = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await new TestClient(t.app, other.host).signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('a super admin signs in on any practice host', async () => {
    const admin = await createUser(t.runtime.db, { practiceId: null, role: 'super_admin' });
    const response = await client().signIn(admin.email, admin.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.area).toBe('super_administrator');
  });

  it('validates the body with one error per field', async () => {
    const response = await client().post('/api/v1/users/sign_in', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    const pointers = response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers.sort()).toEqual(['/email', '/password']);
  });

  it('signs out: the session no longer works', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    expect((await c.delete('/api/v1/users/sign_out')).statusCode).toBe(204);
    expect((await c.get('/api/v1/users/me')).statusCode).toBe(401);
  });
});

describe('the signed-in cookie the web app reads', () => {
  it('comes with the session on sign-in, readable by the page and as long-lived as the session cookie', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    for (const rememberMe of [false, true]) {
      const response = await client().signIn(user.email, user.password, { remember_me: rememberMe });
      const sid = response.cookies.find((k) => k.name === 'sid');
      const marker = response.cookies.find((k) => k.name === signedInCookie);
      expect(marker).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      expect(marker?.httpOnly).toBeFalsy();
      expect(marker?.maxAge).toBe(sid?.maxAge);
    }
  });

  it('goes on sign-out, and a browser still holding it without a live session loses it on its next request', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    expect(c.cookies.get(signedInCookie)).toBe('1');
    await c.delete('/api/v1/users/sign_out');
    expect(c.cookies.has(signedInCookie)).toBe(false);

    const stale = client();
    stale.cookies.set(signedInCookie, '1');
    stale.cookies.set('sid', 'an-ended-session');
    expect((await stale.get('/api/v1/practice')).statusCode).toBe(200);
    expect(stale.cookies.has(signedInCookie)).toBe(false);
  });

  it('is not set for a visitor who never signed in', async () => {
    const response = await client().get('/api/v1/practice');
    expect(response.cookies.map((k) => k.name)).not.toContain(signedInCookie);
  });
});

describe('lockout', () => {
  it('locks after 5 failures, refuses even the right password while locked, and lifts after 30 minutes', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    for (let i = 1; i <= 4; i++)
      expect(errorOf(await client().signIn(user.email, 'Wrong-Password-1!')).code).toBe('auth.invalid_credentials');
    expect(errorOf(await client().signIn(user.email, 'Wrong-Password-1!')).code).toBe('auth.locked');
    const locked = await client().signIn(user.email, user.password);
    expect(locked.statusCode).toBe(401);
    expect(errorOf(locked).detail).toMatch(/locked/u);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 29 * 60_000 });
    expect(errorOf(await client().signIn(user.email, user.password)).code).toBe('auth.locked');
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('locks an e-mail without an account the same way, so lockout reveals nothing', async () => {
    for (let i = 1; i <= 5; i++) await client().signIn('ghost@example.test', 'Wrong-Password-1!');
    expect(errorOf(await client().signIn('ghost@example.test', 'Wrong-Password-1!')).code).toBe('auth.locked');
  });

  it("the client's adviser unlocks the account; another adviser cannot", async () => {
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const otherAdviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    for (let i = 0; i < 5; i++) await client().signIn(user.email, 'Wrong-Password-1!');
    expect(errorOf(await client().signIn(user.email, user.password)).code).toBe('auth.locked');
    const other = await signedIn(t.app, practice.host, otherAdviser);
    expect((await other.post(`/api/v1/clients/${user.id}/unblock`)).statusCode).toBe(403);
    const own = await signedIn(t.app, practice.host, adviser);
    const unlocked = await own.post(`/api/v1/clients/${user.id}/unblock`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().data.message).toBe('The account is unlocked.');
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('two-factor by e-mail', () => {
  it('asks for a code, mails it, and signs in only with the right code', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', twoFactorMethod: 'email' });
    const c = client();
    const first = await c.signIn(user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ two_factor_required: true, method: 'email' });
    expect(first.cookies.find((k) => k.name === 'sid')).toBeUndefined();
    const mail = await lastMailTo(t.runtime.db, user.email);
    const code = codeIn(mail?.text ?? '');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await c.signIn(user.email, user.password, { otp_code_token: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toMatchObject({ code: 'auth.invalid_otp', detail: 'Invalid two-factor code.' });
    const ok = await c.signIn(user.email, user.password, { otp_code_token: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.id).toBe(user.id);
    expect((await client().signIn(user.email, user.password, { otp_code_token: code })).statusCode).toBe(401);
  });

  it('a code expires after 10 minutes', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', twoFactorMethod: 'email' });
    await client().signIn(user.email, user.password);
    const code = codeIn((await lastMailTo(t.runtime.db, user.email))?.text ?? '');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    expect(errorOf(await client().signIn(user.email, user.password, { otp_code_token: code })).code).toBe('auth.invalid_otp');
  });
});

describe('two-factor by authenticator app', () => {
  it('sets up with a QR code, verifies with the current password, signs in with a code, and disables', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const c = await signedIn(t.app, practice.host, user);
    const setup = await c.get(`/api/v1/users/${user.id}/authenticator`);
    expect(setup.statusCode).toBe(200);
    const { secret, qr_code, otpauth_url } = setup.json().data;
    expect(qr_code).toMatch(/^data:image\/png;base64,/u);
    expect(otpauth_url).toContain('otpauth://totp/');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    const badPassword = await c.post(`/api/v1/users/${user.id}/verify`, {
      otp_code: totp.generate(),
      current_password: 'Wrong-Password-1!',
    });
    expect(badPassword.statusCode).toBe(400);
    expect(errorOf(badPassword).source?.pointer).toBe('/current_password');
    const verified = await c.post(`/api/v1/users/${user.id}/verify`, { otp_code: totp.generate(), current_password: user.password });
    expect(verified.statusCode).toBe(200);

    const next = client();
    expect((await next.signIn(user.email, user.password)).json().data).toEqual({ two_factor_required: true, method: 'authenticator' });
    expect(
      errorOf(await next.signIn(user.email, user.password, { otp_code_token: '000000' === totp.generate() ? '111111' : '000000' })).code,
    ).toBe('auth.invalid_otp');
    expect((await next.signIn(user.email, user.password, { otp_code_token: totp.generate() })).statusCode).toBe(200);

    expect((await c.patch(`/api/v1/users/${user.id}/disable`, { current_password: 'nope' })).statusCode).toBe(400);
    expect((await c.patch(`/api/v1/users/${user.id}/disable`, { current_password: user.password })).statusCode).toBe(200);
    expect((await client().signIn(user.email, user.password)).json().data.id).toBe(user.id);
  });

  it('resets a lost authenticator by a mailed link and the password; codes then come by e-mail', async () => {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const user = await createUser(t.runtime.db, {
      practiceId: practice.id,
      role: 'client',
      twoFactorMethod: 'authenticator',
      totpSecret: secret,
    });
    const requested = await client().post('/api/v1/users/reset_google_authenticator_setup', { email: user.email });
    expect(requested.statusCode).toBe(202);
    const token = linkIn((await lastMailTo(t.runtime.db, user.email))?.text ?? '', 'reset_token');
    expect(
      (await client().post('/api/v1/users/reset_authenticator', { reset_token: token, password: 'Wrong-Password-1!' })).statusCode,
    ).toBe(400);
    expect((await client().post('/api/v1/users/reset_authenticator', { reset_token: token, password: user.password })).statusCode).toBe(
      200,
    );
    expect((await client().signIn(user.email, user.password)).json().data).toEqual({ two_factor_required: true, method: 'email' });
    expect((await client().post('/api/v1/users/reset_authenticator', { reset_token: token, password: user.password })).statusCode).toBe(
      410,
    );
  });
});

describe('password reset', () => {
  /** What a caller can see of an answer: status, headers but the date, and body. */
  function visible(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
    const { date: _date, ...headers } = response.headers;
    return { status: response.statusCode, headers, body: response.body };
  }

  it('answers an existing and an unknown e-mail identically, and mails only the real account', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    // From two addresses, so each answer carries the same rate-limit count.
    const unknown = await client().post('/api/v1/users/password', { email: 'nobody@example.test' }, { remoteAddress: '10.0.0.1' });
    const existing = await client().post('/api/v1/users/password', { email: user.email }, { remoteAddress: '10.0.0.2' });
    expect(existing.statusCode).toBe(202);
    expect(visible(existing)).toEqual(visible(unknown));
    expect((await waitForMailTo(t.runtime.db, user.email)).subject).toBe('Reset your password');
    // One worker takes the jobs in order, so the unknown e-mail's job ran before the mail above was written.
    expect(await lastMailTo(t.runtime.db, 'nobody@example.test')).toBeNull();
  });

  it('takes as long for an existing e-mail as for an unknown one', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await client().post('/api/v1/users/password', { email })).statusCode).toBe(202);
      return performance.now() - started;
    };
    const existing: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so the jobs the requests leave behind weigh on both kinds alike.
    for (let i = 0; i < 40; i++) {
      existing.push(await timed(user.email));
      unknown.push(await timed(`nobody-${i}@example.test`));
    }
    const ratio = median(existing) / median(unknown);
    expect(ratio).toBeLessThan(1.5);
    expect(ratio).toBeGreaterThan(1 / 1.5);
  });

  it('a link works within 6 hours, once, and ends every session of the account', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const oldSession = await signedIn(t.app, practice.host, user);
    await client().post('/api/v1/users/password', { email: user.email });
    const token = linkIn((await waitForMailTo(t.runtime.db, user.email)).text, 'reset_password_token');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 3_600_000 + 59 * 60_000 });
    expect((await client().get(`/api/v1/users/password?reset_password_token=${token}`)).statusCode).toBe(200);
    const weak = await client().patch('/api/v1/users/password', {
      reset_password_token: token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).source?.pointer).toBe('/password');
    const mismatch = await client().patch('/api/v1/users/password', {
      reset_password_token: token,
      password: 'New-Password-99!',
      password_confirmation: 'Other-Password-99!',
    });
    expect(errorOf(mismatch).source?.pointer).toBe('/password_confirmation');
    const reset = await client().patch('/api/v1/users/password', {
      reset_password_token: token,
      password: 'New-Password-99!',
      password_confirmation: 'New-Password-99!',
    });
    expect(reset.statusCode).toBe(200);
    vi.useRealTimers();
    expect((await oldSession.get('/api/v1/users/me')).statusCode).toBe(401);
    expect((await client().signIn(user.email, 'New-Password-99!')).statusCode).toBe(200);
    const again = await client().patch('/api/v1/users/password', {
      reset_password_token: token,
      password: 'New-Password-98!',
      password_confirmation: 'New-Password-98!',
    });
    expect(again.statusCode).toBe(410);
    expect(errorOf(again)).toMatchObject({ code: 'token.used' });
  });

  it('a link older than 6 hours has expired and says so', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    await client().post('/api/v1/users/password', { email: user.email });
    const token = linkIn((await waitForMailTo(t.runtime.db, user.email)).text, 'reset_password_token');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 3_600_000 + 60_000 });
    const check = await client().get(`/api/v1/users/password?reset_password_token=${token}`);
    expect(check.statusCode).toBe(410);
    expect(errorOf(check)).toMatchObject({ code: 'token.expired', detail: expect.stringMatching(/expired.*6 hours/u) });
    const reset = await client().patch('/api/v1/users/password', {
      reset_password_token: token,
      password: 'New-Password-99!',
      password_confirmation: 'New-Password-99!',
    });
    expect(reset.statusCode).toBe(410);
    vi.useRealTimers();
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('an older link, replaced by a newer one, says to use the most recent e-mail', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    await client().post('/api/v1/users/password', { email: user.email });
    const olderMail = await waitForMailTo(t.runtime.db, user.email);
    const older = linkIn(olderMail.text, 'reset_password_token');
    await client().post('/api/v1/users/password', { email: user.email });
    const newer = linkIn((await waitForMailTo(t.runtime.db, user.email, olderMail)).text, 'reset_password_token');
    const check = await client().get(`/api/v1/users/password?reset_password_token=${older}`);
    expect(check.statusCode).toBe(410);
    expect(errorOf(check).detail).toBe('A newer link was sent since this one. Use the link in the most recent e-mail.');
    expect((await client().get(`/api/v1/users/password?reset_password_token=${newer}`)).statusCode).toBe(200);
  });

  it('an unknown token says the link is not valid', async () => {
    const response = await client().get('/api/v1/users/password?reset_password_token=abcdefghijklmnopqrstuvwxyz');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('token.invalid');
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the token and changes nothing', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const response = await c.patch(`/api/v1/users/${user.id}/profile`, { first_name: 'Changed', last_name: 'Name' }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('auth.csrf');
    expect((await c.get('/api/v1/users/me')).json().data.first_name).toBe('Test');
  });

  it("refuses another session's token", async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const mine = await signedIn(t.app, practice.host, user);
    const theirs = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' }));
    const response = await mine.patch(
      `/api/v1/users/${user.id}/profile`,
      { first_name: 'Changed', last_name: 'Name' },
      { csrf: theirs.cookies.get('csrf_token') },
    );
    expect(response.statusCode).toBe(403);
    expect((await mine.get('/api/v1/users/me')).json().data.first_name).toBe('Test');
    const ok = await mine.patch(`/api/v1/users/${user.id}/profile`, { first_name: 'Changed', last_name: 'Name' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a signed-out sign-in without the token', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const response = await client().post('/api/v1/users/sign_in', { email: user.email, password: user.password }, { csrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('session timeout', () => {
  it('ends a session after its inactivity timeout; any signed-in request refreshes it', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 15 * 60_000 });
    expect((await c.get('/api/v1/users/me')).statusCode).toBe(200);
    vi.setSystemTime(start + 30 * 60_000);
    expect((await c.get('/api/v1/users/me')).statusCode).toBe(200);
    vi.setSystemTime(start + 51 * 60_000);
    expect((await c.get('/api/v1/users/me')).statusCode).toBe(401);
  });

  it("a session works only on its own practice's hosts", async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const mine = await signedIn(t.app, practice.host, user);
    const other = await createPractice(t.runtime.db);
    const elsewhere = new TestClient(t.app, other.host);
    for (const [name, value] of mine.cookies) elsewhere.cookies.set(name, value);
    expect((await elsewhere.get('/api/v1/users/me')).statusCode).toBe(401);
    expect((await mine.get('/api/v1/users/me')).json().data.id).toBe(user.id);
  });

  it('does not write a session seen in the last 10 s, and it still ends when its last refresh says', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const stored = async () => {
      const [row] = await t.runtime.db
        .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      if (!row) throw new Error('no session');
      return row;
    };
    const signIn = await stored();
    const timeout = signIn.expiresAt.getTime() - signIn.lastSeenAt.getTime();
    expect(timeout).toBeGreaterThan(refreshEveryMillis);

    // Within 10 s of the last write the row is read, not written: the answer keeps the expiry it has.
    vi.useFakeTimers({ toFake: ['Date'], now: signIn.lastSeenAt.getTime() + refreshEveryMillis - 1 });
    const soon = await c.get('/api/v1/users/me');
    expect(soon.statusCode).toBe(200);
    expect(soon.json().data.session_expires_at).toBe(signIn.expiresAt.toISOString());
    expect(await stored()).toEqual(signIn);

    // 10 s after it, a request refreshes it: seen now, ending a whole timeout from now.
    const refreshAt = signIn.lastSeenAt.getTime() + refreshEveryMillis;
    vi.setSystemTime(refreshAt);
    const refreshed = await c.get('/api/v1/users/me');
    expect(refreshed.json().data.session_expires_at).toBe(new Date(refreshAt + timeout).toISOString());
    expect(await stored()).toEqual({ lastSeenAt: new Date(refreshAt), expiresAt: new Date(refreshAt + timeout) });

    // Requests in the next 10 s do not move the expiry, so the session ends a timeout after the refresh, not after them.
    vi.setSystemTime(refreshAt + refreshEveryMillis - 1);
    expect((await c.get('/api/v1/users/me')).statusCode).toBe(200);
    expect((await stored()).expiresAt).toEqual(new Date(refreshAt + timeout));
    vi.setSystemTime(refreshAt + timeout);
    expect((await c.get('/api/v1/users/me')).statusCode).toBe(401);
  });

  it('a client chooses a longer timeout with the current password when the practice allows it', async () => {
    const allowing = await createPractice(t.runtime.db, { settings: { sessionTimeoutEnabled: true } });
    const user = await createUser(t.runtime.db, { practiceId: allowing.id, role: 'client' });
    const c = await signedIn(t.app, allowing.host, user);
    expect(
      (await c.patch(`/api/v1/users/${user.id}/session-timeout`, { session_timeout_duration: 60, current_password: 'Wrong-1-Password!' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await c.patch(`/api/v1/users/${user.id}/session-timeout`, { session_timeout_duration: 45, current_password: user.password }))
        .statusCode,
    ).toBe(400);
    expect(
      (await c.patch(`/api/v1/users/${user.id}/session-timeout`, { session_timeout_duration: 60, current_password: user.password }))
        .statusCode,
    ).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 50 * 60_000 });
    expect((await c.get('/api/v1/users/me')).json().data.session_timeout_duration).toBe(60);
  });

  it('a client cannot choose a timeout when the practice does not allow it', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const response = await c.patch(`/api/v1/users/${user.id}/session-timeout`, {
      session_timeout_duration: 60,
      current_password: user.password,
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).detail).toBe('Your practice does not allow clients to choose a session timeout.');
  });
});

describe('deactivation', () => {
  it("ends the user's live sessions at once and stops sign-in", async () => {
    const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const session = await signedIn(t.app, practice.host, user);
    const d = await signedIn(t.app, practice.host, director);
    expect((await d.patch(`/api/v1/users/${user.id}/deactivate`)).statusCode).toBe(200);
    expect((await session.get('/api/v1/users/me')).statusCode).toBe(401);
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await d.patch(`/api/v1/users/${user.id}/deactivate`)).statusCode).toBe(409);
  });

  it('refuses to deactivate an adviser who still has clients, saying why', async () => {
    const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const d = await signedIn(t.app, practice.host, director);
    const response = await d.patch(`/api/v1/users/${adviser.id}/deactivate`);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).detail).toBe('This adviser still has clients. Move their clients to another adviser first.');
  });

  it('only a super admin reactivates an account, with a reason; a support admin reads only', async () => {
    const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', status: 'deactivated' });
    const d = await signedIn(t.app, practice.host, director);
    const reason = { reason: 'Deactivated by mistake' };
    expect((await d.patch(`/api/v1/users/${user.id}/activate`, reason)).statusCode).toBe(403);
    const support = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: null, role: 'support_admin' }));
    expect((await support.patch(`/api/v1/users/${user.id}/activate`, reason)).statusCode).toBe(403);
    const superAdmin = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: null, role: 'super_admin' }));
    expect((await superAdmin.patch(`/api/v1/users/${user.id}/activate`, reason)).statusCode).toBe(200);
    expect((await client().signIn(user.email, user.password)).statusCode).toBe(200);
  });
});
