import { z } from 'zod';
import { twoFactorMethods } from '../auth/auth.schemas.ts';
import { ageOn, isIsoDate, todayIso } from '../shared/dates.ts';
import { requiredText } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { whenMissing } from '../shared/validation.ts';
import { clientAccountStatuses, clientActions } from './people.permissions.ts';

/** Texts of the client detail rules, shown by the server and early in the browser (en-GB). */
export const clientAccountMessages = {
  'onboarding.validation.dateFormat': 'Enter a date like 1980-04-21',
  'onboarding.validation.pastDate': 'The date of birth must be in the past',
  'clients.validation.min18age': 'The client must be at least 18 years old',
  'clients.validation.money': 'Enter a whole amount of 0 or more, without decimals',
  'clients.tags.taken': 'A tag with this name already exists.',
  'clients.additionalAdvisers.max': 'A client can have at most 10 additional advisers. Remove one before adding another.',
  'clients.additionalAdvisers.ownAdviser': 'This adviser is already the client’s own adviser.',
  'clients.additionalAdvisers.already': 'This adviser is already an additional adviser of this client.',
  'clients.additionalAdvisers.notActive': 'Choose an active adviser of this practice.',
  'clients.changeAdviser.same': 'This adviser is already the client’s adviser.',
  'clients.changeAdviser.notAvailable': 'Choose an active adviser of this practice.',
  'clients.twoFactor.same': 'The client’s two-factor setting is already this one.',
  'clients.passwordReset.notActive': 'This client has not confirmed their account yet: resend the invitation instead.',
  'clients.deactivate.already': 'This account is already deactivated.',
  'clients.readOnly': "This client's account is deactivated, so it is read-only.",
  'clients.letter.uploaded': 'Letter of authority uploaded',
  'clients.letter.none': 'No letter of authority has been uploaded for this client.',
  'clients.welcomeVideo.none': 'This client has no welcome video.',
  'clients.follow.on': 'You now follow this client.',
  'clients.follow.off': 'You no longer follow this client.',
  'clients.follow.allOn': 'You now follow all {{total}} of your clients.',
  'clients.follow.allOff': 'You no longer follow any client.',
  'clients.follow.autoOn': 'You will follow every new client.',
  'clients.follow.autoOff': 'New clients will not be followed automatically.',
  'clients.additionalAdvisers.added': 'Additional adviser added',
  'clients.additionalAdvisers.removed': 'Additional adviser removed',
  'clients.additionalAdvisers.notFound': 'This adviser is not an additional adviser of this client.',
  'clients.changeAdviser.done': 'Adviser changed',
  'clients.twoFactor.reset': 'The client’s two-factor settings were reset.',
  'clients.passwordReset.sent': 'We e-mailed the client a link to choose a new password.',
  'clients.removed': 'The client has been removed.',
  'clients.tags.notFound': 'This tag does not exist.',
  'clients.tags.cannotManage': 'You cannot manage client tags.',
  'clients.tags.unknown': 'Choose tags of this practice.',
  'clients.forbidden': 'You do not have permission to do this for this client.',
} as const;

/** Clients must be adults (spec 3 onboarding: 'onboarding.validation.min18age'). */
export const minClientAge = 18;
/** Largest amount a money field takes: whole units, well inside a JavaScript safe integer. */
export const maxMoneyAmount = 1_000_000_000_000;

export const clientGenders = ['male', 'female', 'other'] as const;
export const maritalStatuses = ['single', 'married', 'civil_partnership', 'cohabiting', 'separated', 'divorced', 'widowed'] as const;
export type ClientGender = (typeof clientGenders)[number];
export type MaritalStatus = (typeof maritalStatuses)[number];

export const dateOfBirthField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, clientAccountMessages['onboarding.validation.dateFormat'])
  .refine(isIsoDate, clientAccountMessages['onboarding.validation.dateFormat'])
  .refine((value) => value < todayIso(), clientAccountMessages['onboarding.validation.pastDate'])
  .refine((value) => ageOn(value, todayIso()) >= minClientAge, clientAccountMessages['clients.validation.min18age'])
  .nullable();

