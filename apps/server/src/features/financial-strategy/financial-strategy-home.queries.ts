import type { FinancialStrategyToShare } from '@advice/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { financialStrategies, users } from '../../db/schema/index.ts';
import type { PracticeActor } from '../../http/tenant.ts';
import { clientScope } from '../people/client-access.ts';

/**
 * The strategies not shared yet, of the clients this member of staff may manage strategies for (the one
 * client scope): each with what it still needs, its document or only the share; longest waiting first.
 */
export async function listStrategiesToShare(
  db: Tx,
  actor: PracticeActor,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: FinancialStrategyToShare[]; total: number }> {
  const where = and(
    eq(financialStrategies.practiceId, actor.practiceId),
    isNull(financialStrategies.sharedAt),
    clientScope(actor, 'financialStrategy.manage', users),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: financialStrategies.id,
        title: financialStrategies.title,
        fileId: financialStrategies.fileId,
        updatedAt: financialStrategies.updatedAt,
        clientId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(financialStrategies)
      .innerJoin(users, eq(users.id, financialStrategies.clientId))
      .where(where)
      .orderBy(asc(financialStrategies.createdAt), asc(financialStrategies.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(financialStrategies).innerJoin(users, eq(users.id, financialStrategies.clientId)).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      client: { id: row.clientId, first_name: row.firstName, last_name: row.lastName },
      next_step: row.fileId === null ? 'upload' : 'share',
      updated_at: row.updatedAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
