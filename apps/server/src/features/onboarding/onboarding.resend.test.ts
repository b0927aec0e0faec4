import { messages, onboardingMessages } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCases, clientProfiles, users } from '../../db/schema/index.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo, linkIn } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { registrationInput, solveCaptcha, testCaptchaConfig } from './onboarding.testing.ts';

let t: TestApp;
let practice: { id: string; host: string };

beforeAll(async () => {
  t = await startTestApp(testCaptchaConfig);
  practice = await createPractice(t.runtime.db);
});
afterAll(() => t.close());

async function registered(): Promise<{ visitor: TestClient; id: string; email: string; token: string; link: string }> {
  const visitor = new TestClient(t.app, practice.host);
  const body = registrationInput(await solveCaptcha(visitor));
  const response = await visitor.post('/api/v1/onboarding/registrations', body);
  expect(response.statusCode).toBe(201);
  const link = linkIn((await lastMailTo(t.runtime.db, body.user.email))?.text ?? '', 'confirmation_token');
  const [user] = await t.runtime.db.select().from(users).where(eq(users.email, body.user.email));
  if (!user) throw new Error('no account registered');
  return { visitor, id: user.id, email: body.user.email, token: response.json().data.registration_token, link };
}

const resend = (client: TestClient, body: unknown) => client.post('/api/v1/onboarding/resend-confirmation', body);