/** Money is whole units of the practice currency, never negative (design rule); null clears it. */
export const moneyField = z
  .number({ error: clientAccountMessages['clients.validation.money'] })
  .int(clientAccountMessages['clients.validation.money'])
  .min(0, clientAccountMessages['clients.validation.money'])
  .max(maxMoneyAmount, clientAccountMessages['clients.validation.money'])
  .nullable();

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

/** The client's own 'personal details' (account settings) — every field optional. */
export const personalDetailsBody = z.object({
  line1: optionalText(200).optional(),
  line2: optionalText(200).optional(),
  city: optionalText(100).optional(),
  post_code: optionalText(20).optional(),
  country: optionalText(100).optional(),
  date_of_birth: dateOfBirthField.optional(),
  gender: z.enum(clientGenders).nullable().optional(),
  marital_status: z.enum(maritalStatuses).nullable().optional(),
});
export type PersonalDetailsBody = z.infer<typeof personalDetailsBody>;

/** What staff edit on a client's detail page. */
export const clientDetailsBody = personalDetailsBody.extend({
  first_name: requiredText(100),
  last_name: requiredText(100),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d][\d\s()-]*$/u, 'Enter a phone number using digits, spaces and +')
    .or(z.literal(''))
    .optional(),
  net_worth: moneyField.optional(),
  est_total_case_size: moneyField.optional(),
});
export type ClientDetailsBody = z.infer<typeof clientDetailsBody>;

const person = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string() });

export const clientTagSchema = z.object({ id: z.uuid(), name: z.string() });
export type ClientTag = z.infer<typeof clientTagSchema>;
export const clientTagBody = z.object({ name: requiredText(50) });
export const assignClientTagsBody = z.object({ tag_ids: z.array(z.uuid()).max(100) });

export const clientDetailSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(clientAccountStatuses),
  kind: z.enum(['client', 'prospect']),
  avatar_url: z.string().nullable(),
  adviser: person.nullable(),
  additional_advisers: z.array(person),
  tags: z.array(clientTagSchema),
  is_followed: z.boolean(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  post_code: z.string().nullable(),
  country: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(clientGenders).nullable(),
  marital_status: z.enum(maritalStatuses).nullable(),
  net_worth: z.number().nullable(),
  est_total_case_size: z.number().nullable(),
  last_activity_at: z.string().nullable(),
  created_at: z.string(),
  invited_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  is_locked: z.boolean(),
  two_factor_method: z.enum(twoFactorMethods),
  has_letter_of_authority: z.boolean(),
  has_welcome_video: z.boolean(),
  /** What the viewer may do with this client now (`clientActionsFor`); the web app asks it with `allows`. */
  actions: z.array(z.enum(clientActions)),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const additionalAdviserBody = z.object({ adviser_id: z.uuid({ error: messages['errors.required'] }) });
export const changeClientAdviserBody = z.object({ adviser_id: z.uuid({ error: messages['errors.required'] }) });
export const resetClientTwoFactorBody = z.object({ method: z.enum(['none', 'email']) });
export const removeClientBody = z.object({
  current_password: z
    .string({ error: whenMissing(messages['errors.required']) })
    .min(1, messages['errors.required'])
    .max(128),
});
export const autoFollowBody = z.object({ enabled: z.boolean() });

export const adviserChoiceSchema = person.extend({ job_title: z.string().nullable() });
export type AdviserChoice = z.infer<typeof adviserChoiceSchema>;
export type ClientPerson = z.infer<typeof person>;

export const auditTrailQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  scope: z.enum(['all', 'additional_advisers']).default('all'),
});

export const myAdviserSchema = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    job_title: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    avatar_url: z.string().nullable(),
  })
  .nullable();
export type MyAdviser = z.infer<typeof myAdviserSchema>;
