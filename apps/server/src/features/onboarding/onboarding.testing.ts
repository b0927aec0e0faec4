import type { RegistrationInput } from '@advice/domain';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TestClient } from '../../testing/client.ts';

/** Captchas small enough to solve in a test in milliseconds. */
export const testCaptchaConfig = { captchaMaxNumber: 20 };

/** Does what the widget does: fetches a challenge, solves it and encodes the payload. */
export async function solveCaptcha(client: TestClient): Promise<string> {
  const response = await client.get('/api/v1/onboarding/captcha');
  if (response.statusCode !== 200) throw new Error(`captcha: ${response.statusCode} ${response.body}`);
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export function adultBirthDate(): string {
  return `${new Date().getFullYear() - 30}-05-17`;
}

/** A registration a new visitor could send from the wizard; pass overrides per part. */
export function registrationInput(
  captcha: string,
  overrides: { [K in keyof RegistrationInput]?: Partial<NonNullable<RegistrationInput[K]>> } = {},
): RegistrationInput {
  return {
    user: {
      email: `visitor-${Math.random().toString(36).slice(2, 10)}@example.test`,
      password: 'Visitor-Pass-42!',
      password_confirmation: 'Visitor-Pass-42!',
      first_name: 'Vera',
      last_name: 'Visitor',
      personal_data_consent: true,
      phone: '+44 20 7946 0000',
      ...overrides.user,
    },
    client: { date_of_birth: adultBirthDate(), city: 'London', preferred_adviser_id: null, ...overrides.client },
    case: {
      type: 'online_advice_request',
      topics: [],
      initial_investment: 25_000,
      initial_investment_currency: 'GBP',
      monthly_contribution: 0,
      monthly_contribution_currency: null,
      investment_duration: 10,
      ...overrides.case,
    },
    invitation: overrides.invitation === undefined ? null : (overrides.invitation as RegistrationInput['invitation']),
    metadata: { captcha, client_advice: 'request-a-meeting', high_interest_debt: false, cash_reserve: true, ...overrides.metadata },
  } as RegistrationInput;
}

/** Rows a registration would leave in a practice: accounts, client profiles, cases. */
export async function countRows(db: Db, practiceId: string): Promise<{ users: number; profiles: number; cases: number }> {
  const result = await db.execute<{ users: number; profiles: number; cases: number }>(sql`
    SELECT (SELECT count(*)::int FROM users WHERE practice_id = ${practiceId}) AS users,
           (SELECT count(*)::int FROM client_profiles WHERE practice_id = ${practiceId}) AS profiles,
           (SELECT count(*)::int FROM client_cases WHERE practice_id = ${practiceId}) AS cases`);
  const row = result.rows[0];
  if (!row) throw new Error('no counts');
  return row;
}
