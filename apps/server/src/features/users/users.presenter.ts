import {
  type AdminLevel,
  addressOf,
  type CurrentUser,
  type Role,
  roleAreas,
  roleLabel,
  type StaffAction,
  staffActionsFor,
  usersEndpoints,
} from '@advice/domain';
import { users } from '../../db/schema/index.ts';
import { fileVersion } from '../files/stored-files.ts';

/**
 * The user's columns the current-user answer shows: every signed-in request reads these with its session, so
 * it reads no more (not the password hash or the authenticator's secret).
 */
export const currentUserColumns = {
  id: users.id,
  practiceId: users.practiceId,
  role: users.role,
  adminLevel: users.adminLevel,
  email: users.email,
  unconfirmedEmail: users.unconfirmedEmail,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  twoFactorMethod: users.twoFactorMethod,
  sessionTimeoutMinutes: users.sessionTimeoutMinutes,
  avatarFileId: users.avatarFileId,
  autoFollowNewClients: users.autoFollowNewClients,
  tourGuideCompletedAt: users.tourGuideCompletedAt,
};

export type CurrentUserRow = { [K in keyof typeof currentUserColumns]: (typeof users.$inferSelect)[K] };

/** The practice-wide actions of each role and admin level: the same for everyone who has them, so worked out once. */
const actionsByRole = new Map<string, readonly StaffAction[]>();

function actionsOf(role: Role, adminLevel: AdminLevel | null): StaffAction[] {
  const key = `${role}/${adminLevel ?? ''}`;
  let actions = actionsByRole.get(key);
  if (!actions) {
    actions = staffActionsFor({ role, adminLevel });
    actionsByRole.set(key, actions);
  }
  return [...actions];
}

export function presentCurrentUser(user: CurrentUserRow, expiresAt: Date, canChooseSessionTimeout: boolean): CurrentUser {
  const role = user.role;
  const adminLevel = user.adminLevel;
  return {
    id: user.id,
    email: user.email,
    unconfirmed_email: user.unconfirmedEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role,
    admin_level: adminLevel,
    role_label: roleLabel(role, adminLevel),
    area: roleAreas[role],
    practice_id: user.practiceId,
    two_factor_method: user.twoFactorMethod,
    session_timeout_duration: user.sessionTimeoutMinutes,
    session_expires_at: expiresAt.toISOString(),
    avatar_url: user.avatarFileId ? addressOf(usersEndpoints.getAvatar, { id: user.id }, { v: fileVersion(user.avatarFileId) }) : null,
    can_choose_session_timeout: canChooseSessionTimeout,
    auto_follow_new_clients: user.autoFollowNewClients,
    is_tour_guide_completed: user.tourGuideCompletedAt !== null,
    actions: actionsOf(role, adminLevel),
  };
}
