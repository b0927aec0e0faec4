import { messages, onboardingMessages } from '@advice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientCases, clientProfiles, practices, users, userTokens } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo, linkIn } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { countRows, registrationInput, solveCaptcha, testCaptchaConfig } from './onboarding.testing.ts';

let t: TestApp;
let practice: { id: string; host: string };
let director: CreatedUser;
let advisers: CreatedUser[];

const settings = {
  currencies: ['GBP', 'EUR'],
  financialPlanningTopics: ['Retirement', 'Protection'],
  preferredAdvisers: { adviserIds: [] as string[], isSelectableByClients: true },
};

beforeAll(async () => {
  t = await startTestApp(testCaptchaConfig);
  practice = await createPractice(t.runtime.db, { settings });
  director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
  advisers = [
    await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' }),
    await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' }),
  ];
  settings.preferredAdvisers.adviserIds = advisers.map((a) => a.id);
  await t.runtime.db.update(practices).set({ settings }).where(eq(practices.id, practice.id));
});
afterAll(() => t.close());

const register = (client: TestClient, body: unknown) => client.post('/api/v1/onboarding/registrations', body);

describe('POST /api/v1/onboarding/registrations: a new visitor', () => {
  it('creates an unconfirmed prospect awaiting an adviser, the Online Advice Request and the audit events, and mails the confirmation', async () => {
    const visitor = new TestClient(t.app, practice.host);
    const body = registrationInput(await solveCaptcha(visitor), {
      case: { topics: ['Retirement'], monthly_contribution: 300, monthly_contribution_currency: 'EUR' },
    });
    const response = await register(visitor, body);
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      email: body.user.email,
      signed_in: false,
      message: onboardingMessages['notification.messages.registrationEmailSuccess'],
    });
    expect(data.registration_token).toEqual(expect.any(String));
    expect(Object.keys(data).sort()).toEqual(['email', 'message', 'registration_token', 'signed_in']);
    expect(visitor.cookies.has('sid')).toBe(false);

    const [user] = await t.runtime.db
      .select()
      .from(users)
      .where(and(eq(users.email, body.user.email), eq(users.practiceId, practice.id)));
    const id = user?.id ?? '';
    expect(user).toMatchObject({
      role: 'client',
      status: 'invited',
      adviserId: null,
      confirmedAt: null,
      firstName: 'Vera',
      practiceId: practice.id,
    });
    expect(user?.passwordHash).toBeTruthy();
    const [profile] = await t.runtime.db.select().from(clientProfiles).where(eq(clientProfiles.userId, id));
    expect(profile).toMatchObject({
      kind: 'prospect',
      dateOfBirth: body.client.date_of_birth,
      city: 'London',
      highInterestDebt: false,
      cashReserve: true,
      signupSource: 'request-a-meeting',
      preferredAdviserId: null,
    });
    expect(profile?.personalDataConsentAt).toBeInstanceOf(Date);
    const [oar] = await t.runtime.db.select().from(clientCases).where(eq(clientCases.clientId, id));
    expect(oar).toMatchObject({
      type: 'online_advice_request',
      status: 'building',
      name: 'Online Advice Request',
      topics: ['Retirement'],
      initialInvestment: 25_000,
      initialInvestmentCurrency: 'GBP',
      monthlyContribution: 300,
      monthlyContributionCurrency: 'EUR',
      investmentDuration: 10,
      projectionType: 'investments',
      adviserId: null,
      version: 1,
    });
    const events = await t.runtime.db.select().from(auditEvents).where(eq(auditEvents.practiceId, practice.id));
    expect(events.some((e) => e.entityKind === 'client' && e.entityId === id && e.action === 'registered')).toBe(true);
    expect(events.some((e) => e.entityKind === 'client-case' && e.entityId === oar?.id && e.action === 'created')).toBe(true);

    const mail = await lastMailTo(t.runtime.db, body.user.email);
    expect(mail?.subject).toBe('Confirm your e-mail for Test Practice');
    expect(mail?.text).toContain(`http://${practice.host}/users/confirmation?confirmation_token=`);

    const boss = await signedIn(t.app, practice.host, director);
    const awaiting = (await boss.get('/api/v1/clients?awaiting=true&per_page=100')).json().data.map((c: { id: string }) => c.id);
    expect(awaiting).toContain(id);
    const pending = (await boss.get('/api/v1/invitations?per_page=100')).json().data.map((c: { id: string }) => c.id);
    expect(pending).toContain(id);
  });

  it('gives the prospect the preferred adviser they chose, who then sees them', async () => {
    const visitor = new TestClient(t.app, practice.host);
    const adviser = advisers[1] as CreatedUser;
    const body = registrationInput(await solveCaptcha(visitor), { client: { preferred_adviser_id: adviser.id } });
    const response = await register(visitor, body);
    expect(response.statusCode).toBe(201);
    const [user] = await t.runtime.db.select().from(users).where(eq(users.email, body.user.email));
    const id = user?.id ?? '';
    expect(user?.adviserId).toBe(adviser.id);
    const [oar] = await t.runtime.db.select().from(clientCases).where(eq(clientCases.clientId, id));
    expect(oar?.adviserId).toBe(adviser.id);
    const [profile] = await t.runtime.db.select().from(clientProfiles).where(eq(clientProfiles.userId, id));
    expect(profile?.preferredAdviserId).toBe(adviser.id);
    const own = await signedIn(t.app, practice.host, adviser);
    expect((await own.get(`/api/v1/clients?per_page=100`)).json().data.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('a registered, unconfirmed account cannot sign in until the e-mail is confirmed, then can without choosing a password again', async () => {
    const visitor = new TestClient(t.app, practice.host);
    const body = registrationInput(await solveCaptcha(visitor));
    expect((await register(visitor, body)).statusCode).toBe(201);
    const refused = await new TestClient(t.app, practice.host).signIn(body.user.email, body.user.password);
    // Answered as a wrong password is, so signing in never tells whether registering made the account.
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).detail).toBe(messages['signIn.invalid']);
    expect((await lastMailTo(t.runtime.db, body.user.email))?.subject).toMatch(/confirm/iu);

    const token = linkIn((await lastMailTo(t.runtime.db, body.user.email))?.text ?? '', 'confirmation_token');
    const anonymous = new TestClient(t.app, practice.host);
    const described = await anonymous.get(`/api/v1/users/confirmation?confirmation_token=${token}`);
    expect(described.json().data).toEqual({ email: body.user.email, first_name: 'Vera', needs_password: false });
    const confirmed = await anonymous.post('/api/v1/users/confirmation', { confirmation_token: token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.message).toBe('Your e-mail is confirmed. Sign in with your e-mail and password.');
    const client = await signedIn(t.app, practice.host, { email: body.user.email, password: body.user.password });
    expect((await client.get('/api/v1/users/me')).json().data.email).toBe(body.user.email);
  });

  it('still requires a password to confirm an invited account that has none', async () => {
    const invited = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser', status: 'invited' });
    const boss = await signedIn(t.app, practice.host, director);
    expect((await boss.post(`/api/v1/users/${invited.id}/resend-confirmation`)).statusCode).toBeLessThan(300);
    const mail = await lastMailTo(t.runtime.db, invited.email);
    expect(mail?.text).toContain('/users/confirmation?confirmation_token=');
    const token = linkIn(mail?.text ?? '', 'confirmation_token');
    const anonymous = new TestClient(t.app, practice.host);
    expect((await anonymous.get(`/api/v1/users/confirmation?confirmation_token=${token}`)).json().data.needs_password).toBe(true);
    const refused = await anonymous.post('/api/v1/users/confirmation', { confirmation_token: token });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).source?.pointer).toBe('/password');
  });
});

