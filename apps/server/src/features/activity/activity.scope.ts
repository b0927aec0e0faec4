import { type ActivityArea, type ActivityAreaRule, type AuditEntityKind, activityAreaRules } from '@advice/domain';
import { and, eq, inArray, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { auditEvents, caseDocuments, clientCases, financialStrategies, topUps } from '../../db/schema/index.ts';
import { hiddenFromClientCondition } from '../cases/cases.queries.ts';

/*
 * Which audit events are a client's activity, as SQL: the events on the client themself, on their cases,
 * their top-ups and their financial strategies. For the client's own reading, what is not theirs to see
 * is left out (`actionsCondition`, `concealedDocumentsCondition`).
 */

/** Who reads the events: the client sees only what is theirs to see; staff see everything the scope holds. */
export type ActivityReader = 'client' | 'staff';

type ClientRef = { practiceId: string; clientId: string; reader: ActivityReader };

const entityIn = (kind: AuditEntityKind, ids: SQL) => and(eq(auditEvents.entityKind, kind), sql`${auditEvents.entityId} in (${ids})`);

/** The client's events across the entities they own; a client reading sees only the cases and strategies shown to them. */
export function clientEventsCondition({ practiceId, clientId, reader }: ClientRef): SQL {
  const isClient = reader === 'client';
  const cases = sql`select ${clientCases.id}::text from ${clientCases} where ${and(
    eq(clientCases.practiceId, practiceId),
    eq(clientCases.clientId, clientId),
    isClient ? not(hiddenFromClientCondition()) : undefined,
  )}`;
  const requests = sql`select ${topUps.id}::text from ${topUps} where ${and(eq(topUps.practiceId, practiceId), eq(topUps.clientId, clientId))}`;
  const strategies = sql`select ${financialStrategies.id}::text from ${financialStrategies} where ${and(
    eq(financialStrategies.practiceId, practiceId),
    eq(financialStrategies.clientId, clientId),
    isClient ? sql`${financialStrategies.sharedAt} is not null` : undefined,
  )}`;
  return and(
    eq(auditEvents.practiceId, practiceId),
    or(
      and(eq(auditEvents.entityKind, 'client'), eq(auditEvents.entityId, clientId)),
      entityIn('client-case', cases),
      entityIn('top-up', requests),
      entityIn('financial-strategy', strategies),
    ),
  ) as SQL;
}

/** The document actions whose payload says whether the document was concealed from the client at the time. */
const documentActions = ['document_added', 'document_edited', 'document_version_added', 'document_removed'];

/** The client's own events of these actions: what a reader may not read (staff-only actions, for a client). */
export function actionsCondition(actions: readonly string[]): SQL {
  if (actions.length === 0) return sql`false`;
  return and(eq(auditEvents.entityKind, 'client'), inArray(auditEvents.action, [...actions])) as SQL;
}

/**
 * A case's events about a document concealed from the client, then (its payload says so) or now (the
 * document as it is): never the client's to read.
 */
export function concealedDocumentsCondition(): SQL {
  const wasConcealed = sql`(${auditEvents.action} in (${sql.join(
    documentActions.map((action) => sql`${action}`),
    sql`, `,
  )}) and (coalesce(${auditEvents.after}->>'concealed', 'false') = 'true' or coalesce(${auditEvents.before}->>'concealed', 'false') = 'true'))`;
  const isConcealed = sql`exists (select 1 from ${caseDocuments}
    where ${caseDocuments.id}::text = coalesce(${auditEvents.after}->>'document_id', ${auditEvents.before}->>'document_id')
      and ${caseDocuments.practiceId} = ${auditEvents.practiceId} and ${caseDocuments.concealedFromClient})`;
  return and(eq(auditEvents.entityKind, 'client-case'), sql`(${wasConcealed} or ${isConcealed})`) as SQL;
}

function ruleCondition(rule: ActivityAreaRule): SQL {
  return and(
    eq(auditEvents.entityKind, rule.kind),
    rule.actions ? inArray(auditEvents.action, [...rule.actions]) : undefined,
    !rule.actions && rule.except && rule.except.length > 0 ? notInArray(auditEvents.action, [...rule.except]) : undefined,
  ) as SQL;
}

/** The events of any of these areas, by the domain's rules; no area, no event. */
export function areasCondition(areas: readonly ActivityArea[]): SQL {
  const rules = areas.flatMap((area): readonly ActivityAreaRule[] => activityAreaRules[area]);
  if (rules.length === 0) return sql`false`;
  return or(...rules.map(ruleCondition)) as SQL;
}

/**
 * Events of a period of days in the reports' time zone, both days included: from the start of `from`
 * to the start of the day after `to`, as London's clocks read them.
 */
export function periodCondition({ from, to, timeZone }: { from: string; to: string; timeZone: string }): SQL {
  return sql`${auditEvents.createdAt} >= ((${from}::date)::timestamp at time zone ${timeZone})
    and ${auditEvents.createdAt} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`;
}
