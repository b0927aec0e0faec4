import { isIsoDate, todayIso } from '../shared/dates.ts';
import { isAdult } from './registration.schemas.ts';

/** The onboarding wizard's steps in their spec numbers (spec 2 §2.1); the flow follows this order. */
export const onboardingSteps = [
  'Begin',
  'BeginKnownClient',
  'Consents',
  'FirstName',
  'LastName',
  'Age',
  'OtherFinancialNeeds',
  'Contribution',
  'HighInterestDebt',
  'CashReserves',
  'PreferredAdviser',
  'Disclosure',
  'Contact',
  'ResendEmail',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export function stepNumber(step: OnboardingStep): number {
  return onboardingSteps.indexOf(step);
}

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (onboardingSteps as readonly string[]).includes(value);
}

/** What decides which steps a visitor sees; read from GET /onboarding/context and the preferred-advisers list. */
export type WizardContext = {
  /** An invitation token was given and the server found the invitation. */
  invited: boolean;
  /** context.preferred_advisers_enabled: the feature is on and clients may choose. */
  preferredAdviserFeature: boolean;
  preferredAdviserCount: number;
  /** The practice setting autoDisclosureEnabled, with a disclosure form to show. */
  autoDisclosureEnabled: boolean;
};

const isShownFor = {
  Begin: (ctx) => !ctx.invited,
  BeginKnownClient: (ctx) => ctx.invited,
  Consents: () => true,
  FirstName: (ctx) => !ctx.invited,
  LastName: (ctx) => !ctx.invited,
  Age: () => true,
  OtherFinancialNeeds: () => true,
  Contribution: () => true,
  HighInterestDebt: () => true,
  CashReserves: () => true,
  PreferredAdviser: (ctx) => ctx.preferredAdviserFeature && !ctx.invited && ctx.preferredAdviserCount > 1,
  Disclosure: (ctx) => ctx.autoDisclosureEnabled,
  Contact: () => true,
  ResendEmail: () => true,
} as const satisfies Record<OnboardingStep, (ctx: WizardContext) => boolean>;

/** Whether the step is part of this visitor's flow. */
export function isStepShown(step: OnboardingStep, ctx: WizardContext): boolean {
  return isShownFor[step](ctx);
}

/** The visitor's steps in flow order: invited clients skip the name steps, optional steps follow the practice's settings. */
export function stepsFor(ctx: WizardContext): OnboardingStep[] {
  return onboardingSteps.filter((step) => isStepShown(step, ctx));
}

export function firstStep(ctx: WizardContext): OnboardingStep {
  return isStepShown('Begin', ctx) ? 'Begin' : 'BeginKnownClient';
}

/** The step Continue leads to; null after ResendEmail. Contact's own next step is ResendEmail (the registration call sits between). */
export function nextStep(step: OnboardingStep, ctx: WizardContext): OnboardingStep | null {
  return onboardingSteps.slice(stepNumber(step) + 1).find((candidate) => isStepShown(candidate, ctx)) ?? null;
}

/**
 * The step Back leads to, mirroring the forward flow; null on the first step and on ResendEmail, since
 * the registration is then made and its answers are gone.
 */
export function previousStep(step: OnboardingStep, ctx: WizardContext): OnboardingStep | null {
  if (step === 'ResendEmail') return null;
  return (
    onboardingSteps
      .slice(0, stepNumber(step))
      .reverse()
      .find((candidate) => isStepShown(candidate, ctx)) ?? null
  );
}

/**
 * A step that is no longer part of the flow (the practice changed a setting, or the adviser list
 * shrank, while the visitor was away) falls back to the nearest earlier step that is.
 */
export function resolveStep(step: OnboardingStep, ctx: WizardContext): OnboardingStep {
  if (isStepShown(step, ctx)) return step;
  return previousStep(step, ctx) ?? firstStep(ctx);
}

/** "Step n of N" over the question steps; ResendEmail comes after the registration and is not counted. */
export function stepProgress(step: OnboardingStep, ctx: WizardContext): { number: number; total: number } {
  const questions: OnboardingStep[] = stepsFor(ctx).filter((candidate) => candidate !== 'ResendEmail');
  const index = questions.indexOf(step);
  return { number: index === -1 ? questions.length : index + 1, total: questions.length };
}

