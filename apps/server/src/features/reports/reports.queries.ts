import {
  type CaseStatus,
  type CaseType,
  type FigureRule,
  practiceFigureRules,
  practiceFigures,
  reportTimeZone,
  type UsageEvent,
} from '@advice/domain';
import { and, count, eq, inArray, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, clientCases, clientProfiles, meetingRooms, topUps, users } from '../../db/schema/index.ts';
import { periodCondition } from '../activity/activity.scope.ts';
import { personName } from '../people/person-names.ts';

/*
 * The reports' reads. Every period figure comes from audit_events (append-only, so a period's figures never
 * change); only `onBooks` (how many clients and prospects the practice has now) reads the people's own rows,
 * since "now" is no period's events. An event is put to an adviser through the client it is about (the client
 * themself, or their case, top-up or meeting room) and that client's adviser as the rows say now.
 */

type Period = { from: string; to: string };

/** The entity's id as a uuid, or null when it is not one (never a cast error). */
const entityUuid = sql`case when ${auditEvents.entityId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${auditEvents.entityId}::uuid end`;

/** The client an event is about, found through the entity it was written on (in the same practice). */
function clientOfEvent(practiceId: string): SQL {
  const through = (table: typeof clientCases | typeof topUps | typeof meetingRooms) =>
    sql`(select ${table.clientId} from ${table} where ${table.id} = ${entityUuid} and ${table.practiceId} = ${practiceId})`;
  return sql`case ${auditEvents.entityKind}
    when 'client' then ${entityUuid}
    when 'client-case' then ${through(clientCases)}
    when 'top-up' then ${through(topUps)}
    when 'advice-room' then ${through(meetingRooms)}
  end`;
}

/** The adviser of the client an event is about, as the client's row names them now. */
function adviserOfEvent(practiceId: string): SQL<string | null> {
  return sql<
    string | null
  >`(select ${users.adviserId} from ${users} where ${users.id} = ${clientOfEvent(practiceId)} and ${users.practiceId} = ${practiceId})`;
}

/** The status an event moved its entity into, or null when it moved none. */
const statusTo = sql<
  string | null
>`case when ${auditEvents.after}->>'status' is distinct from ${auditEvents.before}->>'status' then ${auditEvents.after}->>'status' end`;

function ruleCondition(rule: FigureRule): SQL {
  if (rule.statusTo !== undefined) return and(eq(auditEvents.entityKind, rule.kind), sql`${statusTo} = ${rule.statusTo}`) as SQL;
  return and(eq(auditEvents.entityKind, rule.kind), inArray(auditEvents.action, [...(rule.actions ?? [])])) as SQL;
}

const figureEventsCondition = or(...practiceFigures.map((figure) => ruleCondition(practiceFigureRules[figure]))) as SQL;

const inPeriod = (period: Period) => periodCondition({ ...period, timeZone: reportTimeZone });

/** A group of like events of a period: what they were, whose adviser's, and (top-ups) their amounts. */
export type FigureGroup = {
  kind: string;
  action: string;
  status_to: string | null;
  case_type: CaseType | null;
  currency: string | null;
  amount: number;
  adviser_id: string | null;
  count: number;
};

/** The period's events that any figure counts, grouped by what they were and whose adviser's. */
export async function listFigureGroups(tx: Tx, { practiceId, period }: { practiceId: string; period: Period }): Promise<FigureGroup[]> {
  const isCaseCreated = sql`${auditEvents.entityKind} = 'client-case' and ${auditEvents.action} = 'created'`;
  const isTopUpCreated = sql`${auditEvents.entityKind} = 'top-up' and ${auditEvents.action} = 'created'`;
  const caseType = sql<CaseType | null>`case when ${isCaseCreated} then ${auditEvents.after}->>'type' end`;
  const currency = sql<string | null>`case when ${isTopUpCreated} then ${auditEvents.after}->>'currency' end`;
  const adviser = adviserOfEvent(practiceId);
  const rows = await tx
    .select({
      kind: auditEvents.entityKind,
      action: auditEvents.action,
      status_to: statusTo,
      case_type: caseType,
      currency,
      amount: sql<string>`coalesce(sum(case when ${isTopUpCreated} then (${auditEvents.after}->>'amount')::numeric end), 0)`,
      adviser_id: adviser,
      count: count(),
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.practiceId, practiceId), inPeriod(period), figureEventsCondition))
    // By position: the adviser's subquery carries the practice as a bound parameter, which PostgreSQL would not
    // match between the select list and a GROUP BY written out again.
    .groupBy(sql.raw('1, 2, 3, 4, 5, 7'));
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/**
 * Every case of the practice as it stood at the end of the period, by status and adviser: each case's last
 * event that named its status (its creation, then each move), up to the end of `to`.
 */
