import { describe, expect, it } from 'vitest';
import {
  ageStepOutcome,
  firstStep,
  goBack,
  initialAnswers,
  nextStep,
  type OnboardingAnswers,
  type OnboardingStep,
  onboardingSteps,
  previousStep,
  resolveStep,
  stepFields,
  stepNumber,
  stepProgress,
  stepsFor,
  type WizardContext,
} from './steps.ts';

const middle: OnboardingStep[] = ['Age', 'OtherFinancialNeeds', 'Contribution', 'HighInterestDebt', 'CashReserves'];

function context(overrides: Partial<WizardContext> = {}): WizardContext {
  return { invited: false, preferredAdviserFeature: false, preferredAdviserCount: 0, autoDisclosureEnabled: false, ...overrides };
}

/** Walks Continue from the first step to the end, as a visitor would. */
function walkForward(ctx: WizardContext): OnboardingStep[] {
  const walked: OnboardingStep[] = [firstStep(ctx)];
  for (let step = nextStep(firstStep(ctx), ctx); step; step = nextStep(step, ctx)) walked.push(step);
  return walked;
}

/** Walks Back from Contact to the first step. */
function walkBack(ctx: WizardContext): OnboardingStep[] {
  const walked: OnboardingStep[] = ['Contact'];
  for (let step = previousStep('Contact', ctx); step; step = previousStep(step, ctx)) walked.push(step);
  return walked;
}

describe('onboarding steps (spec 2 §2.1)', () => {
  it('numbers the fourteen steps as the spec table does', () => {
    expect(onboardingSteps).toHaveLength(14);
    expect(stepNumber('Begin')).toBe(0);
    expect(stepNumber('BeginKnownClient')).toBe(1);
    expect(stepNumber('Age')).toBe(5);
    expect(stepNumber('PreferredAdviser')).toBe(10);
    expect(stepNumber('Contact')).toBe(12);
    expect(stepNumber('ResendEmail')).toBe(13);
  });

  it('a new visitor with no optional step: Begin → Consents → FirstName → LastName → Age … CashReserves → Contact → ResendEmail', () => {
    expect(walkForward(context())).toEqual(['Begin', 'Consents', 'FirstName', 'LastName', ...middle, 'Contact', 'ResendEmail']);
  });

  it('an invited client starts at BeginKnownClient and goes from Consents straight to Age', () => {
    const ctx = context({ invited: true });
    expect(firstStep(ctx)).toBe('BeginKnownClient');
    expect(nextStep('Consents', ctx)).toBe('Age');
    expect(walkForward(ctx)).toEqual(['BeginKnownClient', 'Consents', ...middle, 'Contact', 'ResendEmail']);
  });

  // Every feature combination, for a new visitor and an invited client.
  const combinations = [false, true].flatMap((invited) =>
    [false, true].flatMap((preferredAdviserFeature) =>
      [0, 1, 2, 5].flatMap((preferredAdviserCount) =>
        [false, true].map((autoDisclosureEnabled) => ({ invited, preferredAdviserFeature, preferredAdviserCount, autoDisclosureEnabled })),
      ),
    ),
  );

  it.each(combinations)('invited %o: the forward walk is stepsFor, in spec order, with the right optional steps', (ctx) => {
    const walked = walkForward(ctx);
    expect(walked).toEqual(stepsFor(ctx));
    expect(walked.map(stepNumber)).toEqual([...walked.map(stepNumber)].sort((a, b) => a - b));

    const hasAdviser = ctx.preferredAdviserFeature && !ctx.invited && ctx.preferredAdviserCount > 1;
    expect(walked.includes('PreferredAdviser')).toBe(hasAdviser);
    expect(walked.includes('Disclosure')).toBe(ctx.autoDisclosureEnabled);
    expect(walked.includes('FirstName') && walked.includes('LastName')).toBe(!ctx.invited);
    expect(walked[0]).toBe(ctx.invited ? 'BeginKnownClient' : 'Begin');

    const afterCash = nextStep('CashReserves', ctx);
    expect(afterCash).toBe(hasAdviser ? 'PreferredAdviser' : ctx.autoDisclosureEnabled ? 'Disclosure' : 'Contact');
    expect(walked.slice(-2)).toEqual(['Contact', 'ResendEmail']);
  });

  it.each(combinations)('invited %o: Back from Contact mirrors the forward walk', (ctx) => {
    const forward = walkForward(ctx);
    expect(walkBack(ctx)).toEqual(forward.slice(0, forward.indexOf('Contact') + 1).reverse());
  });

  it('PreferredAdviser needs the feature, no invitation and more than one adviser: one adviser is not a choice', () => {
    expect(stepsFor(context({ preferredAdviserFeature: true, preferredAdviserCount: 1 }))).not.toContain('PreferredAdviser');
    expect(stepsFor(context({ preferredAdviserFeature: true, preferredAdviserCount: 2 }))).toContain('PreferredAdviser');
    expect(stepsFor(context({ preferredAdviserFeature: false, preferredAdviserCount: 2 }))).not.toContain('PreferredAdviser');
    expect(stepsFor(context({ invited: true, preferredAdviserFeature: true, preferredAdviserCount: 2 }))).not.toContain('PreferredAdviser');
  });

  it('has no Back from the first step or from ResendEmail, and nothing after ResendEmail', () => {
    expect(previousStep('Begin', context())).toBeNull();
    expect(previousStep('BeginKnownClient', context({ invited: true }))).toBeNull();
    expect(previousStep('ResendEmail', context())).toBeNull();
    expect(nextStep('ResendEmail', context())).toBeNull();
  });

  it('counts progress over the question steps, without ResendEmail', () => {
    const ctx = context({ autoDisclosureEnabled: true });
    expect(stepProgress('Begin', ctx)).toEqual({ number: 1, total: 11 });
    expect(stepProgress('Contact', ctx)).toEqual({ number: 11, total: 11 });
    expect(stepProgress('Age', context({ invited: true }))).toEqual({ number: 3, total: 8 });
  });

  it('falls back to the nearest earlier shown step when a kept step is no longer in the flow', () => {
    expect(resolveStep('Disclosure', context({ autoDisclosureEnabled: false }))).toBe('CashReserves');
    expect(resolveStep('FirstName', context({ invited: true }))).toBe('Consents');
    expect(resolveStep('Begin', context({ invited: true }))).toBe('BeginKnownClient');
    expect(resolveStep('Age', context())).toBe('Age');
  });
});

