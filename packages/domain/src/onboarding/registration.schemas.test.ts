import { describe, expect, it } from 'vitest';
import { onboardingMessages, type RegistrationInput, registrationBody } from './registration.schemas.ts';

const adviserId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';

function body(invitation: RegistrationInput['invitation'], preferredAdviserId: string | null): RegistrationInput {
  return {
    user: {
      email: 'vera@example.test',
      password: 'Visitor-Pass-42!',
      password_confirmation: 'Visitor-Pass-42!',
      first_name: 'Vera',
      last_name: 'Visitor',
      personal_data_consent: true,
      phone: '+44 20 7946 0000',
    },
    client: { date_of_birth: '1980-05-17', city: 'London', preferred_adviser_id: preferredAdviserId },
    case: {
      type: 'online_advice_request',
      initial_investment: 0,
      initial_investment_currency: null,
      monthly_contribution: 0,
      monthly_contribution_currency: null,
      investment_duration: 10,
    },
    invitation,
    metadata: { captcha: 'payload', client_advice: 'request-a-meeting', high_interest_debt: false, cash_reserve: true },
  };
}

describe('registration body: the preferred adviser (spec 2 §2.1)', () => {
  const invitation = { uuid: 'i'.repeat(43) };

  it.each([
    ['a new visitor naming an adviser', null, adviserId],
    ['a new visitor with no preference', null, null],
    ['an invited client with no adviser named', invitation, null],
  ] as const)('accepts %s', (_title, invitedBy, preferred) => {
    expect(registrationBody.safeParse(body(invitedBy, preferred)).success).toBe(true);
  });

  it('refuses an invited client naming an adviser, on client.preferred_adviser_id', () => {
    const result = registrationBody.safeParse(body(invitation, adviserId));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['client.preferred_adviser_id', onboardingMessages['onboarding.preferredAdviserInvited']],
    ]);
  });
});
