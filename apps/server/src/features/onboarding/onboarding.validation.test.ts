import { randomUUID } from 'node:crypto';
import {
  betweenDurationMessage,
  clientAccountMessages,
  maxDigitsMessage,
  messages,
  onboardingMessages,
  type RegistrationInput,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProfiles, practiceFiles, practices, users } from '../../db/schema/index.ts';
import { TestClient } from '../../testing/client.ts';
import { allFeaturesOn, createPractice, createUser } from '../../testing/factories.ts';
import { storeTestFile } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { countRows, registrationInput, solveCaptcha, testCaptchaConfig } from './onboarding.testing.ts';

let t: TestApp;
let practice: { id: string; host: string };
let offeredIds: string[];
let notOfferedId: string;

beforeAll(async () => {
  t = await startTestApp(testCaptchaConfig);
  const db = t.runtime.db;
  practice = await createPractice(db);
  offeredIds = [
    (await createUser(db, { practiceId: practice.id, role: 'adviser' })).id,
    (await createUser(db, { practiceId: practice.id, role: 'adviser' })).id,
  ];
  notOfferedId = (await createUser(db, { practiceId: practice.id, role: 'adviser' })).id;
  const settings = {
    currencies: ['GBP', 'EUR'],
    financialPlanningTopics: ['Retirement', 'Protection'],
    preferredAdvisers: { adviserIds: offeredIds, isSelectableByClients: true },
  };
  await db.update(practices).set({ settings }).where(eq(practices.id, practice.id));
});
afterAll(() => t.close());

type Override = Parameters<typeof registrationInput>[1];
type Rule = [title: string, override: Override, pointer: string, detail?: string];

const minorBirthDate = () => `${new Date().getFullYear() - 17}-01-01`;
const nextYear = () => `${new Date().getFullYear() + 1}-01-01`;
const without = (part: 'user' | 'metadata', field: string): Override => ({ [part]: { [field]: undefined } }) as Override;