describe('going back resets the fields of the step being left', () => {
  const answered: OnboardingAnswers = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    personalDataConsent: true,
    dateOfBirth: '1980-04-21',
    topics: ['Pensions'],
    initialInvestment: '25,000',
    monthlyContribution: '500',
    currency: 'GBP',
    investmentDuration: '10',
    highInterestDebt: 'no',
    cashReserve: 'yes',
    preferredAdviserId: 'none',
    disclosureChecked: true,
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    city: 'London',
  };
  const ctx = context({ preferredAdviserFeature: true, preferredAdviserCount: 3, autoDisclosureEnabled: true });
  const initial = initialAnswers();

  it.each(stepsFor(ctx).filter((step) => previousStep(step, ctx)))('leaving %s resets only its own fields', (step) => {
    const result = goBack(step, answered, ctx, initial);
    expect(result?.step).toBe(previousStep(step, ctx));
    const fields = stepFields[step] as readonly string[];
    for (const [field, value] of Object.entries(result?.answers ?? {})) {
      const expected = fields.includes(field) ? initial[field as keyof OnboardingAnswers] : answered[field as keyof OnboardingAnswers];
      expect([field, value]).toEqual([field, expected]);
    }
  });

  it('resets every Contribution field, and a yes/no to unanswered', () => {
    expect(goBack('Contribution', answered, ctx, initial)?.answers).toMatchObject({
      initialInvestment: '',
      monthlyContribution: '',
      currency: '',
      investmentDuration: '',
      topics: ['Pensions'],
    });
    expect(goBack('CashReserves', answered, ctx, initial)?.answers.cashReserve).toBe('');
    expect(goBack('HighInterestDebt', answered, ctx, initial)?.answers.highInterestDebt).toBe('');
  });

  it("an invited client's names go back to the invitation's, not to empty", () => {
    const invitedCtx = context({ invited: true });
    const fromInvitation = initialAnswers({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' });
    expect(fromInvitation).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });
    const edited = { ...fromInvitation, firstName: 'Gracie', personalDataConsent: true };
    const result = goBack('Consents', edited, invitedCtx, fromInvitation);
    expect(result).toEqual({ step: 'BeginKnownClient', answers: { ...edited, personalDataConsent: false } });
  });

  it('never keeps the password or the captcha among the answers', () => {
    expect(Object.keys(initial)).not.toContain('password');
    expect(Object.keys(initial)).not.toContain('passwordConfirmation');
    expect(Object.keys(initial)).not.toContain('captcha');
  });

  it('gives no Back from the first step', () => {
    expect(goBack('Begin', answered, ctx, initial)).toBeNull();
  });
});

describe('the Age step (spec 2 §5: at least 18, a real date, not in the future)', () => {
  const today = '2026-06-15';
  it.each([
    ['2008-06-15', 'adult', '18 today is old enough'],
    ['2008-06-16', 'underAge', 'one day short of 18 is blocked'],
    ['2020-01-01', 'underAge', 'a child is blocked'],
    ['1950-02-28', 'adult', 'well over 18'],
    ['2026-06-16', 'invalid', 'tomorrow is a future date'],
    ['2026-06-15', 'underAge', 'born today is a real date, but under 18'],
    ['1990-02-30', 'invalid', '30 February is not a date'],
    ['21/04/1980', 'invalid', 'not in ISO form'],
    ['', 'invalid', 'empty'],
  ])('%s → %s (%s)', (dateOfBirth, outcome) => {
    expect(ageStepOutcome(dateOfBirth, today)).toBe(outcome);
  });
});