describe('POST /api/v1/onboarding/registrations: refusals leave nothing behind', () => {
  it('refuses a failing, missing, replayed, tampered or other-practice captcha on /metadata/captcha', async () => {
    const visitor = new TestClient(t.app, practice.host);
    const before = await countRows(t.runtime.db, practice.id);
    const failed = (response: { statusCode: number }) => {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response as never)).toMatchObject({
        detail: onboardingMessages['onboarding.captchaFailed'],
        source: { pointer: '/metadata/captcha' },
      });
    };
    const missing = await register(visitor, registrationInput(''));
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      detail: onboardingMessages['onboarding.captchaRequired'],
      source: { pointer: '/metadata/captcha' },
    });
    failed(await register(visitor, registrationInput('bm90IGEgcGF5bG9hZA==')));
    // The widget's test mode produces this payload; the server must never accept it.
    failed(await register(visitor, registrationInput(Buffer.from('{"challenge":null,"solution":null,"test":true}').toString('base64'))));

    const solved = await solveCaptcha(visitor);
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString());
    const wrongCounter = { ...decoded, solution: { ...decoded.solution, derivedKey: '00'.repeat(32) } };
    failed(await register(visitor, registrationInput(Buffer.from(JSON.stringify(wrongCounter)).toString('base64'))));
    const moreTime = {
      ...decoded,
      challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, expiresAt: 9_999_999_999 } },
    };
    failed(await register(visitor, registrationInput(Buffer.from(JSON.stringify(moreTime)).toString('base64'))));

    const other = await createPractice(t.runtime.db);
    const foreignCaptcha = await solveCaptcha(new TestClient(t.app, other.host));
    failed(await register(visitor, registrationInput(foreignCaptcha)));

    const once = await solveCaptcha(visitor);
    expect((await register(visitor, registrationInput(once))).statusCode).toBe(201);
    failed(await register(visitor, registrationInput(once)));
    const after = await countRows(t.runtime.db, practice.id);
    expect(after).toEqual({ users: before.users + 1, profiles: before.profiles + 1, cases: before.cases + 1 });
  });

  it('spends the captcha of a refused attempt, so each solution buys one attempt', async () => {
    const visitor = new TestClient(t.app, practice.host);
    const captcha = await solveCaptcha(visitor);
    const refused = await register(visitor, registrationInput(captcha, { case: { topics: ['Astrology'] } }));
    expect(refused.statusCode).toBe(400);
    const retried = await register(visitor, registrationInput(captcha));
    expect(errorOf(retried).detail).toBe(onboardingMessages['onboarding.captchaFailed']);
  });

  it('leaves no user, profile or case when the transaction fails after the user was inserted', async () => {
    const db = t.runtime.db;
    await db.execute(
      sql`CREATE FUNCTION fail_case_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected'; END $$`,
    );
    await db.execute(sql`CREATE TRIGGER fail_case_insert BEFORE INSERT ON client_cases FOR EACH ROW EXECUTE FUNCTION fail_case_insert()`);
    try {
      const visitor = new TestClient(t.app, practice.host);
      const before = await countRows(db, practice.id);
      const body = registrationInput(await solveCaptcha(visitor));
      const response = await register(visitor, body);
      expect(response.statusCode).toBe(500);
      expect(await countRows(db, practice.id)).toEqual(before);
      expect(await db.select().from(users).where(eq(users.email, body.user.email))).toEqual([]);
      expect(await lastMailTo(db, body.user.email)).toBeNull();
    } finally {
      await db.execute(sql`DROP TRIGGER fail_case_insert ON client_cases`);
      await db.execute(sql`DROP FUNCTION fail_case_insert()`);
    }
  });
});

