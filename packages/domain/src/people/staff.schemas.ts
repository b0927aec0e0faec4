import { z } from 'zod';
import { emailField, paginationQuery, requiredText, searchTerm } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { accountStatuses, adminLevels } from '../shared/roles.ts';
import { adminRights, staffSubjectActions } from './people.permissions.ts';

/** Texts of the advisers' and practice admins' pages that the server answers with (en-GB). */
export const staffMessages = {
  'staff.adviserNotFound': 'This adviser does not exist.',
  'staff.adminNotFound': 'This practice admin does not exist.',
  'staff.emailInUse': 'Someone in this practice already uses this e-mail address.',
  'staff.noSignature': 'No signature is saved.',
  'staff.signatureForbidden': 'Only the adviser and directors can see this signature.',
  'staff.supportForbidden': 'Only this adviser and the practice directors can see or change their support.',
  'staff.teamForbidden': 'Only this practice admin and the practice directors can see their team.',
  'staff.adminDeactivated': 'This practice admin is deactivated and cannot be assigned.',
  'staff.adviserDeactivated': 'This adviser is deactivated, so no one can be assigned to support them.',
  'staff.notSupporting': 'This practice admin does not support this adviser.',
} as const;

/** An account's state: invited until the invitation is accepted, deactivated by a director. */
export const staffStatuses = accountStatuses;
export type StaffStatus = (typeof staffStatuses)[number];

const phoneField = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+\d][\d\s()-]*$/u, 'Enter a phone number using digits, spaces and +')
  .or(z.literal(''))
  .optional();
const jobTitleField = z.string().trim().max(100).optional();

const person = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  phone: phoneField,
};

export const createAdviserBody = z.object({
  ...person,
  email: emailField,
  job_title: jobTitleField,
  can_remove_clients: z.boolean().optional().default(false),
});
export type CreateAdviserBody = z.infer<typeof createAdviserBody>;

const atLeastOneField = [
  (value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined),
  { message: 'Change at least one detail.' },
] as const;

/** A director's edit of an adviser: any of the fields; `can_remove_clients` grants or revokes removal. */
export const updateAdviserBody = z
  .object({
    first_name: person.first_name.optional(),
    last_name: person.last_name.optional(),
    phone: phoneField,
    job_title: jobTitleField,
    can_remove_clients: z.boolean().optional(),
  })
  .refine(...atLeastOneField);
export type UpdateAdviserBody = z.infer<typeof updateAdviserBody>;

/** The adviser's own account settings besides the signature image (uploaded on its own). */
export const adviserSettingsBody = z.object({ is_profile_visible: z.boolean() });

export const createAdminBody = z.object({
  ...person,
  email: emailField,
  admin_level: z.enum(adminLevels, { error: messages['errors.required'] }),
});
export type CreateAdminBody = z.infer<typeof createAdminBody>;

export const updateAdminBody = z
  .object({
    first_name: person.first_name.optional(),
    last_name: person.last_name.optional(),
    phone: phoneField,
    admin_level: z.enum(adminLevels).optional(),
  })
  .refine(...atLeastOneField);
export type UpdateAdminBody = z.infer<typeof updateAdminBody>;

/** The rights an adviser grants a supporting admin; an empty list keeps the admin assigned with no extra rights. */
export const supportRightsBody = z.object({
  rights: z
    .array(z.enum(adminRights))
    .max(adminRights.length)
    .transform((rights) => [...new Set(rights)]),
});

export const staffListQuery = paginationQuery.extend({
  search: searchTerm.optional(),
  status: z.enum(staffStatuses).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const adminRightLabels = {
  sendRecommendationPack: 'Send recommendation packs',
  acceptRecommendationPack: 'Accept recommendation packs',
  shareFinancialStrategies: 'Share financial strategies',
  manageAdditionalAdvisers: 'Manage additional advisers',
  deactivateClients: 'Deactivate clients',
  deleteClients: 'Delete clients',
} as const satisfies Record<(typeof adminRights)[number], string>;

const staffMember = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(staffStatuses),
  invited_at: z.string().nullable(),
  created_at: z.string(),
});

export const adviserSchema = staffMember.extend({
  job_title: z.string().nullable(),
  can_remove_clients: z.boolean(),
  is_profile_visible: z.boolean(),
  has_signature: z.boolean(),
  clients_count: z.number().int(),
  supporting_admins_count: z.number().int(),
});
export type Adviser = z.infer<typeof adviserSchema>;

export const practiceAdminSchema = staffMember.extend({
  admin_level: z.enum(adminLevels),
  level_label: z.string(),
  advisers_count: z.number().int(),
});
export type PracticeAdmin = z.infer<typeof practiceAdminSchema>;

/** What the viewer may do on this member of staff's page (their support, team or signature). */
const staffPageActions = { actions: z.array(z.enum(staffSubjectActions)) };
export const adviserDetailSchema = adviserSchema.extend(staffPageActions);
export type AdviserDetail = z.infer<typeof adviserDetailSchema>;
export const practiceAdminDetailSchema = practiceAdminSchema.extend(staffPageActions);
export type PracticeAdminDetail = z.infer<typeof practiceAdminDetailSchema>;

const personSummary = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(staffStatuses),
});

/** One admin in an adviser's 'My support', with the rights the adviser granted. */
export const supportEntrySchema = z.object({
  admin: personSummary.extend({ admin_level: z.enum(adminLevels), level_label: z.string() }),
  rights: z.array(z.enum(adminRights)),
  assigned_at: z.string(),
});
export type SupportEntry = z.infer<typeof supportEntrySchema>;

/** One adviser in an admin's 'My team', with the rights that adviser granted. */
export const teamEntrySchema = z.object({
  adviser: personSummary,
  rights: z.array(z.enum(adminRights)),
  assigned_at: z.string(),
});
export type TeamEntry = z.infer<typeof teamEntrySchema>;
