import {
  type currencyCodes,
  initialAnswers,
  isOnboardingStep,
  noAdviserPreference,
  type OnboardingAnswers,
  type OnboardingContext,
  type OnboardingStep,
  parseWholeAmount,
  type RegistrationInput,
} from '@advice/domain';
import { session } from '../../lib/storage.ts';

/** What ResendEmail shows and needs once the registration is made; the answers themselves are then forgotten. */
export type RegistrationSummary = {
  registrationToken: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  dateOfBirth: string;
  topics: string[];
  initialInvestment: string;
  monthlyContribution: string;
  currency: string;
  investmentDuration: string;
};

export type WizardState = { step: OnboardingStep; answers: OnboardingAnswers; registration: RegistrationSummary | null };

/** The Contact step's own fields, which never join the kept answers. */
export type ContactSecrets = { password: string; passwordConfirmation: string; captcha: string };

export const defaultSource = 'request-a-meeting';
export const invitationSource = 'invitation';

/** client{product} (spec 2 §3): the public page the visitor came from, kept to a plain page name. */
export function sourceFrom(search: URLSearchParams, isInvited: boolean): string {
  if (isInvited) return invitationSource;
  const source = search.get('source')?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9-]{0,59}$/u.test(source) ? source : defaultSource;
}

/** One saved wizard per practice (the host names it) and invitation, for this browser tab only. */
export function wizardStorageKey(host: string, invitation: string | null): string {
  return `onboarding.wizard:${host}:${invitation ?? 'visitor'}`;
}

function isSameKind(stored: unknown, initial: unknown): boolean {
  if (Array.isArray(initial)) return Array.isArray(stored) && stored.every((item) => typeof item === 'string');
  return typeof stored === typeof initial;
}

/** The saved wizard, keeping only answers of the right type, so a stale or edited copy cannot break a step. */
export function readWizard(key: string, initial: OnboardingAnswers): WizardState | null {
  const text = session.get(key);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as { step?: unknown; answers?: Record<string, unknown>; registration?: RegistrationSummary | null };
    if (!isOnboardingStep(stored.step)) return null;
    const answers = { ...initial };
    for (const field of Object.keys(initial) as Array<keyof OnboardingAnswers>) {
      const value = stored.answers?.[field];
      if (value !== undefined && isSameKind(value, initial[field])) Object.assign(answers, { [field]: value });
    }
    const registration = stored.registration && typeof stored.registration.email === 'string' ? stored.registration : null;
    if (stored.step === 'ResendEmail' && !registration) return null;
    return { step: stored.step, answers, registration };
  } catch {
    return null;
  }
}

export function saveWizard(key: string, state: WizardState): void {
  session.set(key, JSON.stringify(state));
}

export function forgetWizard(key: string): void {
  session.remove(key);
}

function amountOf(text: string): number {
  return parseWholeAmount(text) ?? 0;
}

/** The registration call's body (spec 2 §7) from the wizard's answers and the Contact step. */
export function toRegistrationBody(
  answers: OnboardingAnswers,
  secrets: ContactSecrets,
  options: { invitation: string | null; source: string; context: Pick<OnboardingContext, 'disclosure'> },
): RegistrationInput {
  const initialInvestment = amountOf(answers.initialInvestment);
  const monthlyContribution = amountOf(answers.monthlyContribution);
  const currency = (answers.currency || null) as (typeof currencyCodes)[number] | null;
  const adviser = answers.preferredAdviserId;
  return {
    user: {
      email: answers.email,
      password: secrets.password,
      password_confirmation: secrets.passwordConfirmation,
      first_name: answers.firstName,
      last_name: answers.lastName,
      personal_data_consent: answers.personalDataConsent as true,
      phone: answers.phone,
    },
    client: {
      date_of_birth: answers.dateOfBirth,
      city: answers.city,
      preferred_adviser_id: adviser === '' || adviser === noAdviserPreference || options.invitation ? null : adviser,
    },
    case: {
      type: 'online_advice_request',
      topics: answers.topics,
      initial_investment: initialInvestment,
      initial_investment_currency: initialInvestment > 0 ? currency : null,
      monthly_contribution: monthlyContribution,
      monthly_contribution_currency: monthlyContribution > 0 ? currency : null,
      investment_duration: Number(answers.investmentDuration),
      projection_type: 'investments',
    },
    invitation: options.invitation ? { uuid: options.invitation } : null,
    metadata: {
      captcha: secrets.captcha,
      client_advice: options.source,
      high_interest_debt: answers.highInterestDebt === 'yes',
      cash_reserve: answers.cashReserve === 'yes',
      disclosure_checked: options.context.disclosure ? answers.disclosureChecked : false,
    },
  };
}

export function summaryOf(answers: OnboardingAnswers, registrationToken: string | null, email: string): RegistrationSummary {
  const { firstName, lastName, phone, city, dateOfBirth, topics, initialInvestment, monthlyContribution, currency, investmentDuration } =
    answers;
  return {
    registrationToken,
    email,
    firstName,
    lastName,
    phone,
    city,
    dateOfBirth,
    topics,
    initialInvestment,
    monthlyContribution,
    currency,
    investmentDuration,
  };
}

/** The Contact form field that shows each server error pointer of the registration body. */
export const contactErrorFields: Readonly<Record<string, ContactField>> = {
  '/user/email': 'email',
  '/user/password': 'password',
  '/user/password_confirmation': 'passwordConfirmation',
  '/user/phone': 'phone',
  '/client/city': 'city',
  '/metadata/captcha': 'captcha',
};

/** The Contact step's form fields. */
export type ContactField = 'email' | 'password' | 'passwordConfirmation' | 'phone' | 'city' | 'captcha';

export { initialAnswers };
