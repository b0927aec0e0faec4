import { type CurrentUser, can, canStaff, type StaffAction, type StaffSubjectAction, staffSubjectOf } from '@advice/domain';

/** The domain's practice-wide staff rule for the signed-in user, admin level included, as the server applies it. */
export function canDoStaff(user: Pick<CurrentUser, 'role' | 'admin_level'>, action: StaffAction): boolean {
  return canStaff({ role: user.role, adminLevel: user.admin_level }, action);
}

/**
 * The domain's relation table for one member of staff's page (their support, team or signature): the
 * signed-in user stands to them as themself or a director, the relations these actions turn on.
 */
export function canDoOnStaff(user: Pick<CurrentUser, 'id' | 'role' | 'admin_level'>, action: StaffSubjectAction, staffId: string): boolean {
  const actor = { role: user.role, adminLevel: user.admin_level, canRemoveClients: false };
  return can(actor, action, staffSubjectOf({ userId: user.id, role: user.role }, staffId));
}
