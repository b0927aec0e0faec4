import type { AuditEntityKind, AuditEventView } from '@advice/domain';
import { type AnyColumn, and, count, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { auditEvents, caseDocuments, users } from '../../db/schema/index.ts';

const person = alias(users, 'audit_person');

/**
 * The uuid an event's payload names under one of `keys` (after first, then before), or null. Older
 * rows spell keys in camelCase; a value that is not a uuid is no reference (and never a cast error).
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

/** A person's full name as SQL, null when they have none (or are gone). */
export const nameOf = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), '')`;

/**
 * One entity's audit events, newest first, with what the audit-trail pages need to say each as a
 * sentence (see {@link listAuditEvents}). `actions` narrows to some; `except` leaves out the events a
 * reader may not see; `hideConcealedDocuments` names no document concealed from the client.
 */
export async function listEntityAudit(
  tx: Tx,
  {
    practiceId,
    entityKind,
    entityId,
    actions,
    except,
    hideConcealedDocuments = false,
    limit,
    offset,
  }: {
    practiceId: string;
    entityKind: AuditEntityKind;
    entityId: string;
    actions?: readonly string[] | undefined;
    except?: SQL | undefined;
    hideConcealedDocuments?: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: AuditEventView[]; total: number }> {
  const where = and(
    eq(auditEvents.practiceId, practiceId),
    eq(auditEvents.entityKind, entityKind),
    eq(auditEvents.entityId, entityId),
    actions ? inArray(auditEvents.action, [...actions]) : undefined,
    except ? not(except) : undefined,
  );
  return listAuditEvents(tx, { practiceId, where, hideConcealedDocuments, limit, offset });
}

/**
 * The practice's audit events matching `where`, newest first, a page of them, each with what its sentence
 * needs: the actor's name, the case document it is about and the adviser or admin it names (as they are
 * called now, found in the same query). `hideConcealedDocuments` names no document concealed from the client.
 * `practiceId: null` reads across practices (the platform's own trail): each event's names come from its own practice.
 */
export async function listAuditEvents(
  tx: Tx,
  {
    practiceId,
    where,
    hideConcealedDocuments,
    limit,
    offset,
  }: { practiceId: string | null; where: SQL | undefined; hideConcealedDocuments: boolean; limit: number; offset: number },
): Promise<{ rows: AuditEventView[]; total: number }> {
  const inPractice = (column: AnyColumn) => (practiceId === null ? eq(column, auditEvents.practiceId) : eq(column, practiceId));
  const [rows, [total]] = await Promise.all([
    tx
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
          inPractice(caseDocuments.practiceId),
          hideConcealedDocuments ? eq(caseDocuments.concealedFromClient, false) : undefined,
        ),
      )
      .leftJoin(person, and(eq(person.id, personId), inPractice(person.practiceId)))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    tx.select({ value: count() }).from(auditEvents).where(where),
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
