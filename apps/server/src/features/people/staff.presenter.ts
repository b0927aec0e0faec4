import {
  type AdminLevel,
  type AdminRight,
  type Adviser,
  adminRights,
  type PracticeAdmin,
  roleLabel,
  type SupportEntry,
  type TeamEntry,
} from '@advice/domain';
import type { UserRow } from '../users/users.queries.ts';
import type { AdminRow, AdviserRow, AssignmentRow } from './staff.queries.ts';

function person(user: UserRow) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    status: user.status,
  };
}

function member(user: UserRow) {
  return {
    ...person(user),
    phone: user.phone,
    invited_at: user.invitedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

function levelOf(user: UserRow): AdminLevel {
  return user.adminLevel === 'prime' ? 'prime' : 'normal';
}

/** Stored rights, kept to the ones the domain still knows. */
function rightsOf(assignment: AssignmentRow): AdminRight[] {
  return adminRights.filter((right) => assignment.rights.includes(right));
}

export function presentAdviser({ user, clientsCount, supportingCount }: AdviserRow): Adviser {
  return {
    ...member(user),
    job_title: user.jobTitle,
    can_remove_clients: user.canRemoveClients,
    is_profile_visible: user.isProfileVisible,
    has_signature: user.signatureFileId !== null,
    clients_count: clientsCount,
    supporting_admins_count: supportingCount,
  };
}

export function presentAdmin({ user, advisersCount }: AdminRow): PracticeAdmin {
  const level = levelOf(user);
  return { ...member(user), admin_level: level, level_label: roleLabel('admin', level), advisers_count: advisersCount };
}

export function presentSupportEntry({ assignment, admin }: { assignment: AssignmentRow; admin: UserRow }): SupportEntry {
  const level = levelOf(admin);
  return {
    admin: { ...person(admin), admin_level: level, level_label: roleLabel('admin', level) },
    rights: rightsOf(assignment),
    assigned_at: assignment.createdAt.toISOString(),
  };
}

export function presentTeamEntry({ assignment, adviser }: { assignment: AssignmentRow; adviser: UserRow }): TeamEntry {
  return { adviser: person(adviser), rights: rightsOf(assignment), assigned_at: assignment.createdAt.toISOString() };
}
