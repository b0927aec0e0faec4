import { z } from 'zod';
import { staffActions } from '../people/people.permissions.ts';
import { emailField } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { adminLevels, type RoleArea, roleAreas, roles } from '../shared/roles.ts';
import { whenMissing } from '../shared/validation.ts';
import { failedPasswordChecks } from './password.ts';

/** Session timeout choices in minutes (spec 1 §9); the default is the first. */
export const sessionTimeoutOptions = [20, 40, 60, 120] as const;
export const defaultSessionTimeoutMinutes = 20;

/** Failed sign-ins before an account locks, and for how long. */
export const lockout = { maxFailedAttempts: 5, lockMinutes: 30 } as const;

export const tokenLifetimes = {
  passwordResetHours: 6,
  confirmationMonths: 3,
  prospectInvitationMonths: 12,
  emailOtpMinutes: 10,
  authenticatorResetHours: 6,
} as const;

export const twoFactorMethods = ['none', 'email', 'authenticator'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

/**
 * What a single-use secret sent by e-mail is for. `registration_pending` holds a sign-up whose e-mail
 * another account has, until its link is opened (no account exists for it yet).
 */
export const userTokenKinds = [
  'password_reset',
  'confirmation',
  'email_change',
  'authenticator_reset',
  'email_otp',
  'registration',
  'registration_pending',
] as const;
export type UserTokenKind = (typeof userTokenKinds)[number];

/** A password that keeps the rule; the message lists the first failed check. */
export const passwordField = z
  .string({ error: whenMissing(messages['errors.required']) })
  .max(128)
  .superRefine((value, ctx) => {
    const failed = failedPasswordChecks(value);
    if (failed.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Password must have: ${failed.map((k) => messages[k].toLowerCase()).join(', ')}` });
    }
  });

const currentPassword = z
  .string({ error: whenMissing(messages['errors.required']) })
  .min(1, messages['errors.required'])
  .max(128);
const otpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/u, 'Enter the 6-digit code')
  .optional();
const token = z.string().trim().min(16, messages['token.invalid']).max(200, messages['token.invalid']);

/** A new password and its confirmation; pair with `confirmationMatches` in a refine. */
export const newPassword = { password: passwordField, password_confirmation: z.string().max(128) };
/**
 * The refine of a password and its confirmation. Its text is under `error`: zod moves a `message`
 * param to `error` in place, so a form reading `.message` after a schema used this would find nothing.
 */
export const confirmationMatches = [
  (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation,
  { error: messages['errors.passwordConfirmation'], path: ['password_confirmation'] },
] satisfies [unknown, { error: string; path: string[] }];

export const signInBody = z.object({
  email: emailField,
  password: z
    .string({ error: whenMissing(messages['errors.required']) })
    .min(1, messages['errors.required'])
    .max(128),
  otp_code_token: otpCode,
  remember_me: z.boolean().optional().default(false),
});
export type SignInBody = z.infer<typeof signInBody>;

export const passwordResetRequestBody = z.object({ email: emailField });
export const passwordResetBody = z.object({ reset_password_token: token, ...newPassword }).refine(...confirmationMatches);
export const confirmationBody = z.object({ confirmation_token: token, ...newPassword }).refine(...confirmationMatches);
export const confirmEmailChangeBody = z.object({ confirmation_token: token });
export const confirmationQuery = z.object({ confirmation_token: token });
export const changePasswordBody = z.object({ current_password: currentPassword, ...newPassword }).refine(...confirmationMatches);
export const changeEmailBody = z.object({ email: emailField, current_password: currentPassword });
export const authenticatorVerifyBody = z.object({
  otp_code: z
    .string()
    .trim()
    .regex(/^\d{6}$/u, 'Enter the 6-digit code'),
  current_password: currentPassword,
});
export const twoFactorDisableBody = z.object({ current_password: currentPassword });
export const twoFactorEmailBody = z.object({ current_password: currentPassword, enabled: z.boolean() });
export const authenticatorResetRequestBody = z.object({ email: emailField });
export const authenticatorResetBody = z.object({ reset_token: token, password: currentPassword });
export const sessionTimeoutBody = z.object({
  session_timeout_duration: z.union(sessionTimeoutOptions.map((m) => z.literal(m))),
  current_password: currentPassword,
});
export const profileBody = z.object({
  first_name: z.string().trim().min(1, messages['errors.required']).max(100),
  last_name: z.string().trim().min(1, messages['errors.required']).max(100),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d][\d\s()-]*$/u, 'Enter a phone number using digits, spaces and +')
    .or(z.literal(''))
    .optional(),
});

export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  unconfirmed_email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  admin_level: z.enum(adminLevels).nullable(),
  role_label: z.string(),
  area: z.enum(Object.values(roleAreas) as [RoleArea, ...RoleArea[]]),
  practice_id: z.uuid().nullable(),
  two_factor_method: z.enum(twoFactorMethods),
  session_timeout_duration: z.number().int(),
  session_expires_at: z.string(),
  avatar_url: z.string().nullable(),
  can_choose_session_timeout: z.boolean(),
  /** Staff: every new client is followed automatically. */
  auto_follow_new_clients: z.boolean(),
  /** The guided tour of the dashboard was finished or skipped: it is not shown again (spec 1 §3 isTourGuideCompleted). */
  is_tour_guide_completed: z.boolean(),
  /** The practice-wide actions the user may take (`staffActionsFor`); the web app asks it with `allows`. */
  actions: z.array(z.enum(staffActions)),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
