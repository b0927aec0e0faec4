import { z } from 'zod';
import { userSearchQuery } from '../auth/user-search.schemas.ts';
import { featureFlags } from '../practice/feature-flags.ts';
import { emailField, requiredText } from '../shared/fields.ts';
import { accountStatuses, type Role, roles } from '../shared/roles.ts';
import { maxPracticeHosts, type PlatformAdminMessageKey, platformAdminMessages } from './platform-admin.messages.ts';

/** The kinds of practice the platform runs (spec 1 §3 "practice types"). */
export const practiceTypes = ['independent', 'restricted', 'wealthManagement', 'mortgageAndProtection', 'network'] as const;
export type PracticeType = (typeof practiceTypes)[number];

export const practiceTypeLabels = {
  independent: 'Independent financial advice',
  restricted: 'Restricted advice',
  wealthManagement: 'Wealth management',
  mortgageAndProtection: 'Mortgages and protection',
  network: 'Network member firm',
} as const satisfies Record<PracticeType, string>;

/** A practice is open, or suspended by the provider: then its people cannot sign in and its site says it is unavailable. */
export const practiceStatuses = ['active', 'suspended'] as const;
export type PracticeStatus = (typeof practiceStatuses)[number];

export const practiceStatusLabels = { active: 'Active', suspended: 'Suspended' } as const satisfies Record<PracticeStatus, string>;

const say = (key: PlatformAdminMessageKey) => platformAdminMessages[key];

const hostPattern = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/u;

/** Whether a text is a host name a practice can be served on: two or more dot-separated labels, no port, scheme or path. */
export function isHostName(value: string): boolean {
  return hostPattern.test(value);
}

/** One host name, lower-cased: the request's host picks the practice by it. */
export const hostNameField = z
  .string()
  .trim()
  .max(253)
  .transform((value) => value.toLowerCase())
  .refine(isHostName, say('platformAdmin.hostInvalid'));

export const hostsField = z
  .array(hostNameField)
  .min(1, say('platformAdmin.hostsRequired'))
  .max(maxPracticeHosts, say('platformAdmin.hostsTooMany'))
  .refine((hosts) => new Set(hosts).size === hosts.length, say('platformAdmin.hostRepeated'));

/** What a super admin sets on a practice: its name, hosts and type. */
export const practiceBody = z.object({
  name: requiredText(160),
  hosts: hostsField,
  practice_type: z.enum(practiceTypes),
});
export type PracticeBody = z.infer<typeof practiceBody>;

/** A new practice, and its first director, invited to sign in on the practice's first host. */
export const createPracticeBody = practiceBody.extend({
  director: z.object({ first_name: requiredText(100), last_name: requiredText(100), email: emailField }),
});
export type CreatePracticeBody = z.infer<typeof createPracticeBody>;
export type CreatePracticeInput = z.input<typeof createPracticeBody>;

export const practiceListFilters = ['all', 'attention'] as const;
export type PracticeListFilter = (typeof practiceListFilters)[number];

export const practiceListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** `attention`: suspended practices and those without an active director. */
  filter: z.enum(practiceListFilters).default('all'),
});

/** A practice as the platform admins' list shows it. */
export const platformPracticeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hosts: z.array(z.string()),
  practice_type: z.enum(practiceTypes),
  status: z.enum(practiceStatuses),
  suspended_at: z.string().nullable(),
  clients_count: z.number().int(),
  /** Whether a director has accepted their invitation: a practice without one needs attention. */
  has_active_director: z.boolean(),
  created_at: z.string(),
});
export type PlatformPractice = z.infer<typeof platformPracticeSchema>;

/** A practice's flags, each on or off. */
export const practiceFlagsSchema = z.object({ name: z.string(), flags: z.record(z.enum(featureFlags), z.boolean()) });
export type PracticeFlags = z.infer<typeof practiceFlagsSchema>;
/** Some flags to set; names are checked against the catalogue by the server, one error each. */
export const featureFlagsBody = z.record(z.string().max(60), z.boolean());

/** A reactivation says why: the practice reads it in its audit trail. */
export const reactivateAccountBody = z.object({
  reason: z
    .string({ error: () => say('platformAdmin.reasonRequired') })
    .trim()
    .min(1, say('platformAdmin.reasonRequired'))
    .max(500),
});
export type ReactivateAccountBody = z.infer<typeof reactivateAccountBody>;

/** A name or e-mail fragment of at least 3 characters, across every practice. */
export const platformUserSearchQuery = userSearchQuery;

/** A person found across practices: who they are, where and in what role, and whether they can sign in. */
export const platformUserSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  practice: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;

/** Whether the role is the provider's own: a super or support admin, in no practice. */
export function isPlatformRole(role: Role): role is 'super_admin' | 'support_admin' {
  return role === 'super_admin' || role === 'support_admin';
}

/** What a platform admin may do; support admins read only (spec 1 §6). */
export const platformAdminActions = ['platform.read', 'platform.write'] as const;
export type PlatformAdminAction = (typeof platformAdminActions)[number];

export const platformAdminPermissions = {
  super_admin: ['platform.read', 'platform.write'],
  support_admin: ['platform.read'],
} as const satisfies Record<'super_admin' | 'support_admin', readonly PlatformAdminAction[]>;

/** Whether the role may do this in the platform's administration: the server checks it, the pages show or hide by it. */
export function canPlatform(role: Role, action: PlatformAdminAction): boolean {
  if (!isPlatformRole(role)) return false;
  return (platformAdminPermissions[role] as readonly PlatformAdminAction[]).includes(action);
}
