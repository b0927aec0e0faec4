import { type CaseType, type ConsumerDutyEvent, consumerDutySourceActions, reportTimeZone } from '@advice/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, clientCases } from '../../db/schema/index.ts';

/*
 * The pack's one read: the audit events its figures are counted from, of one client or of every client of the
 * practice, up to the end of the period (earlier ones too: a to-do's due date, or a message answered in the
 * period, may have been written before it). The domain's tally does the counting.
 */

const actionsOf = (kind: string) => consumerDutySourceActions.filter((entry) => entry.kind === kind).map((entry) => entry.action);

/** The case types whose every event is read: a client's request waits for the first thing staff do on it. */
const requestCaseTypes: CaseType[] = ['meeting_request', 'online_advice_request'];

type Scope = { practiceId: string; clientId: string | null; to: string };

export async function listConsumerDutyEvents(tx: Tx, { practiceId, clientId, to }: Scope): Promise<ConsumerDutyEvent[]> {
  const end = sql`((${to}::date + 1)::timestamp at time zone ${reportTimeZone})`;
  const onClient = and(
    eq(auditEvents.entityKind, 'client'),
    inArray(auditEvents.action, actionsOf('client')),
    clientId ? eq(auditEvents.entityId, clientId) : undefined,
  );
  const onCase = and(
    eq(auditEvents.entityKind, 'client-case'),
    sql`${clientCases.id} is not null`,
    or(inArray(auditEvents.action, actionsOf('client-case')), inArray(clientCases.type, requestCaseTypes)),
    clientId ? eq(clientCases.clientId, clientId) : undefined,
  );
  const rows = await tx
    .select({
      id: auditEvents.id,
      client_id: sql<string>`coalesce(${clientCases.clientId}::text, ${auditEvents.entityId})`,
      kind: auditEvents.entityKind,
      action: auditEvents.action,
      case_type: sql<CaseType | null>`${clientCases.type}`,
      entity_id: auditEvents.entityId,
      actor_id: auditEvents.actorId,
      at: auditEvents.createdAt,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .leftJoin(
      clientCases,
      and(
        eq(auditEvents.entityKind, 'client-case'),
        sql`${clientCases.id}::text = ${auditEvents.entityId}`,
        eq(clientCases.practiceId, practiceId),
      ),
    )
    .where(and(eq(auditEvents.practiceId, practiceId), sql`${auditEvents.createdAt} < ${end}`, or(onClient, onCase)) as SQL)
    .orderBy(auditEvents.createdAt, auditEvents.id);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
