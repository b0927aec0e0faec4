import { twoFactorMethodWords } from '../auth/auth.audit.ts';
import type { TwoFactorMethod } from '../auth/auth.schemas.ts';
import {
  type AuditDescribers,
  type AuditFacts,
  changedFieldsOf,
  fieldOf,
  formatFileSize,
  listOf,
  type NoPayload,
  numberOf,
  sentence,
  textOf,
} from '../shared/audit.ts';
import type { ClientDetailsBody } from './client-account.schemas.ts';
import type { AdminRight } from './people.permissions.ts';

type AdviserNamed = { adviser_id: string; adviser_name: string | null };
type Method = { method: TwoFactorMethod };

/** Every action staff (or the client) take on a client's account (entity kind `client`), with its payload. */
export type ClientAuditEvents = {
  created: { after: { adviser_id: string; welcome_video: boolean } };
  created_in_bulk: { after: { adviser_id: string | null; additional_adviser_ids: string[] } };
  prospect_invited: NoPayload;
  invitation_cancelled: { after: { status: 'deactivated' } };
  prospect_assigned: { after: { adviser_id: string } };
  additional_adviser_added: { after: AdviserNamed };
  additional_adviser_removed: { before: AdviserNamed };
  adviser_changed: { before: { adviser_id: string | null }; after: AdviserNamed };
  two_factor_reset: { before: Method; after: Method };
  password_reset_started: NoPayload;
  removed: { before: { name: string; status: string } };
  letter_of_authority_uploaded: { after: { size_bytes: number } };
  details_updated: { before: ClientDetailsAudit; after: ClientDetailsAudit };
  tags_updated: { before: { tags: string[] }; after: { tags: string[] } };
};
export type ClientDetailsAudit = Partial<Record<keyof ClientDetailsBody, unknown>>;

type StaffFields = Partial<
  Record<'email' | 'first_name' | 'last_name' | 'phone' | 'job_title' | 'can_remove_clients' | 'admin_level', unknown>
>;
/** The rights as stored: names of {@link AdminRight}. */
type Support = { admin_id: string; rights: readonly string[] };

/** Every action on a member of staff's account (entity kind `user`) besides the account's own, with its payload. */
export type StaffAuditEvents = {
  adviser_created: { after: { email: string; first_name: string; last_name: string; can_remove_clients: boolean } };
  adviser_updated: { before: StaffFields; after: StaffFields };
  can_remove_clients_granted: NoPayload;
  can_remove_clients_revoked: NoPayload;
  settings_updated: { before: { is_profile_visible: boolean }; after: { is_profile_visible: boolean } };
  signature_updated: NoPayload;
  signature_removed: NoPayload;
  admin_created: { after: { email: string; first_name: string; last_name: string; admin_level: string | null } };
  admin_updated: { before: StaffFields; after: StaffFields };
  support_assigned: { after: Support };
  support_rights_changed: { before: Support; after: Support };
  support_unassigned: { before: Support };
  auto_follow_changed: { before: { enabled: boolean }; after: { enabled: boolean } };
};

/** Every action on a client tag (entity kind `client-tag`), with its payload. */
export type ClientTagAuditEvents = {
  created: { after: { name: string } };
  renamed: { before: { name: string }; after: { name: string } };
  deleted: { before: { name: string } };
};

