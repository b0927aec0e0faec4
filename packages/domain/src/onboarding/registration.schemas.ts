import { z } from 'zod';
import { confirmationMatches, newPassword } from '../auth/auth.schemas.ts';
import { investmentDurationBounds, minDurationByCaseType } from '../cases/case-types.ts';
import { clientAccountMessages, minClientAge } from '../people/client-account.schemas.ts';
import { currencyCodes } from '../practice/practice-settings.schemas.ts';
import { ageOn, isIsoDate, todayIso } from '../shared/dates.ts';
import { emailField, requiredText } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { digitCount } from '../shared/money.ts';
import { whenMissing } from '../shared/validation.ts';

/** Texts of the onboarding wizard and registration (spec 2 §5, §8), under the spec's keys where it names them. */
export const onboardingMessages = {
  'onboarding.validation.min18age':
    'You need to be at least 18 years old to register. Please come back when you are 18, or ask a parent or guardian to contact the practice.',
  'onboarding.stepConsents.personalData.required': 'Please agree to the use of your personal data to continue',
  'onboarding.answerRequired': 'Choose an answer to continue',
  'onboarding.adviserRequired': 'Choose an adviser, or that you have no preference, to continue',
  'onboarding.disclosureRequired': 'Please confirm you have read the disclosure document',
  'onboarding.captchaRequired': 'Please complete the check that you are not a robot',
  'onboarding.captchaFailed': 'The check that you are not a robot did not pass. Please try it again.',
  'onboarding.preferredAdviserUnknown': 'Choose one of the advisers offered',
  'onboarding.preferredAdviserInvited': 'You were invited by your adviser, so there is no adviser to choose when you register',
  'onboarding.currencyUnknown': 'Choose one of the currencies offered',
  'onboarding.topicUnknown': 'Choose among the topics offered',
  'onboarding.registrationUnknown': 'We could not find this registration. Please start again.',
  'onboarding.alreadyConfirmed': 'This e-mail is already confirmed. Sign in with your e-mail and password.',
  'onboarding.welcome': 'Welcome! Your account is ready.',
  'onboarding.confirmEmail.intro': 'Confirm that this is your e-mail address to finish registering:',
  'errors.wholeAmount': 'Enter a whole amount without pence, like 25,000',
  'errors.currencyRequired': 'Choose the currency of the amount',
  'notification.messages.resendEmail': 'We sent the confirmation e-mail again. Check your inbox.',
  'notification.messages.registrationEmailSuccess': 'Thank you for registering. We sent you an e-mail to confirm your address.',
} as const;

export const amountDigits = { initialInvestment: 15, monthlyContribution: 8 } as const;

/** errors.betweenDuration, worded with the bounds that apply. */
export function betweenDurationMessage(min: number = investmentDurationBounds.min): string {
  return `Enter a whole number of years between ${min} and ${investmentDurationBounds.max}`;
}

export function maxDigitsMessage(digits: number): string {
  return `Enter at most ${digits} digits`;
}

/** The Age step's date of birth: a real date, not later than today. The 18-year minimum is checked apart, so the wizard can show its modal. */
export const birthDateField = z
  .string({ error: whenMissing(messages['errors.required']) })
  .trim()
  .min(1, messages['errors.required'])
  .refine(isIsoDate, clientAccountMessages['onboarding.validation.dateFormat'])
  .refine((value) => value <= todayIso(), clientAccountMessages['onboarding.validation.pastDate']);

export function isAdult(dateOfBirth: string, today: string = todayIso()): boolean {
  return ageOn(dateOfBirth, today) >= minClientAge;
}

function wholeAmount(digits: number) {
  return z
    .number({ error: onboardingMessages['errors.wholeAmount'] })
    .int(onboardingMessages['errors.wholeAmount'])
    .min(0, onboardingMessages['errors.wholeAmount'])
    .refine((value) => digitCount(value) <= digits, maxDigitsMessage(digits));
}

const currency = z.enum(currencyCodes, { error: onboardingMessages['onboarding.currencyUnknown'] }).nullable();

/**
 * The investment projection of spec 2 §2.4 as the API takes it: amounts are whole units (0 when not
 * given), each with its currency, which is required only when the amount is above zero.
 */
export function investmentProjectionShape(minDuration: number = investmentDurationBounds.min) {
  const between = betweenDurationMessage(minDuration);
  return {
    initial_investment: wholeAmount(amountDigits.initialInvestment),
    initial_investment_currency: currency,
    monthly_contribution: wholeAmount(amountDigits.monthlyContribution),
    monthly_contribution_currency: currency,
    investment_duration: z.number({ error: between }).int(between).min(minDuration, between).max(investmentDurationBounds.max, between),
    projection_type: z.literal('investments').default('investments'),
  };
}

type Amounts = {
  initial_investment: number;
  initial_investment_currency: string | null;
  monthly_contribution: number;
  monthly_contribution_currency: string | null;
};

/** Currency is required only when its amount is above zero; use in a superRefine. */
export function checkAmountCurrencies(value: Amounts, ctx: z.RefinementCtx): void {
  if (value.initial_investment > 0 && !value.initial_investment_currency)
    ctx.addIssue({ code: 'custom', path: ['initial_investment_currency'], message: onboardingMessages['errors.currencyRequired'] });
  if (value.monthly_contribution > 0 && !value.monthly_contribution_currency)
    ctx.addIssue({ code: 'custom', path: ['monthly_contribution_currency'], message: onboardingMessages['errors.currencyRequired'] });
}