describe('POST /api/v1/onboarding/registrations: invited clients', () => {
  async function invite(kind: 'client' | 'prospect'): Promise<{ email: string; token: string; id: string }> {
    const adviser = await signedIn(t.app, practice.host, advisers[0] as CreatedUser);
    const email = `invited-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const created =
      kind === 'client'
        ? await adviser.post('/api/v1/clients', { first_name: 'Ina', last_name: 'Invited', email, message: 'Looking forward to it' })
        : await adviser.post('/api/v1/invitations', { first_name: 'Ina', last_name: 'Invited', email, message: 'Looking forward to it' });
    expect(created.statusCode).toBe(201);
    const mail = await lastMailTo(t.runtime.db, email);
    expect(mail?.text).toContain(`http://${practice.host}/request-a-meeting?invitation=`);
    return { email, token: linkIn(mail?.text ?? '', 'invitation'), id: created.json().data.id };
  }

  it('with the invited e-mail: confirms the account, signs the client in and uses the link', async () => {
    const { email, token, id } = await invite('client');
    const visitor = new TestClient(t.app, practice.host);
    const context = await visitor.get(`/api/v1/onboarding/context?invitation=${token}`);
    expect(context.json().data.invitation).toMatchObject({
      first_name: 'Ina',
      last_name: 'Invited',
      email,
      message: 'Looking forward to it',
    });
    const before = await countRows(t.runtime.db, practice.id);
    const body = registrationInput(await solveCaptcha(visitor), {
      user: { email, first_name: 'Ina-Maria' },
      invitation: { uuid: token },
      metadata: { client_advice: 'invitation' },
    });
    const response = await register(visitor, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ email, signed_in: true, registration_token: null, message: 'Welcome! Your account is ready.' });
    expect(visitor.cookies.has('sid')).toBe(true);
    expect(visitor.cookies.has('csrf_token')).toBe(true);
    const me = await visitor.get('/api/v1/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id, first_name: 'Ina-Maria', role: 'client' });
    const after = await countRows(t.runtime.db, practice.id);
    expect(after).toEqual({ users: before.users, profiles: before.profiles, cases: before.cases + 1 });
    const [oar] = await t.runtime.db.select().from(clientCases).where(eq(clientCases.clientId, id));
    expect(oar?.adviserId).toBe(advisers[0]?.id);

    const reused = await register(new TestClient(t.app, practice.host), {
      ...body,
      metadata: { ...body.metadata, captcha: await solveCaptcha(visitor) },
    });
    expect(reused.statusCode).toBe(410);
    expect(errorOf(reused)).toMatchObject({ detail: messages['token.confirmationUsed'], source: { pointer: '/invitation/uuid' } });
    expect((await visitor.get(`/api/v1/onboarding/context?invitation=${token}`)).statusCode).toBe(410);
  });

  it('with another e-mail: keeps the account unconfirmed and mails the confirmation to the new address', async () => {
    const { email, token, id } = await invite('prospect');
    const visitor = new TestClient(t.app, practice.host);
    const newEmail = `moved-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const response = await register(
      visitor,
      registrationInput(await solveCaptcha(visitor), { user: { email: newEmail }, invitation: { uuid: token } }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ email: newEmail, signed_in: false });
    expect(visitor.cookies.has('sid')).toBe(false);
    const [user] = await t.runtime.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: newEmail, status: 'invited', confirmedAt: null });
    const mail = await lastMailTo(t.runtime.db, newEmail);
    expect(mail?.text).toContain('/users/confirmation?confirmation_token=');
    expect((await lastMailTo(t.runtime.db, email))?.subject).toContain('invited');
    const confirm = linkIn(mail?.text ?? '', 'confirmation_token');
    expect((await visitor.post('/api/v1/users/confirmation', { confirmation_token: confirm })).statusCode).toBe(200);
    expect((await visitor.signIn(newEmail, 'Visitor-Pass-42!')).statusCode).toBe(200);
  });

  /** The invited account as it waits for its registration: no password, still invited, no preferred adviser. */
  async function expectStillInvited(id: string): Promise<void> {
    const [user] = await t.runtime.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ status: 'invited', passwordHash: null, adviserId: advisers[0]?.id });
    const [profile] = await t.runtime.db.select().from(clientProfiles).where(eq(clientProfiles.userId, id));
    expect(profile?.preferredAdviserId).toBeNull();
  }

  it('refuses a preferred adviser from an invited client with 400 on that field, leaving the link usable; without one it keeps the inviting adviser', async () => {
    const { email, token, id } = await invite('client');
    const visitor = new TestClient(t.app, practice.host);
    const before = await countRows(t.runtime.db, practice.id);
    const offered = advisers[1] as CreatedUser;
    const refused = await register(
      visitor,
      registrationInput(await solveCaptcha(visitor), {
        user: { email },
        client: { preferred_adviser_id: offered.id },
        invitation: { uuid: token },
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      detail: onboardingMessages['onboarding.preferredAdviserInvited'],
      source: { pointer: '/client/preferred_adviser_id' },
    });
    expect(await countRows(t.runtime.db, practice.id)).toEqual(before);
    await expectStillInvited(id);
    expect((await visitor.get(`/api/v1/onboarding/context?invitation=${token}`)).statusCode).toBe(200);

    const accepted = await register(
      visitor,
      registrationInput(await solveCaptcha(visitor), { user: { email }, invitation: { uuid: token } }),
    );
    expect(accepted.statusCode).toBe(201);
    const [user] = await t.runtime.db.select().from(users).where(eq(users.id, id));
    expect(user?.adviserId).toBe(advisers[0]?.id);
    const [profile] = await t.runtime.db.select().from(clientProfiles).where(eq(clientProfiles.userId, id));
    expect(profile?.preferredAdviserId).toBeNull();
  });

  it('refuses an unknown invitation link with 404 on /invitation/uuid and creates nothing', async () => {
    const visitor = new TestClient(t.app, practice.host);
    const before = await countRows(t.runtime.db, practice.id);
    const body = registrationInput(await solveCaptcha(visitor), { invitation: { uuid: 'u'.repeat(43) } });
    const response = await register(visitor, body);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ detail: messages['token.invalid'], source: { pointer: '/invitation/uuid' } });
    expect(await countRows(t.runtime.db, practice.id)).toEqual(before);
    expect(await t.runtime.db.select().from(users).where(eq(users.email, body.user.email))).toEqual([]);
    expect(await lastMailTo(t.runtime.db, body.user.email)).toBeNull();
  });

  it('refuses an expired invitation link with 410 on /invitation/uuid and leaves the invited account as it was', async () => {
    const { email, token, id } = await invite('prospect');
    await t.runtime.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, id), eq(userTokens.kind, 'confirmation')));
    const visitor = new TestClient(t.app, practice.host);
    const before = await countRows(t.runtime.db, practice.id);
    const response = await register(
      visitor,
      registrationInput(await solveCaptcha(visitor), { user: { email }, invitation: { uuid: token } }),
    );
    expect(response.statusCode).toBe(410);
    expect(errorOf(response)).toMatchObject({
      detail: messages['token.confirmationExpired'],
      source: { pointer: '/invitation/uuid' },
    });
    expect(await countRows(t.runtime.db, practice.id)).toEqual(before);
    await expectStillInvited(id);
    const [link] = await t.runtime.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, id), eq(userTokens.kind, 'confirmation')));
    expect(link?.usedAt).toBeNull();
    expect(visitor.cookies.has('sid')).toBe(false);
  });

  it('with another e-mail that is taken: answers as with a free one and uses the link, keeps the invited address and mails the holder', async () => {
    const { email, token, id } = await invite('client');
    const taken = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const visitor = new TestClient(t.app, practice.host);
    const before = await countRows(t.runtime.db, practice.id);
    const response = await register(
      visitor,
      registrationInput(await solveCaptcha(visitor), { user: { email: taken.email }, invitation: { uuid: token } }),
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toEqual({
      email: taken.email,
      signed_in: false,
      registration_token: expect.any(String),
      message: onboardingMessages['notification.messages.registrationEmailSuccess'],
    });
    expect(visitor.cookies.has('sid')).toBe(false);
    // As with a free address: the account is completed (here at the invited address) with its request.
    expect(await countRows(t.runtime.db, practice.id)).toEqual({ ...before, cases: before.cases + 1 });
    const [user] = await t.runtime.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email, status: 'invited', confirmedAt: null });
    expect(user?.passwordHash).toBeTruthy();
    expect((await lastMailTo(t.runtime.db, taken.email))?.subject).toBe('Someone tried to register with your e-mail at Test Practice');
    expect((await visitor.get(`/api/v1/onboarding/context?invitation=${token}`)).statusCode).toBe(410);

    // Corrected to a free address from ResendEmail, the account moves there to be confirmed.
    const free = `corrected-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const corrected = await visitor.post('/api/v1/onboarding/resend-confirmation', {
      registration_token: data.registration_token,
      email: taken.email,
      new_email: free,
    });
    expect(corrected.statusCode).toBe(200);
    const confirm = linkIn((await lastMailTo(t.runtime.db, free))?.text ?? '', 'confirmation_token');
    expect((await visitor.post('/api/v1/users/confirmation', { confirmation_token: confirm })).statusCode).toBe(200);
    expect((await visitor.signIn(free, 'Visitor-Pass-42!')).statusCode).toBe(200);
  });
});