export const peopleAuditMessages = {
  'audit.client.created': '{{actor}} added the client, with {{adviser}} as their adviser',
  'audit.client.createdNoAdviser': '{{actor}} added the client',
  'audit.client.createdInBulk': '{{actor}} added the client in a bulk import, with {{adviser}} as their adviser',
  'audit.client.createdInBulkNoAdviser': '{{actor}} added the client in a bulk import',
  'audit.client.prospectInvited': '{{actor}} invited the prospect',
  'audit.client.invitationCancelled': '{{actor}} cancelled the invitation',
  'audit.client.prospectAssigned': '{{actor}} assigned the prospect to {{adviser}}',
  'audit.client.prospectAssignedUnknown': '{{actor}} assigned the prospect to an adviser',
  'audit.client.additionalAdviserAdded': '{{actor}} added {{adviser}} as an additional adviser',
  'audit.client.additionalAdviserAddedUnknown': '{{actor}} added an additional adviser',
  'audit.client.additionalAdviserRemoved': '{{actor}} removed {{adviser}} as an additional adviser',
  'audit.client.additionalAdviserRemovedUnknown': '{{actor}} removed an additional adviser',
  'audit.client.adviserChanged': '{{actor}} made {{adviser}} the client’s adviser',
  'audit.client.adviserChangedUnknown': '{{actor}} changed the client’s adviser',
  'audit.client.twoFactorReset': '{{actor}} set the client’s two-factor sign-in to {{method}}',
  'audit.client.twoFactorTurnedOff': '{{actor}} turned off the client’s two-factor sign-in',
  'audit.client.passwordResetStarted': '{{actor}} sent the client a password reset link',
  'audit.client.removed': '{{actor}} removed the client {{name}}',
  'audit.client.removedUnnamed': '{{actor}} removed the client',
  'audit.client.letterUploaded': '{{actor}} uploaded a letter of authority ({{size}})',
  'audit.client.letterUploadedNoSize': '{{actor}} uploaded a letter of authority',
  'audit.client.detailsUpdated': '{{actor}} changed the {{fields}}',
  'audit.client.detailsSaved': '{{actor}} saved the client’s details',
  'audit.client.tagsUpdated': '{{actor}} set the tags to {{tags}}',
  'audit.client.tagsCleared': '{{actor}} removed every tag',
  'audit.staff.adviserCreated': '{{actor}} invited {{name}} as an adviser',
  'audit.staff.adviserCreatedUnnamed': '{{actor}} invited an adviser',
  'audit.staff.updated': '{{actor}} changed the {{fields}}',
  'audit.staff.saved': '{{actor}} saved the details unchanged',
  'audit.staff.removeClientsGranted': '{{actor}} allowed the adviser to remove clients',
  'audit.staff.removeClientsRevoked': '{{actor}} stopped the adviser removing clients',
  'audit.staff.profileShown': '{{actor}} showed the adviser’s profile to clients',
  'audit.staff.profileHidden': '{{actor}} hid the adviser’s profile from clients',
  'audit.staff.signatureUpdated': '{{actor}} changed the signature',
  'audit.staff.signatureRemoved': '{{actor}} removed the signature',
  'audit.staff.adminCreated': '{{actor}} invited {{name}} as a practice admin',
  'audit.staff.adminCreatedUnnamed': '{{actor}} invited a practice admin',
  'audit.staff.supportAssigned': '{{actor}} made {{admin}} a supporting admin',
  'audit.staff.supportAssignedUnknown': '{{actor}} assigned a supporting admin',
  'audit.staff.supportRightsChanged': '{{actor}} changed what {{admin}} may do as a supporting admin',
  'audit.staff.supportRightsChangedUnknown': '{{actor}} changed a supporting admin’s rights',
  'audit.staff.supportUnassigned': '{{actor}} removed {{admin}} as a supporting admin',
  'audit.staff.supportUnassignedUnknown': '{{actor}} removed a supporting admin',
  'audit.staff.autoFollowOn': '{{actor}} turned on following every new client automatically',
  'audit.staff.autoFollowOff': '{{actor}} turned off following every new client automatically',
  'audit.tag.created': '{{actor}} created the tag “{{name}}”',
  'audit.tag.renamed': '{{actor}} renamed the tag “{{from}}” to “{{to}}”',
  'audit.tag.deleted': '{{actor}} deleted the tag “{{name}}”',
  'audit.tag.changed': '{{actor}} changed a tag',
} as const;
type Key = keyof typeof peopleAuditMessages;