export function investmentProjectionSchema(minDuration: number = investmentDurationBounds.min) {
  return z.object(investmentProjectionShape(minDuration)).superRefine(checkAmountCurrencies);
}

export const onboardingPhone = z
  .string({ error: whenMissing(messages['errors.required']) })
  .trim()
  .min(1, messages['errors.required'])
  .max(30)
  .regex(/^[+\d][\d\s()-]*$/u, 'Enter a phone number using digits, spaces and +');

/**
 * An invited client already has the adviser who invited them and never sees the PreferredAdviser
 * step (spec 2 §2.1), so a registration with an invitation must not name one.
 */
function refuseAdviserForInvited(
  value: { invitation: { uuid: string } | null; client: { preferred_adviser_id: string | null } },
  ctx: z.RefinementCtx,
): void {
  if (value.invitation !== null && value.client.preferred_adviser_id !== null)
    ctx.addIssue({
      code: 'custom',
      path: ['client', 'preferred_adviser_id'],
      message: onboardingMessages['onboarding.preferredAdviserInvited'],
    });
}

/**
 * POST /api/v1/onboarding/registrations (spec 2 §7 'Registration'). One call creates the user, the
 * client, an Online Advice Request case and the metadata; with an invitation it completes the
 * invited account instead of creating one.
 */
export const registrationBody = z
  .object({
    user: z
      .object({
        email: emailField,
        ...newPassword,
        first_name: requiredText(100),
        last_name: requiredText(100),
        personal_data_consent: z.literal(true, { error: onboardingMessages['onboarding.stepConsents.personalData.required'] }),
        phone: onboardingPhone,
      })
      .refine(...confirmationMatches),
    client: z.object({
      date_of_birth: birthDateField.refine(
        (value) => !isIsoDate(value) || isAdult(value),
        onboardingMessages['onboarding.validation.min18age'],
      ),
      city: z.string().trim().max(100).default(''),
      /** null: no preference (or the step was not shown). */
      preferred_adviser_id: z.uuid().nullable().default(null),
    }),
    case: z
      .object({
        type: z.literal('online_advice_request'),
        /** Keys (titles) of the practice's financial planning topics; the step is optional. */
        topics: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
        ...investmentProjectionShape(minDurationByCaseType.online_advice_request),
      })
      .superRefine(checkAmountCurrencies),
    /** The invitation link's token, when an invited client registers. */
    invitation: z
      .object({ uuid: z.string().trim().min(16).max(200) })
      .nullable()
      .default(null),
    metadata: z.object({
      /** The ALTCHA payload the widget produced. */
      captcha: z
        .string({ error: whenMissing(onboardingMessages['onboarding.captchaRequired']) })
        .min(1, onboardingMessages['onboarding.captchaRequired'])
        .max(10_000),
      /** client{product} (spec 2 §3): the public page the visitor started from ('welcome', 'request-a-meeting', 'invitation', …). */
      client_advice: requiredText(200),
      high_interest_debt: z.boolean({ error: onboardingMessages['onboarding.answerRequired'] }),
      cash_reserve: z.boolean({ error: onboardingMessages['onboarding.answerRequired'] }),
      /** Required true when the practice shows the disclosure step (checked on the server against the setting). */
      disclosure_checked: z.boolean().default(false),
    }),
  })
  .superRefine(refuseAdviserForInvited);
export type RegistrationBody = z.infer<typeof registrationBody>;
export type RegistrationInput = z.input<typeof registrationBody>;

/**
 * 201 answer, alike whether the e-mail was free or already held by an account (whose holder is
 * mailed instead), so it never tells which addresses have accounts. `registration_token` lets the
 * visitor resend or correct the confirmation e-mail from ResendEmail.
 */
export const registrationResult = z.object({
  email: z.string(),
  /** True for an invited client whose e-mail was unchanged: the account is confirmed and a session cookie is set. */
  signed_in: z.boolean(),
  registration_token: z.string().nullable(),
  message: z.string(),
});
export type RegistrationResult = z.infer<typeof registrationResult>;

/** POST /api/v1/onboarding/resend-confirmation: resend to the same address, or to `new_email` after correcting it. */
export const resendConfirmationBody = z.object({
  registration_token: z.string().trim().min(16).max(200),
  email: emailField,
  new_email: emailField.optional(),
});
export type ResendConfirmationBody = z.infer<typeof resendConfirmationBody>;

/** A preferred adviser as the PreferredAdviser step lists them (spec 2 §3). */
export const preferredAdviserItem = z.object({
  id: z.uuid(),
  full_name: z.string(),
  title: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type PreferredAdviserItem = z.infer<typeof preferredAdviserItem>;

/** GET /api/v1/onboarding/context[?invitation=token]: what the wizard needs before its first step. */
export const onboardingContext = z.object({
  practice: z.object({
    name: z.string(),
    privacy_policy_url: z.string().nullable(),
  }),
  currencies: z.array(z.enum(currencyCodes)),
  topics: z.array(z.string()),
  min_duration: z.number().int(),
  /** The PreferredAdviser step may show (feature on and selectable by clients); it shows only with more than one adviser. */
  preferred_advisers_enabled: z.boolean(),
  /** Present when autoDisclosureEnabled and a disclosure form is stored. */
  disclosure: z
    .object({
      title: z.string(),
      summary: z.string(),
      /** Public URL of the PDF, served as a download. */
      url: z.string(),
    })
    .nullable(),
  /** Present with a valid invitation token. */
  invitation: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      message: z.string().nullable(),
      adviser_name: z.string().nullable(),
    })
    .nullable(),
});
export type OnboardingContext = z.infer<typeof onboardingContext>;