describe('POST /api/v1/onboarding/resend-confirmation', () => {
  it('sends the confirmation again to the same address; the earlier link then says a newer one was sent', async () => {
    const { visitor, email, token, link } = await registered();
    const response = await resend(visitor, { registration_token: token, email });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ message: onboardingMessages['notification.messages.resendEmail'], email });
    const newLink = linkIn((await lastMailTo(t.runtime.db, email))?.text ?? '', 'confirmation_token');
    expect(newLink).not.toBe(link);
    expect(errorOf(await visitor.get(`/api/v1/users/confirmation?confirmation_token=${link}`)).detail).toBe(messages['token.superseded']);
    expect((await visitor.post('/api/v1/users/confirmation', { confirmation_token: newLink })).statusCode).toBe(200);
  });

  it('corrects the e-mail: the account moves to the new address, which gets the link', async () => {
    const { visitor, id, email, token, link } = await registered();
    const newEmail = `Corrected-${Math.random().toString(36).slice(2, 8)}@Example.test`;
    const response = await resend(visitor, { registration_token: token, email, new_email: newEmail });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(newEmail.toLowerCase());
    const [user] = await t.runtime.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: newEmail.toLowerCase(), status: 'invited' });
    const mail = await lastMailTo(t.runtime.db, newEmail.toLowerCase());
    expect(mail?.subject).toBe('Confirm your e-mail for Test Practice');
    expect((await visitor.get(`/api/v1/users/confirmation?confirmation_token=${link}`)).statusCode).toBe(410);
    const again = await resend(visitor, { registration_token: token, email: newEmail });
    expect(again.statusCode).toBe(200);
  });

  it('a new e-mail taken in the practice: answers as if moved, moves nothing and tells the holder; the pending one again is refused', async () => {
    const { visitor, id, email, token } = await registered();
    const taken = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const moved = await resend(visitor, { registration_token: token, email, new_email: taken.email });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ message: onboardingMessages['notification.messages.resendEmail'], email: taken.email });
    const [user] = await t.runtime.db.select().from(users).where(eq(users.id, id));
    expect(user?.email).toBe(email);
    expect((await lastMailTo(t.runtime.db, taken.email))?.subject).toBe('Someone tried to register with your e-mail at Test Practice');

    // The visitor goes on from the address they were told, as after a real move.
    const again = await resend(visitor, { registration_token: token, email: taken.email });
    expect(again.statusCode).toBe(200);
    const pending = await resend(visitor, { registration_token: token, email: taken.email, new_email: taken.email });
    expect(pending.statusCode).toBe(409);
    expect(errorOf(pending)).toMatchObject({ detail: messages['email.pendingReentered'], source: { pointer: '/new_email' } });

    // Corrected once more to a free address, the account moves there and can be confirmed.
    const free = `free-${Math.random().toString(36).slice(2, 8)}@example.test`;
    expect((await resend(visitor, { registration_token: token, email: taken.email, new_email: free })).statusCode).toBe(200);
    const [movedUser] = await t.runtime.db.select().from(users).where(eq(users.id, id));
    expect(movedUser?.email).toBe(free);
    const confirm = linkIn((await lastMailTo(t.runtime.db, free))?.text ?? '', 'confirmation_token');
    expect((await visitor.post('/api/v1/users/confirmation', { confirmation_token: confirm })).statusCode).toBe(200);
  });

  it('after registering with a held address: resends and corrections answer as for a new account; a correction to a free address opens it', async () => {
    const holder = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const visitor = new TestClient(t.app, practice.host);
    const body = registrationInput(await solveCaptcha(visitor), { user: { email: holder.email }, client: { city: 'York' } });
    const response = await visitor.post('/api/v1/onboarding/registrations', body);
    expect(response.statusCode).toBe(201);
    const token = response.json().data.registration_token;
    const resent = await resend(visitor, { registration_token: token, email: holder.email });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toEqual({ message: onboardingMessages['notification.messages.resendEmail'], email: holder.email });
    expect(await t.runtime.db.select().from(users).where(eq(users.email, holder.email))).toHaveLength(1);

    const free = `opened-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const corrected = await resend(visitor, { registration_token: token, email: holder.email, new_email: free });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data).toEqual({ message: onboardingMessages['notification.messages.resendEmail'], email: free });
    const [opened] = await t.runtime.db.select().from(users).where(eq(users.email, free));
    expect(opened).toMatchObject({ practiceId: practice.id, role: 'client', status: 'invited', firstName: 'Vera' });
    const [profile] = await t.runtime.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, opened?.id ?? ''));
    expect(profile).toMatchObject({ kind: 'prospect', city: 'York' });
    const [oar] = await t.runtime.db
      .select()
      .from(clientCases)
      .where(eq(clientCases.clientId, opened?.id ?? ''));
    expect(oar?.type).toBe('online_advice_request');

    // From now on the token stands for the opened account, as a new registration's does.
    expect((await resend(visitor, { registration_token: token, email: free })).statusCode).toBe(200);
    const confirm = linkIn((await lastMailTo(t.runtime.db, free))?.text ?? '', 'confirmation_token');
    expect((await visitor.post('/api/v1/users/confirmation', { confirmation_token: confirm })).statusCode).toBe(200);
    expect((await new TestClient(t.app, practice.host).signIn(free, body.user.password)).statusCode).toBe(200);
    const confirmed = await resend(visitor, { registration_token: token, email: free });
    expect(errorOf(confirmed).detail).toBe(onboardingMessages['onboarding.alreadyConfirmed']);
  });

  it('refuses an unknown token, another e-mail than the registration’s, and another practice', async () => {
    const { visitor, email, token } = await registered();
    const unknown = await resend(visitor, { registration_token: 'x'.repeat(43), email });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({
      detail: onboardingMessages['onboarding.registrationUnknown'],
      source: { pointer: '/registration_token' },
    });
    expect((await resend(visitor, { registration_token: token, email: 'someone-else@example.test' })).statusCode).toBe(404);
    const other = await createPractice(t.runtime.db);
    expect((await resend(new TestClient(t.app, other.host), { registration_token: token, email })).statusCode).toBe(404);
    const invalid = await resend(visitor, { registration_token: token, email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).source?.pointer).toBe('/email');
  });

  it('says the e-mail is already confirmed once it is', async () => {
    const { visitor, email, token, link } = await registered();
    expect((await visitor.post('/api/v1/users/confirmation', { confirmation_token: link })).statusCode).toBe(200);
    const response = await resend(visitor, { registration_token: token, email });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).detail).toBe(onboardingMessages['onboarding.alreadyConfirmed']);
  });
});