const clientFieldLabels: Readonly<Record<string, string>> = {
  first_name: 'first name',
  last_name: 'last name',
  phone: 'phone number',
  line1: 'first address line',
  line2: 'second address line',
  city: 'city',
  post_code: 'post code',
  country: 'country',
  date_of_birth: 'date of birth',
  gender: 'gender',
  marital_status: 'marital status',
  net_worth: 'net worth',
  est_total_case_size: 'estimated total case size',
};

const staffFieldLabels: Readonly<Record<string, string>> = {
  email: 'e-mail address',
  first_name: 'first name',
  last_name: 'last name',
  phone: 'phone number',
  job_title: 'job title',
  can_remove_clients: 'permission to remove clients',
  admin_level: 'admin level',
  is_profile_visible: 'profile visibility',
};

/** The adviser an event names: its own record of the name, else the person the reader found by id. */
function adviserOf(payload: unknown, facts: AuditFacts<unknown>): string | undefined {
  return textOf(fieldOf(payload, 'adviser_name')) ?? textOf(fieldOf(payload, 'adviser')) ?? facts.person ?? undefined;
}

const fullNameOf = (payload: unknown) =>
  textOf([textOf(fieldOf(payload, 'first_name')), textOf(fieldOf(payload, 'last_name'))].filter(Boolean).join(' '));

function named<K extends Key>(facts: AuditFacts<unknown>, value: string | undefined, known: K, unknown: K, param: string) {
  return value ? sentence<Key>(known, facts, { [param]: value }) : sentence<Key>(unknown, facts);
}

/** How each client event reads: "Priya Shah added Tom Reed as an additional adviser". */
export const clientAuditSentences: AuditDescribers<ClientAuditEvents, Key> = {
  created: (facts) => named(facts, facts.person ?? undefined, 'audit.client.created', 'audit.client.createdNoAdviser', 'adviser'),
  created_in_bulk: (facts) =>
    named(facts, facts.person ?? undefined, 'audit.client.createdInBulk', 'audit.client.createdInBulkNoAdviser', 'adviser'),
  prospect_invited: (facts) => sentence<Key>('audit.client.prospectInvited', facts),
  invitation_cancelled: (facts) => sentence<Key>('audit.client.invitationCancelled', facts),
  prospect_assigned: (facts) =>
    named(facts, adviserOf(facts.after, facts), 'audit.client.prospectAssigned', 'audit.client.prospectAssignedUnknown', 'adviser'),
  additional_adviser_added: (facts) =>
    named(
      facts,
      adviserOf(facts.after, facts),
      'audit.client.additionalAdviserAdded',
      'audit.client.additionalAdviserAddedUnknown',
      'adviser',
    ),
  additional_adviser_removed: (facts) =>
    named(
      facts,
      adviserOf(facts.before, facts),
      'audit.client.additionalAdviserRemoved',
      'audit.client.additionalAdviserRemovedUnknown',
      'adviser',
    ),
  adviser_changed: (facts) =>
    named(facts, adviserOf(facts.after, facts), 'audit.client.adviserChanged', 'audit.client.adviserChangedUnknown', 'adviser'),
  two_factor_reset: (facts) => {
    const method = facts.after.method;
    if (method === 'email' || method === 'authenticator')
      return sentence<Key>('audit.client.twoFactorReset', facts, { method: twoFactorMethodWords[method] });
    return sentence<Key>('audit.client.twoFactorTurnedOff', facts);
  },
  password_reset_started: (facts) => sentence<Key>('audit.client.passwordResetStarted', facts),
  removed: (facts) => named(facts, textOf(facts.before.name), 'audit.client.removed', 'audit.client.removedUnnamed', 'name'),
  letter_of_authority_uploaded: (facts) => {
    const size = numberOf(facts.after.size_bytes) ?? numberOf(fieldOf(facts.after, 'bytes'));
    return size === undefined
      ? sentence<Key>('audit.client.letterUploadedNoSize', facts)
      : sentence<Key>('audit.client.letterUploaded', facts, { size: formatFileSize(size) });
  },
  details_updated: (facts) => {
    const fields = changedFieldsOf(facts.before, facts.after, clientFieldLabels);
    return fields.length > 0
      ? sentence<Key>('audit.client.detailsUpdated', facts, { fields: listOf(fields) })
      : sentence<Key>('audit.client.detailsSaved', facts);
  },
  tags_updated: (facts) => {
    const tags = Array.isArray(facts.after.tags) ? facts.after.tags.filter((t): t is string => typeof t === 'string') : [];
    return tags.length > 0
      ? sentence<Key>('audit.client.tagsUpdated', facts, { tags: listOf(tags.map((t) => `“${t}”`)) })
      : sentence<Key>('audit.client.tagsCleared', facts);
  },
};

