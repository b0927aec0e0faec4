import { messages, onboardingMessages } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
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
  const { id, registration_token: token } = response.json().data;
  return { visitor, id, email: body.user.email, token, link };
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

  it('refuses a new e-mail taken in the practice, and the pending one again', async () => {
    const { visitor, email, token } = await registered();
    const taken = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const conflict = await resend(visitor, { registration_token: token, email, new_email: taken.email });
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict)).toMatchObject({
      detail: onboardingMessages['onboarding.emailRegistered'],
      source: { pointer: '/new_email' },
    });
    const pending = await resend(visitor, { registration_token: token, email, new_email: email });
    expect(pending.statusCode).toBe(409);
    expect(errorOf(pending)).toMatchObject({ detail: messages['email.pendingReentered'], source: { pointer: '/new_email' } });
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