/**
 * The wizard's answers, under the registration form's field names (spec 2 §3). Amounts and the
 * duration stay as typed (with thousand separators) until the registration is sent; a yes/no left
 * unanswered is '' and "no preference" for an adviser is 'none' (sent as a null preferredAdviserId).
 */
export type OnboardingAnswers = {
  firstName: string;
  lastName: string;
  personalDataConsent: boolean;
  dateOfBirth: string;
  topics: string[];
  initialInvestment: string;
  monthlyContribution: string;
  currency: string;
  investmentDuration: string;
  highInterestDebt: '' | 'yes' | 'no';
  cashReserve: '' | 'yes' | 'no';
  preferredAdviserId: string;
  disclosureChecked: boolean;
  email: string;
  phone: string;
  city: string;
};
export type OnboardingAnswerField = keyof OnboardingAnswers;

/** The answer a step stores for "no preference" of adviser. */
export const noAdviserPreference = 'none';

/** Answers before any step; an invited client's names and e-mail start from the invitation. */
export function initialAnswers(invitation?: { first_name: string; last_name: string; email: string } | null): OnboardingAnswers {
  return {
    firstName: invitation?.first_name ?? '',
    lastName: invitation?.last_name ?? '',
    personalDataConsent: false,
    dateOfBirth: '',
    topics: [],
    initialInvestment: '',
    monthlyContribution: '',
    currency: '',
    investmentDuration: '',
    highInterestDebt: '',
    cashReserve: '',
    preferredAdviserId: '',
    disclosureChecked: false,
    email: invitation?.email ?? '',
    phone: '',
    city: '',
  };
}

/**
 * The answers each step collects: going back from a step resets these to their initial values
 * (spec 2 §2.1). The password, its confirmation and the captcha live only in the Contact form, never
 * among the kept answers.
 */
export const stepFields = {
  Begin: [],
  BeginKnownClient: ['firstName', 'lastName'],
  Consents: ['personalDataConsent'],
  FirstName: ['firstName'],
  LastName: ['lastName'],
  Age: ['dateOfBirth'],
  OtherFinancialNeeds: ['topics'],
  Contribution: ['initialInvestment', 'monthlyContribution', 'currency', 'investmentDuration'],
  HighInterestDebt: ['highInterestDebt'],
  CashReserves: ['cashReserve'],
  PreferredAdviser: ['preferredAdviserId'],
  Disclosure: ['disclosureChecked'],
  Contact: ['email', 'phone', 'city'],
  ResendEmail: [],
} as const satisfies Record<OnboardingStep, readonly OnboardingAnswerField[]>;

/** The answers with the fields of the step being left set back to where they started. */
export function resetStepAnswers(step: OnboardingStep, answers: OnboardingAnswers, initial: OnboardingAnswers): OnboardingAnswers {
  const reset: OnboardingAnswers = { ...answers };
  for (const field of stepFields[step]) Object.assign(reset, { [field]: initial[field] });
  return reset;
}

/**
 * One Back press: the previous step and the answers with the left step's fields reset; null when
 * there is no step to go back to.
 */
export function goBack(
  step: OnboardingStep,
  answers: OnboardingAnswers,
  ctx: WizardContext,
  initial: OnboardingAnswers,
): { step: OnboardingStep; answers: OnboardingAnswers } | null {
  const previous = previousStep(step, ctx);
  if (!previous) return null;
  return { step: previous, answers: resetStepAnswers(step, answers, initial) };
}

export type AgeOutcome = 'invalid' | 'underAge' | 'adult';

/**
 * Whether the Age step may continue: an invalid or future date shows its field error, and a visitor
 * under 18 sees the min18age modal and cannot continue at all.
 */
export function ageStepOutcome(dateOfBirth: string, today: string = todayIso()): AgeOutcome {
  if (!isIsoDate(dateOfBirth) || dateOfBirth > today) return 'invalid';
  return isAdult(dateOfBirth, today) ? 'adult' : 'underAge';
}
