import { type CurrentUser, canStaff, type StaffAction } from '@advice/domain';

/** The domain's practice-wide staff rule for the signed-in user, admin level included, as the server applies it. */
export function canDoStaff(user: Pick<CurrentUser, 'role' | 'admin_level'>, action: StaffAction): boolean {
  return canStaff({ role: user.role, adminLevel: user.admin_level }, action);
}
