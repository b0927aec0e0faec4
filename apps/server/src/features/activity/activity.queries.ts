import type { AuditEventView, Role } from '@advice/domain';
import { type AnyColumn, and, count, desc, eq, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { auditEvents, caseDocuments, users } from '../../db/schema/index.ts';

const person = alias(users, 'activity_person');

/**
 * The uuid an event's payload names under one of `keys` (after first, then before), or null; a value that
 * is not a uuid is no reference (and never a cast error). The same reading as the audit-trail pages'.
 */
function referencedId(keys: readonly string[]): SQL<string | null> {
  // The keys are this module's constants, written into the statement as literals: a bound parameter would leave `->>` ambiguous.
  const values = [auditEvents.after, auditEvents.before].flatMap((side) => keys.map((key) => sql`${side}->>${sql.raw(`'${key}'`)}`));
  const value = sql`coalesce(${sql.join(values, sql`, `)})`;
  return sql<
    string | null
  >`case when ${value} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${value})::uuid end`;
}

const documentId = referencedId(['document_id']);
const personId = referencedId(['adviser_id', 'admin_id', 'adviserId', 'adminId']);

const nameOf = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), '')`;

/**
 * The events matching `where`, newest first, a page of them, each with what its sentence needs: the actor's
 * name, the case document it is about and the adviser or admin it names, as they are called now.
 * `hideConcealedDocuments` names no document concealed from the client.
 */
export async function listActivityEvents(
  db: Tx,
  {
    practiceId,
    where,
    hideConcealedDocuments,
    limit,
    offset,
  }: { practiceId: string; where: SQL; hideConcealedDocuments: boolean; limit: number; offset: number },
): Promise<{ rows: AuditEventView[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: auditEvents,
        actorName: nameOf(users),
        document: { name: caseDocuments.name, fileName: caseDocuments.fileName, sizeBytes: caseDocuments.sizeBytes },
        personName: nameOf(person),
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .leftJoin(
        caseDocuments,
        and(
          eq(caseDocuments.id, documentId),
          eq(caseDocuments.practiceId, practiceId),
          hideConcealedDocuments ? eq(caseDocuments.concealedFromClient, false) : undefined,
        ),
      )
      .leftJoin(person, and(eq(person.id, personId), eq(person.practiceId, practiceId)))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return {
    rows: rows.map(({ event, actorName, document, personName }) => ({
      id: event.id,
      entity_kind: event.entityKind,
      action: event.action,
      actor_name: actorName,
      before: event.before,
      after: event.after,
      document: document ? { name: document.name, file_name: document.fileName, size_bytes: document.sizeBytes } : null,
      person_name: personName,
      created_at: event.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}

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
