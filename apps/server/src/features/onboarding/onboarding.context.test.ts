import { randomUUID } from 'node:crypto';
import { messages, onboardingMessages } from '@advice/domain';
import type { Challenge } from 'altcha-lib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceFiles, practices, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { storeTestFile } from '../../testing/files.ts';
import { lastMailTo, linkIn } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { startTestApps } from '../../testing/test-apps.ts';
import { registrationInput, solveCaptcha, testCaptchaConfig } from './onboarding.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(testCaptchaConfig);
});
afterAll(() => t.close());

async function practiceWith(settings: Record<string, unknown>, flags: Record<string, unknown> = allFeaturesOn) {
  return createPractice(t.runtime.db, { name: 'Northwind Advice', settings, featureFlags: flags });
}

async function storeDisclosure(practiceId: string, fileName = 'Client_agreement-2026.pdf'): Promise<string> {
  const id = randomUUID();
  const body = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
  const stored = await storeTestFile(t.runtime, {
    practiceId,
    purpose: 'disclosureForm',
    fileName,
    mediaType: 'application/pdf',
    ext: 'pdf',
    body,
  });
  await t.runtime.db
    .insert(practiceFiles)
    .values({ id, practiceId, purpose: 'disclosureForm', fileId: stored.id, contentType: 'application/pdf', fileName, sizeBytes: 30 });
  return id;
}

