import { type Actor, AppError, canPlatform, type PlatformAdminAction, platformAdminMessages } from '@advice/domain';

/** Support admins read; only super admins change anything (spec 1 §6). */
export function assertPlatformRight(actor: Actor, action: PlatformAdminAction): void {
  if (!canPlatform(actor.role, action)) throw new AppError('auth.forbidden', { detail: platformAdminMessages['platformAdmin.readOnly'] });
}