/** Each rule of spec 2 §5 that the shared schema enforces, with the field it names. */
const schemaRules: Rule[] = [
  ['a missing e-mail', without('user', 'email'), '/user/email', messages['errors.required']],
  ['an e-mail without a domain', { user: { email: 'vera@' } }, '/user/email', messages['errors.email']],
  ['an e-mail with spaces', { user: { email: 'vera visitor@example.test' } }, '/user/email', messages['errors.email']],
  ['a password shorter than 10', { user: { password: 'Ab1!x', password_confirmation: 'Ab1!x' } }, '/user/password'],
  [
    'a password longer than 32',
    { user: { password: `Ab1!${'x'.repeat(30)}`, password_confirmation: `Ab1!${'x'.repeat(30)}` } },
    '/user/password',
  ],
  [
    'a password without a lowercase letter',
    { user: { password: 'VISITOR-PASS-42!', password_confirmation: 'VISITOR-PASS-42!' } },
    '/user/password',
  ],
  [
    'a password without an uppercase letter',
    { user: { password: 'visitor-pass-42!', password_confirmation: 'visitor-pass-42!' } },
    '/user/password',
  ],
  ['a password without a digit', { user: { password: 'Visitor-Pass-XX!', password_confirmation: 'Visitor-Pass-XX!' } }, '/user/password'],
  [
    'a password without a special character',
    { user: { password: 'VisitorPass42x', password_confirmation: 'VisitorPass42x' } },
    '/user/password',
  ],
  ['a password with a space', { user: { password: 'Visitor Pass 42!', password_confirmation: 'Visitor Pass 42!' } }, '/user/password'],
  [
    'a password repeating a character three times',
    { user: { password: 'Visitor-Paaa-42!', password_confirmation: 'Visitor-Paaa-42!' } },
    '/user/password',
  ],
  [
    'a confirmation that differs',
    { user: { password_confirmation: 'Visitor-Pass-43!' } },
    '/user/password_confirmation',
    messages['errors.passwordConfirmation'],
  ],
  ['an empty first name', { user: { first_name: '  ' } }, '/user/first_name', messages['errors.required']],
  ['a missing last name', without('user', 'last_name'), '/user/last_name', messages['errors.required']],
  [
    'personal data consent not ticked',
    { user: { personal_data_consent: false as never } },
    '/user/personal_data_consent',
    onboardingMessages['onboarding.stepConsents.personalData.required'],
  ],
  ['a first name of 101 characters (the maximum is 100)', { user: { first_name: 'F'.repeat(101) } }, '/user/first_name'],
  ['a last name of 101 characters (the maximum is 100)', { user: { last_name: 'L'.repeat(101) } }, '/user/last_name'],
  ['a missing phone', { user: { phone: '' } }, '/user/phone', messages['errors.required']],
  ['a phone of 31 characters (the maximum is 30)', { user: { phone: `+44 ${'0'.repeat(27)}` } }, '/user/phone'],
  ['a city of 101 characters (the maximum is 100)', { client: { city: 'C'.repeat(101) } }, '/client/city'],
  ['a phone with letters', { user: { phone: 'call me' } }, '/user/phone'],
  [
    'a visitor under 18',
    { client: { date_of_birth: minorBirthDate() } },
    '/client/date_of_birth',
    onboardingMessages['onboarding.validation.min18age'],
  ],
  [
    'a date of birth in the future',
    { client: { date_of_birth: nextYear() } },
    '/client/date_of_birth',
    clientAccountMessages['onboarding.validation.pastDate'],
  ],
  [
    'a date that does not exist',
    { client: { date_of_birth: '1980-02-30' } },
    '/client/date_of_birth',
    clientAccountMessages['onboarding.validation.dateFormat'],
  ],
  ['a missing date of birth', { client: { date_of_birth: '' } }, '/client/date_of_birth', messages['errors.required']],
  ['a preferred adviser that is not an id', { client: { preferred_adviser_id: 'adviser-1' } }, '/client/preferred_adviser_id'],
  ['another case type', { case: { type: 'meeting_request' as never } }, '/case/type'],
  [
    'an initial investment of 16 digits',
    { case: { initial_investment: 1_000_000_000_000_000 } },
    '/case/initial_investment',
    maxDigitsMessage(15),
  ],
  [
    'a monthly contribution of 9 digits',
    { case: { monthly_contribution: 123_456_789, monthly_contribution_currency: 'GBP' } },
    '/case/monthly_contribution',
    maxDigitsMessage(8),
  ],
  [
    'a negative initial investment',
    { case: { initial_investment: -1 } },
    '/case/initial_investment',
    onboardingMessages['errors.wholeAmount'],
  ],
  [
    'a monthly contribution with pence',
    { case: { monthly_contribution: 10.5, monthly_contribution_currency: 'GBP' } },
    '/case/monthly_contribution',
    onboardingMessages['errors.wholeAmount'],
  ],
  [
    'an amount sent as text',
    { case: { initial_investment: '25000' as never } },
    '/case/initial_investment',
    onboardingMessages['errors.wholeAmount'],
  ],
  [
    'an initial investment without its currency',
    { case: { initial_investment: 100, initial_investment_currency: null } },
    '/case/initial_investment_currency',
    onboardingMessages['errors.currencyRequired'],
  ],
  [
    'a monthly contribution without its currency',
    { case: { monthly_contribution: 50, monthly_contribution_currency: null } },
    '/case/monthly_contribution_currency',
    onboardingMessages['errors.currencyRequired'],
  ],
  [
    'a currency that does not exist',
    { case: { initial_investment_currency: 'XXX' as never } },
    '/case/initial_investment_currency',
    onboardingMessages['onboarding.currencyUnknown'],
  ],
  ['a duration below the minimum of 5', { case: { investment_duration: 4 } }, '/case/investment_duration', betweenDurationMessage(5)],
  ['a duration above 100', { case: { investment_duration: 101 } }, '/case/investment_duration', betweenDurationMessage(5)],
  ['a duration that is not whole', { case: { investment_duration: 7.5 } }, '/case/investment_duration', betweenDurationMessage(5)],
  ['a missing duration', { case: { investment_duration: undefined as never } }, '/case/investment_duration', betweenDurationMessage(5)],
  ['an empty topic', { case: { topics: [''] } }, '/case/topics/0'],
  ['an empty client advice source', { metadata: { client_advice: '' } }, '/metadata/client_advice', messages['errors.required']],
  [
    'an unanswered high-interest debt question',
    without('metadata', 'high_interest_debt'),
    '/metadata/high_interest_debt',
    onboardingMessages['onboarding.answerRequired'],
  ],
  [
    'an unanswered cash reserve question',
    without('metadata', 'cash_reserve'),
    '/metadata/cash_reserve',
    onboardingMessages['onboarding.answerRequired'],
  ],
  ['a missing captcha', { metadata: { captcha: '' } }, '/metadata/captcha', onboardingMessages['onboarding.captchaRequired']],
  ['an invitation token too short to be one', { invitation: { uuid: 'short' } }, '/invitation/uuid'],
  [
    'an invited client naming a preferred adviser',
    { invitation: { uuid: 'i'.repeat(43) }, client: { preferred_adviser_id: randomUUID() } },
    '/client/preferred_adviser_id',
    onboardingMessages['onboarding.preferredAdviserInvited'],
  ],
];