describe('GET /api/v1/onboarding/context', () => {
  it('answers the defaults of a practice that changed nothing', async () => {
    const practice = await practiceWith({});
    const response = await new TestClient(t.app, practice.host).get('/api/v1/onboarding/context');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      practice: { name: 'Northwind Advice', privacy_policy_url: null },
      currencies: ['GBP'],
      topics: [],
      min_duration: 5,
      preferred_advisers_enabled: false,
      disclosure: null,
      invitation: null,
    });
  });

  it('answers the practice’s settings, its disclosure form as a public download, and the preferred-adviser switch', async () => {
    const practice = await practiceWith({});
    const advisers = [
      await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' }),
      await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' }),
    ];
    const settings = {
      privacyPolicyUrl: 'https://northwind.example/privacy',
      currencies: ['EUR', 'GBP'],
      financialPlanningTopics: ['Retirement', 'School fees'],
      autoDisclosureEnabled: true,
      preferredAdvisers: { adviserIds: advisers.map((a) => a.id), isSelectableByClients: true },
    };
    await t.runtime.db.update(practices).set({ settings }).where(eq(practices.id, practice.id));
    const fileId = await storeDisclosure(practice.id);
    const visitor = new TestClient(t.app, practice.host);
    const data = (await visitor.get('/api/v1/onboarding/context')).json().data;
    expect(data).toMatchObject({
      practice: { name: 'Northwind Advice', privacy_policy_url: 'https://northwind.example/privacy' },
      currencies: ['EUR', 'GBP'],
      topics: ['Retirement', 'School fees'],
      preferred_advisers_enabled: true,
      disclosure: { title: 'Client agreement 2026', url: `/api/v1/onboarding/disclosure/${fileId}` },
    });
    expect(data.disclosure.summary).toContain('Northwind Advice');
    const pdf = await visitor.get(data.disclosure.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Client_agreement-2026.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await practiceWith({ autoDisclosureEnabled: true });
    expect((await new TestClient(t.app, other.host).get(data.disclosure.url)).statusCode).toBe(404);
    expect((await visitor.get(`/api/v1/onboarding/disclosure/${randomUUID()}`)).statusCode).toBe(404);
    await t.runtime.db
      .update(practices)
      .set({ settings: { ...settings, autoDisclosureEnabled: false } })
      .where(eq(practices.id, practice.id));
    expect((await visitor.get('/api/v1/onboarding/context')).json().data.disclosure).toBeNull();
    expect((await visitor.get(data.disclosure.url)).statusCode).toBe(404);
  });

  it('greets an invited prospect by name with the invitation message and adviser, and explains a link that cannot be used', async () => {
    const practice = await practiceWith({});
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    await t.runtime.db.update(users).set({ firstName: 'Ada', lastName: 'Adviser' }).where(eq(users.id, adviser.id));
    const staff = await signedIn(t.app, practice.host, adviser);
    const email = `prospect-${randomUUID().slice(0, 8)}@example.test`;
    const created = await staff.post('/api/v1/invitations', { first_name: 'Pia', last_name: 'Prospect', email, message: 'Hello Pia' });
    const first = linkIn((await lastMailTo(t.runtime.db, email))?.text ?? '', 'invitation');
    const visitor = new TestClient(t.app, practice.host);
    expect((await visitor.get(`/api/v1/onboarding/context?invitation=${first}`)).json().data.invitation).toEqual({
      first_name: 'Pia',
      last_name: 'Prospect',
      email,
      message: 'Hello Pia',
      adviser_name: 'Ada Adviser',
    });

    const unknown = await visitor.get(`/api/v1/onboarding/context?invitation=${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).detail).toBe(messages['token.invalid']);
    await staff.post(`/api/v1/invitations/${created.json().data.id}/resend`);
    const superseded = await visitor.get(`/api/v1/onboarding/context?invitation=${first}`);
    expect(superseded.statusCode).toBe(410);
    expect(errorOf(superseded).detail).toBe(messages['token.superseded']);
    const second = linkIn((await lastMailTo(t.runtime.db, email))?.text ?? '', 'invitation');
    expect(
      (await new TestClient(t.app, (await practiceWith({})).host).get(`/api/v1/onboarding/context?invitation=${second}`)).statusCode,
    ).toBe(404);
    await staff.delete(`/api/v1/invitations/${created.json().data.id}`);
    const cancelled = await visitor.get(`/api/v1/onboarding/context?invitation=${second}`);
    expect(cancelled.statusCode).toBe(410);
    expect(errorOf(cancelled).detail).toContain('cancelled');
  });

  it('does not take a self-registered account’s confirmation link as an invitation', async () => {
    const practice = await practiceWith({});
    const visitor = new TestClient(t.app, practice.host);
    const body = registrationInput(await solveCaptcha(visitor));
    expect((await visitor.post('/api/v1/onboarding/registrations', body)).statusCode).toBe(201);
    const link = linkIn((await lastMailTo(t.runtime.db, body.user.email))?.text ?? '', 'confirmation_token');
    expect((await visitor.get(`/api/v1/onboarding/context?invitation=${link}`)).statusCode).toBe(404);
  });

  it('answers 404 on a host that names no practice', async () => {
    const response = await new TestClient(t.app, 'nobody.test').get('/api/v1/onboarding/context');
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/v1/onboarding/preferred-advisers', () => {
  let practice: { id: string; host: string };
  let offered: CreatedUser[];

  beforeAll(async () => {
    practice = await practiceWith({});
    offered = [];
    for (let i = 0; i < 4; i++) offered.push(await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' }));
    const [first, second, inactive, hidden] = offered as [CreatedUser, CreatedUser, CreatedUser, CreatedUser];
    await t.runtime.db
      .update(users)
      .set({ firstName: 'Bea', lastName: 'Second', jobTitle: 'Chartered Financial Planner' })
      .where(eq(users.id, second.id));
    await t.runtime.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, inactive.id));
    await t.runtime.db.update(users).set({ isProfileVisible: false }).where(eq(users.id, hidden.id));
    const avatar = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const face = await storeTestFile(t.runtime, {
      practiceId: practice.id,
      ownerId: first.id,
      purpose: 'avatar',
      fileName: 'face.png',
      mediaType: 'image/png',
      ext: 'png',
      body: avatar,
    });
    await t.runtime.db.update(users).set({ avatarFileId: face.id }).where(eq(users.id, first.id));
    const settings = { preferredAdvisers: { adviserIds: [second.id, first.id, inactive.id, hidden.id], isSelectableByClients: true } };
    await t.runtime.db.update(practices).set({ settings }).where(eq(practices.id, practice.id));
  });

  it('lists the chosen advisers who are active and visible, in the practice’s order, with avatars a signed-out visitor can load', async () => {
    const [first, second] = offered as [CreatedUser, CreatedUser];
    const visitor = new TestClient(t.app, practice.host);
    const list = (await visitor.get('/api/v1/onboarding/preferred-advisers')).json().data;
    expect(list).toEqual([
      { id: second.id, full_name: 'Bea Second', title: 'Chartered Financial Planner', avatar_url: null },
      {
        id: first.id,
        full_name: 'Test adviser',
        title: null,
        avatar_url: expect.stringMatching(`^/api/v1/onboarding/preferred-advisers/${first.id}/avatar`),
      },
    ]);
    const image = await visitor.get(list[1].avatar_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await visitor.get(`/api/v1/onboarding/preferred-advisers/${offered[3]?.id}/avatar`)).statusCode).toBe(404);
    const other = await practiceWith({});
    expect((await new TestClient(t.app, other.host).get(list[1].avatar_url)).statusCode).toBe(404);
  });

  it('lists no one when the feature is off or clients may not choose', async () => {
    await t.runtime.db
      .update(practices)
      .set({ featureFlags: { ...allFeaturesOn, preferredAdviser: false } })
      .where(eq(practices.id, practice.id));
    t.app.forgetPractices();
    const visitor = new TestClient(t.app, practice.host);
    expect((await visitor.get('/api/v1/onboarding/preferred-advisers')).json().data).toEqual([]);
    expect((await visitor.get('/api/v1/onboarding/context')).json().data.preferred_advisers_enabled).toBe(false);
    expect((await visitor.get(`/api/v1/onboarding/preferred-advisers/${offered[0]?.id}/avatar`)).statusCode).toBe(404);
    await t.runtime.db.update(practices).set({ featureFlags: allFeaturesOn }).where(eq(practices.id, practice.id));
    const settings = { preferredAdvisers: { adviserIds: offered.map((a) => a.id), isSelectableByClients: false } };
    await t.runtime.db.update(practices).set({ settings }).where(eq(practices.id, practice.id));
    expect((await visitor.get('/api/v1/onboarding/preferred-advisers')).json().data).toEqual([]);
  });
});

describe('GET /api/v1/onboarding/captcha', () => {
  it('answers an ALTCHA v2 challenge for the widget, signed, expiring in ten minutes, never cached', async () => {
    const practice = await practiceWith({});
    const response = await new TestClient(t.app, practice.host).get('/api/v1/onboarding/captcha');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json() as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/u);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { practice: practice.id } });
    expect(challenge.parameters.keySignature).toEqual(expect.any(String));
    const expiresIn = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    expect((await new TestClient(t.app, 'nobody.test').get('/api/v1/onboarding/captcha')).statusCode).toBe(404);
  });

  it('a challenge from one instance is accepted by another on the same database, and only once', async () => {
    const { instances, close } = await startTestApps(2, testCaptchaConfig);
    try {
      const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const practice = await createPractice(a.runtime.db);
      const captcha = await solveCaptcha(new TestClient(a.app, practice.host));
      const onB = new TestClient(b.app, practice.host);
      expect((await onB.post('/api/v1/onboarding/registrations', registrationInput(captcha))).statusCode).toBe(201);
      const onA = new TestClient(a.app, practice.host);
      const replayed = await onA.post('/api/v1/onboarding/registrations', registrationInput(captcha));
      expect(errorOf(replayed).detail).toBe(onboardingMessages['onboarding.captchaFailed']);
    } finally {
      await close();
    }
  });

  it('signs with CAPTCHA_HMAC_KEY when it is configured, so challenges of a differently keyed server fail', async () => {
    const keyed = await startTestApp({ ...testCaptchaConfig, captchaHmacKey: 'a-configured-captcha-key-of-some-length' });
    try {
      const practice = await createPractice(keyed.runtime.db);
      const ownCaptcha = await solveCaptcha(new TestClient(keyed.app, practice.host));
      const client = new TestClient(keyed.app, practice.host);
      expect((await client.post('/api/v1/onboarding/registrations', registrationInput(ownCaptcha))).statusCode).toBe(201);
      const samePractice = await createPractice(t.runtime.db);
      const otherKey = await solveCaptcha(new TestClient(t.app, samePractice.host));
      const decoded = JSON.parse(Buffer.from(otherKey, 'base64').toString());
      decoded.challenge.parameters.data.practice = practice.id;
      const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
      const refused = await client.post('/api/v1/onboarding/registrations', registrationInput(forged));
      expect(errorOf(refused).detail).toBe(onboardingMessages['onboarding.captchaFailed']);
    } finally {
      await keyed.close();
    }
  });
});
