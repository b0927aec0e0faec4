import { onboardingMessages } from '@advice/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users, userTokens } from '../../db/schema/index.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo, linkIn } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { countRows, registrationInput, solveCaptcha, testCaptchaConfig } from './onboarding.testing.ts';

let t: TestApp;
let practice: { id: string; host: string };

beforeAll(async () => {
  t = await startTestApp(testCaptchaConfig);
  practice = await createPractice(t.runtime.db);
});
afterAll(() => t.close());

const register = (client: TestClient, body: unknown) => client.post('/api/v1/onboarding/registrations', body);

describe('POST /api/v1/onboarding/registrations: an address that already has an account', () => {
  /** What a visitor can tell of a registration's answer: its status, header names and the shape of its body. */
  function shapeOf(response: { statusCode: number; headers: Record<string, unknown>; json: () => { data: Record<string, unknown> } }) {
    const data = response.json().data;
    return {
      status: response.statusCode,
      headers: Object.keys(response.headers).sort(),
      body: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key === 'email' ? 'the e-mail sent' : typeof value])),
      signedIn: data.signed_in,
      message: data.message,
    };
  }

  it.each([
    ['a client of the practice', 'client', 'practice'],
    ['an adviser of the practice', 'adviser', 'practice'],
    ['a platform admin', 'super_admin', 'platform'],
  ] as const)(
    'an e-mail held by %s: answers as for a new e-mail, adds nothing and mails the holder, without password or token',
    async (_name, role, where) => {
      const holder = await createUser(t.runtime.db, { practiceId: where === 'practice' ? practice.id : null, role });
      const fresh = new TestClient(t.app, practice.host);
      const answerToNew = await register(fresh, registrationInput(await solveCaptcha(fresh)));
      const visitor = new TestClient(t.app, practice.host);
      const before = await countRows(t.runtime.db, practice.id);
      const [{ n: tokensBefore } = { n: 0 }] = await t.runtime.db.select({ n: sql<number>`count(*)::int` }).from(userTokens);
      const body = registrationInput(await solveCaptcha(visitor), { user: { email: holder.email.toUpperCase() } });
      const response = await register(visitor, body);

      expect(shapeOf(response)).toEqual(shapeOf(answerToNew));
      expect(response.json().data).toMatchObject({ email: holder.email, signed_in: false, registration_token: expect.any(String) });
      expect(visitor.cookies.has('sid')).toBe(false);
      expect(await countRows(t.runtime.db, practice.id)).toEqual(before);
      expect(await t.runtime.db.select().from(users).where(eq(users.email, holder.email))).toHaveLength(1);
      // Only the pending registration's token: no confirmation link for anyone.
      const [{ n: tokensAfter } = { n: 0 }] = await t.runtime.db.select({ n: sql<number>`count(*)::int` }).from(userTokens);
      expect(tokensAfter).toBe(tokensBefore + 1);

      const mails = await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, holder.email));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe('Someone tried to register with your e-mail at Test Practice');
      expect(mail?.text).toContain(`http://${practice.host}/users/sign_in`);
      expect(mail?.text).toContain(`http://${practice.host}/users/password`);
      expect(mail?.text).not.toContain(body.user.password);
      expect(mail?.text).not.toContain(response.json().data.registration_token);
      expect(mail?.text).not.toMatch(/token/iu);
    },
  );

  it('an e-mail registered but not yet confirmed gets its confirmation again, and nothing is added', async () => {
    const first = new TestClient(t.app, practice.host);
    const body = registrationInput(await solveCaptcha(first));
    expect((await register(first, body)).statusCode).toBe(201);
    const firstLink = linkIn((await lastMailTo(t.runtime.db, body.user.email))?.text ?? '', 'confirmation_token');
    const before = await countRows(t.runtime.db, practice.id);
    const again = new TestClient(t.app, practice.host);
    const response = await register(again, { ...body, metadata: { ...body.metadata, captcha: await solveCaptcha(again) } });
    expect(response.statusCode).toBe(201);
    expect(await countRows(t.runtime.db, practice.id)).toEqual(before);
    const mail = await lastMailTo(t.runtime.db, body.user.email);
    expect(mail?.subject).toBe('Confirm your e-mail for Test Practice');
    const link = linkIn(mail?.text ?? '', 'confirmation_token');
    expect(link).not.toBe(firstLink);
    expect((await again.post('/api/v1/users/confirmation', { confirmation_token: link })).statusCode).toBe(200);
  });

  it('the e-mail of a deactivated account: answers as for a new e-mail, adds nothing and mails nobody', async () => {
    const holder = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', status: 'deactivated' });
    const visitor = new TestClient(t.app, practice.host);
    const before = await countRows(t.runtime.db, practice.id);
    const response = await register(visitor, registrationInput(await solveCaptcha(visitor), { user: { email: holder.email } }));
    expect(response.statusCode).toBe(201);
    expect(await countRows(t.runtime.db, practice.id)).toEqual(before);
    expect(await lastMailTo(t.runtime.db, holder.email)).toBeNull();
  });

  it('creates one account when registrations for one e-mail arrive at once; all answer alike, and a replayed captcha is refused', async () => {
    const visitor = new TestClient(t.app, practice.host);
    const before = await countRows(t.runtime.db, practice.id);
    const body = registrationInput(await solveCaptcha(visitor));
    const others = [
      registrationInput(await solveCaptcha(visitor), { user: { email: body.user.email } }),
      registrationInput(await solveCaptcha(visitor), { user: { email: body.user.email } }),
    ];
    const responses = await Promise.all([register(visitor, body), register(visitor, body), ...others.map((b) => register(visitor, b))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 400]);
    // Of the two sent with one captcha, one spent it: refused for the captcha, whatever the e-mail.
    const replayed = responses.find((r) => r.statusCode === 400);
    expect(replayed && errorOf(replayed).detail).toBe(onboardingMessages['onboarding.captchaFailed']);
    const answered = responses.filter((r) => r.statusCode === 201).map((r) => r.json().data);
    for (const data of answered) {
      expect(data).toMatchObject({ email: body.user.email, signed_in: false, registration_token: expect.any(String) });
      expect(data.message).toBe(onboardingMessages['notification.messages.registrationEmailSuccess']);
    }
    const after = await countRows(t.runtime.db, practice.id);
    expect(after).toEqual({ users: before.users + 1, profiles: before.profiles + 1, cases: before.cases + 1 });
    const again = await register(visitor, registrationInput(await solveCaptcha(visitor), { user: { email: body.user.email } }));
    expect(again.statusCode).toBe(201);
    expect(await countRows(t.runtime.db, practice.id)).toEqual(after);
  });
});