function expectRefusal(response: { statusCode: number; json: () => unknown }, pointer: string, detail?: string) {
  expect(response.statusCode).toBe(400);
  const errors = (response.json() as { errors: { detail: string; source?: { pointer?: string } }[] }).errors;
  const error = errors.find((e) => e.source?.pointer === pointer);
  expect(error, `an error on ${pointer} among ${JSON.stringify(errors)}`).toBeDefined();
  if (detail) expect(error?.detail).toBe(detail);
}

describe('registration validation (spec 2 §5): each rule refuses with 400 on its field and creates nothing', () => {
  it.each(schemaRules)('refuses %s', async (_title, override, pointer, detail) => {
    const visitor = new TestClient(t.app, practice.host);
    const before = await countRows(t.runtime.db, practice.id);
    const body = registrationInput('placeholder-captcha', override) as RegistrationInput;
    expectRefusal(await visitor.post('/api/v1/onboarding/registrations', body), pointer, detail);
    expect(await countRows(t.runtime.db, practice.id)).toEqual(before);
  });

  it('accepts first name, last name and city of 100 characters and a phone of 30, as they were sent', async () => {
    const visitor = new TestClient(t.app, practice.host);
    const longest = { first_name: 'F'.repeat(100), last_name: 'L'.repeat(100), phone: `+44 ${'0'.repeat(26)}` };
    const body = registrationInput(await solveCaptcha(visitor), { user: longest, client: { city: 'C'.repeat(100) } });
    const response = await visitor.post('/api/v1/onboarding/registrations', body);
    expect(response.statusCode).toBe(201);
    const [user] = await t.runtime.db.select().from(users).where(eq(users.email, body.user.email));
    expect(user).toMatchObject({ firstName: longest.first_name, lastName: longest.last_name, phone: longest.phone });
    const [profile] = await t.runtime.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, user?.id ?? ''));
    expect(profile?.city).toBe('C'.repeat(100));
  });

  it('answers one error per invalid field', async () => {
    const visitor = new TestClient(t.app, practice.host);
    const body = registrationInput('x', { user: { email: 'nope', phone: '' }, client: { date_of_birth: '1980-13-01' } });
    const response = await visitor.post('/api/v1/onboarding/registrations', body);
    const pointers = response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/user/email', '/user/phone', '/client/date_of_birth']));
  });
});

