import { addressOf, type CurrentUser, roleAreas, roleLabel, staffActionsFor, usersEndpoints } from '@advice/domain';
import { fileVersion } from '../files/stored-files.ts';
import type { UserRow } from './users.queries.ts';

export function presentCurrentUser(user: UserRow, expiresAt: Date, canChooseSessionTimeout: boolean): CurrentUser {
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
    actions: staffActionsFor({ role, adminLevel }),
  };
}
