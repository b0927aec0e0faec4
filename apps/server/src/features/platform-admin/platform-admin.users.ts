import {
  type Actor,
  AppError,
  type Pagination,
  type PlatformUser,
  platformAdminMessages,
  type ReactivateAccountBody,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import { practices } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { auditKind, type RequestInfo } from '../auth/auth.service.ts';
import { findUser, updateUser } from '../users/users.queries.ts';
import { assertPlatformRight } from './platform-admin.access.ts';
import { searchPlatformUsers } from './platform-admin.queries.ts';

/** People across every practice by name or e-mail: where they are, in what role, whether they can sign in. */
export async function findPlatformUsers(
  runtime: Runtime,
  actor: Actor,
  query: Pagination & { query: string },
): Promise<{ rows: PlatformUser[]; total: number }> {
  assertPlatformRight(actor, 'platform.read');
  return searchPlatformUsers(runtime.db, { term: query.query, ...pageOffset(query) });
}

/**
 * Reactivates a deactivated account (spec 1 §6: only through the provider's support), with the reason, audited on
 * the account and on its practice, whose director reads it in the practice's audit trail.
 */
export async function reactivateUser(
  runtime: Runtime,
  actor: Actor,
  userId: string,
  body: ReactivateAccountBody,
  request: RequestInfo,
): Promise<PlatformUser> {
  assertPlatformRight(actor, 'platform.write');
  return inTransaction(runtime, async ({ tx }) => {
    const target = await findUser(tx, { id: userId, practiceId: null });
    if (!target) throw new AppError('resource.not_found', { detail: platformAdminMessages['platformAdmin.userNotFound'] });
    if (target.status !== 'deactivated')
      throw new AppError('state.illegal_transition', { detail: platformAdminMessages['platformAdmin.notDeactivated'] });
    const status = target.confirmedAt ? 'active' : 'invited';
    const updated = await updateUser(tx, target, { status, deactivatedAt: null });
    const entry = { actor, practiceId: target.practiceId, ip: request.ip } as const;
    await writeAudit(tx, {
      ...entry,
      entityKind: auditKind(target),
      entityId: target.id,
      action: 'activated',
      before: { status: 'deactivated' },
      after: { status },
    });
    if (target.practiceId)
      await writeAudit(tx, {
        ...entry,
        entityKind: 'practice',
        entityId: target.practiceId,
        action: 'account_reactivated',
        before: { status: 'deactivated' },
        after: { user_id: target.id, name: `${target.firstName} ${target.lastName}`, role: target.role, reason: body.reason, status },
      });
    const [practice] = target.practiceId
      ? await tx.select({ id: practices.id, name: practices.name }).from(practices).where(eq(practices.id, target.practiceId))
      : [];
    return {
      id: updated.id,
      first_name: updated.firstName,
      last_name: updated.lastName,
      email: updated.email,
      role: updated.role,
      status: updated.status,
      practice: practice ?? null,
    };
  });
}