/** Rules that need the practice's settings; the request passes the schema and the captcha. */
const practiceRules: [title: string, override: () => Override, pointer: string, detail: string][] = [
  [
    'a currency the practice does not use',
    () => ({ case: { initial_investment_currency: 'USD' } }),
    '/case/initial_investment_currency',
    onboardingMessages['onboarding.currencyUnknown'],
  ],
  [
    'a monthly currency the practice does not use',
    () => ({ case: { monthly_contribution: 10, monthly_contribution_currency: 'USD' } }),
    '/case/monthly_contribution_currency',
    onboardingMessages['onboarding.currencyUnknown'],
  ],
  [
    'a topic the practice does not offer',
    () => ({ case: { topics: ['Retirement', 'Astrology'] } }),
    '/case/topics/1',
    onboardingMessages['onboarding.topicUnknown'],
  ],
  [
    'an adviser of the practice it does not offer',
    () => ({ client: { preferred_adviser_id: notOfferedId } }),
    '/client/preferred_adviser_id',
    onboardingMessages['onboarding.preferredAdviserUnknown'],
  ],
  [
    'an adviser unknown to the practice',
    () => ({ client: { preferred_adviser_id: randomUUID() } }),
    '/client/preferred_adviser_id',
    onboardingMessages['onboarding.preferredAdviserUnknown'],
  ],
];

describe('registration rules of the practice: a hand-made request is refused and creates nothing', () => {
  it.each(practiceRules)('refuses %s', async (_title, override, pointer, detail) => {
    const visitor = new TestClient(t.app, practice.host);
    const before = await countRows(t.runtime.db, practice.id);
    const body = registrationInput(await solveCaptcha(visitor), override());
    expectRefusal(await visitor.post('/api/v1/onboarding/registrations', body), pointer, detail);
    expect(await countRows(t.runtime.db, practice.id)).toEqual(before);
  });

  it('refuses any preferred adviser when the feature is off, and accepts none', async () => {
    const db = t.runtime.db;
    const flagsOff = { ...allFeaturesOn, preferredAdviser: false };
    const other = await createPractice(db, { featureFlags: flagsOff });
    const adviser = await createUser(db, { practiceId: other.id, role: 'adviser' });
    const visitor = new TestClient(t.app, other.host);
    const refused = await visitor.post(
      '/api/v1/onboarding/registrations',
      registrationInput(await solveCaptcha(visitor), { client: { preferred_adviser_id: adviser.id } }),
    );
    expectRefusal(refused, '/client/preferred_adviser_id', onboardingMessages['onboarding.preferredAdviserUnknown']);
    const accepted = await visitor.post('/api/v1/onboarding/registrations', registrationInput(await solveCaptcha(visitor)));
    expect(accepted.statusCode).toBe(201);
  });

  it('requires the disclosure to be acknowledged when the practice shows it', async () => {
    const db = t.runtime.db;
    const other = await createPractice(db, { settings: { autoDisclosureEnabled: true } });
    const body = Buffer.from('%PDF-1.4\n%%EOF\n');
    const stored = await storeTestFile(t.runtime, {
      practiceId: other.id,
      purpose: 'disclosureForm',
      fileName: 'Disclosure.pdf',
      mediaType: 'application/pdf',
      ext: 'pdf',
      body,
    });
    await db.insert(practiceFiles).values({
      id: randomUUID(),
      practiceId: other.id,
      purpose: 'disclosureForm',
      fileId: stored.id,
      contentType: 'application/pdf',
      fileName: 'Disclosure.pdf',
      sizeBytes: 15,
    });
    const visitor = new TestClient(t.app, other.host);
    const before = await countRows(db, other.id);
    const refused = await visitor.post('/api/v1/onboarding/registrations', registrationInput(await solveCaptcha(visitor)));
    expectRefusal(refused, '/metadata/disclosure_checked', onboardingMessages['onboarding.disclosureRequired']);
    expect(await countRows(db, other.id)).toEqual(before);
    const accepted = await visitor.post(
      '/api/v1/onboarding/registrations',
      registrationInput(await solveCaptcha(visitor), { metadata: { disclosure_checked: true } }),
    );
    expect(accepted.statusCode).toBe(201);
  });
});
