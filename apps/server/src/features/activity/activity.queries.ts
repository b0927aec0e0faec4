import type { Role } from '@advice/domain';
import { count, eq, max, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { nameOf } from '../audit/audit.reader.ts';

/** How many times one person took one action on the client's entities, and when last. */
export type ActionTally = {
  actorId: string | null;
  actorName: string | null;
  role: Role | null;
  entityKind: string;
  action: string;
  count: number;
  lastAt: Date;
};

/** The events matching `where`, counted per person and action: the figures of the interaction reports. */
export async function tallyActions(db: Tx, where: SQL): Promise<ActionTally[]> {
  const rows = await db
    .select({
      actorId: users.id,
      actorName: nameOf(users),
      role: users.role,
      entityKind: auditEvents.entityKind,
      action: auditEvents.action,
      count: count(),
      lastAt: max(auditEvents.createdAt),
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(where)
    .groupBy(users.id, users.firstName, users.lastName, users.role, auditEvents.entityKind, auditEvents.action);
  return rows.map((row) => ({ ...row, lastAt: row.lastAt ?? new Date(0) }));
}
