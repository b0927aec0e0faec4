import { and, count, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';

/**
 * One entity's audit events, newest first, with the actor's name (the audit-trail pages); `actions`
 * narrows to some, `except` leaves out the events a reader may not see.
 */
export async function listEntityAudit(
  tx: Tx,
  {
    practiceId,
    entityKind,
    entityId,
    actions,
    except,
    limit,
    offset,
  }: {
    practiceId: string;
    entityKind: string;
    entityId: string;
    actions?: readonly string[] | undefined;
    except?: SQL | undefined;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    eq(auditEvents.practiceId, practiceId),
    eq(auditEvents.entityKind, entityKind),
    eq(auditEvents.entityId, entityId),
    actions ? inArray(auditEvents.action, [...actions]) : undefined,
    except ? not(except) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({ event: auditEvents, firstName: users.firstName, lastName: users.lastName })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    tx.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return {
    items: rows.map(({ event, firstName, lastName }) => ({
      id: event.id,
      action: event.action,
      actor_name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      before: event.before,
      after: event.after,
      created_at: event.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
