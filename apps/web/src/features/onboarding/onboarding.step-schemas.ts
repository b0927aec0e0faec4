import {
  birthDateField,
  confirmationMatches,
  emailField,
  investmentProjectionSchema,
  messages,
  onboardingMessages,
  onboardingPhone,
  parseWholeAmount,
  passwordField,
  requiredText,
} from '@advice/domain';
import { z } from 'zod';

/** Each step validates its own answers with the same pieces the registration body is built from. */
export const namesSchema = z.object({ firstName: requiredText(100), lastName: requiredText(100) });
export const firstNameSchema = namesSchema.pick({ firstName: true });
export const lastNameSchema = namesSchema.pick({ lastName: true });

export const consentsSchema = z.object({
  personalDataConsent: z.literal(true, { error: onboardingMessages['onboarding.stepConsents.personalData.required'] }),
});

export const ageSchema = z.object({ dateOfBirth: birthDateField });

export const topicsSchema = z.object({ topics: z.array(z.string().trim().min(1).max(120)).max(50) });

const answered = z.enum(['yes', 'no'], { error: onboardingMessages['onboarding.answerRequired'] });
export const highInterestDebtSchema = z.object({ highInterestDebt: answered });
export const cashReserveSchema = z.object({ cashReserve: answered });

export const preferredAdviserSchema = z.object({
  preferredAdviserId: z.string().min(1, onboardingMessages['onboarding.adviserRequired']).max(64),
});

export const disclosureSchema = z.object({
  disclosureChecked: z.literal(true, { error: onboardingMessages['onboarding.disclosureRequired'] }),
});

const typedAmount = z.string().max(40);
const projectionFields = {
  initial_investment: 'initialInvestment',
  monthly_contribution: 'monthlyContribution',
  initial_investment_currency: 'currency',
  monthly_contribution_currency: 'currency',
  investment_duration: 'investmentDuration',
} as const;

/**
 * The investment projection form (spec 2 §2.4) as typed: amounts with thousand separators, one
 * currency for both, the duration as text. The domain's projection schema decides every message.
 */
export function contributionSchema(minDuration: number) {
  const projection = investmentProjectionSchema(minDuration);
  return z
    .object({
      initialInvestment: typedAmount,
      monthlyContribution: typedAmount,
      currency: z.string().max(3),
      investmentDuration: z.string().max(10),
    })
    .superRefine((value, ctx) => {
      const duration = value.investmentDuration.trim();
      if (duration === '') ctx.addIssue({ code: 'custom', path: ['investmentDuration'], message: messages['errors.required'] });
      const result = projection.safeParse({
        initial_investment: parseWholeAmount(value.initialInvestment) ?? 0,
        initial_investment_currency: value.currency || null,
        monthly_contribution: parseWholeAmount(value.monthlyContribution) ?? 0,
        monthly_contribution_currency: value.currency || null,
        investment_duration: duration === '' ? 0 : Number(duration),
      });
      if (result.success) return;
      const reported = new Set<string>(duration === '' ? ['investmentDuration'] : []);
      for (const issue of result.error.issues) {
        const field = projectionFields[issue.path[0] as keyof typeof projectionFields];
        if (!field || reported.has(field)) continue;
        reported.add(field);
        ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    });
}

export const contactSchema = z
  .object({
    email: emailField,
    password: passwordField,
    passwordConfirmation: z.string().max(128),
    phone: onboardingPhone,
    city: z.string().trim().max(100),
    captcha: z.string().min(1, onboardingMessages['onboarding.captchaRequired']).max(10_000),
  })
  .refine((value) => confirmationMatches[0]({ password: value.password, password_confirmation: value.passwordConfirmation }), {
    error: messages['errors.passwordConfirmation'],
    path: ['passwordConfirmation'],
  });

export const newEmailSchema = z.object({ newEmail: emailField });