function staffChanged(facts: AuditFacts<StaffAuditEvents['adviser_updated']>) {
  const fields = changedFieldsOf(facts.before, facts.after, staffFieldLabels);
  return fields.length > 0
    ? sentence<Key>('audit.staff.updated', facts, { fields: listOf(fields) })
    : sentence<Key>('audit.staff.saved', facts);
}

/** How each staff event reads: "Helen Ward made Sam Lee a supporting admin". */
export const staffAuditSentences: AuditDescribers<StaffAuditEvents, Key> = {
  adviser_created: (facts) =>
    named(facts, fullNameOf(facts.after), 'audit.staff.adviserCreated', 'audit.staff.adviserCreatedUnnamed', 'name'),
  adviser_updated: staffChanged,
  can_remove_clients_granted: (facts) => sentence<Key>('audit.staff.removeClientsGranted', facts),
  can_remove_clients_revoked: (facts) => sentence<Key>('audit.staff.removeClientsRevoked', facts),
  settings_updated: (facts) =>
    sentence<Key>(facts.after.is_profile_visible === false ? 'audit.staff.profileHidden' : 'audit.staff.profileShown', facts),
  signature_updated: (facts) => sentence<Key>('audit.staff.signatureUpdated', facts),
  signature_removed: (facts) => sentence<Key>('audit.staff.signatureRemoved', facts),
  admin_created: (facts) => named(facts, fullNameOf(facts.after), 'audit.staff.adminCreated', 'audit.staff.adminCreatedUnnamed', 'name'),
  admin_updated: staffChanged,
  support_assigned: (facts) =>
    named(facts, facts.person ?? undefined, 'audit.staff.supportAssigned', 'audit.staff.supportAssignedUnknown', 'admin'),
  support_rights_changed: (facts) =>
    named(facts, facts.person ?? undefined, 'audit.staff.supportRightsChanged', 'audit.staff.supportRightsChangedUnknown', 'admin'),
  support_unassigned: (facts) =>
    named(facts, facts.person ?? undefined, 'audit.staff.supportUnassigned', 'audit.staff.supportUnassignedUnknown', 'admin'),
  auto_follow_changed: (facts) =>
    sentence<Key>(facts.after.enabled === true ? 'audit.staff.autoFollowOn' : 'audit.staff.autoFollowOff', facts),
};

/** How each tag event reads: "Helen Ward renamed the tag “VIP” to “Priority”". */
export const clientTagAuditSentences: AuditDescribers<ClientTagAuditEvents, Key> = {
  created: (facts) => named(facts, textOf(facts.after.name), 'audit.tag.created', 'audit.tag.changed', 'name'),
  renamed: (facts) => {
    const from = textOf(facts.before.name);
    const to = textOf(facts.after.name);
    return from && to ? sentence<Key>('audit.tag.renamed', facts, { from, to }) : sentence<Key>('audit.tag.changed', facts);
  },
  deleted: (facts) => named(facts, textOf(facts.before.name), 'audit.tag.deleted', 'audit.tag.changed', 'name'),
};