export async function listCaseStatusesAt(
  tx: Tx,
  { practiceId, to }: { practiceId: string; to: string },
): Promise<{ status: CaseStatus; adviser_id: string | null; count: number }[]> {
  const end = sql`((${to}::date + 1)::timestamp at time zone ${reportTimeZone})`;
  const latest = tx
    .selectDistinctOn([auditEvents.entityId], {
      entityId: auditEvents.entityId,
      status: sql<CaseStatus>`${auditEvents.after}->>'status'`.as('status'),
      adviserId: adviserOfEvent(practiceId).as('adviser_id'),
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.practiceId, practiceId),
        eq(auditEvents.entityKind, 'client-case'),
        sql`${auditEvents.after} ? 'status'`,
        sql`${auditEvents.createdAt} < ${end}`,
      ),
    )
    .orderBy(auditEvents.entityId, sql`${auditEvents.createdAt} desc`, sql`${auditEvents.id} desc`)
    .as('latest');
  return tx
    .select({ status: latest.status, adviser_id: latest.adviserId, count: count() })
    .from(latest)
    .groupBy(latest.status, latest.adviserId);
}

/** The practice's advisers (deactivated ones too: their clients' events still count), by name. */
export async function listAdvisers(tx: Tx, practiceId: string): Promise<{ id: string; name: string }[]> {
  const rows = await tx
    .select({ id: users.id, name: personName })
    .from(users)
    .where(and(eq(users.practiceId, practiceId), eq(users.role, 'adviser')))
    .orderBy(users.firstName, users.lastName, users.id);
  return rows.map((row) => ({ id: row.id, name: row.name ?? '' }));
}

/** Clients and prospects on the practice's books now: their rows, as no period's events say it. */
export async function countOnBooks(tx: Tx, practiceId: string): Promise<{ clients: number; prospects: number }> {
  const rows = await tx
    .select({ kind: clientProfiles.kind, count: count() })
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(and(eq(clientProfiles.practiceId, practiceId), eq(users.practiceId, practiceId), ne(users.status, 'deactivated')))
    .groupBy(clientProfiles.kind);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.count ?? 0;
  return { clients: of('client'), prospects: of('prospect') };
}

/** One person's events of a period, by kind and action, with their last. */
export type UsageGroup = UsageEvent & { actor_id: string; last_at: Date | null };

/** The period's events whose actor is one of the practice's people of `role`, by actor, kind and action. */
export async function listUsageGroups(
  tx: Tx,
  { practiceId, period, role }: { practiceId: string; period: Period; role: 'adviser' | 'client' },
): Promise<UsageGroup[]> {
  const rows = await tx
    .select({
      actor_id: sql<string>`${auditEvents.actorId}`,
      kind: auditEvents.entityKind,
      action: auditEvents.action,
      count: count(),
      last_at: max(auditEvents.createdAt),
    })
    .from(auditEvents)
    .innerJoin(users, and(eq(users.id, auditEvents.actorId), eq(users.practiceId, practiceId), eq(users.role, role)))
    .where(and(eq(auditEvents.practiceId, practiceId), inPeriod(period)))
    .groupBy(auditEvents.actorId, auditEvents.entityKind, auditEvents.action);
  return rows;
}
