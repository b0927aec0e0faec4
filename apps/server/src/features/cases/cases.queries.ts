import {
  AppError,
  type CaseSection,
  type CaseStatus,
  type CaseType,
  caseMessages,
  caseSectionsOf,
  caseTypes,
  machineOf,
  readPracticeSettings,
} from '@advice/domain';
import { and, asc, count, desc, eq, inArray, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, caseSections, clientCases, practices, users } from '../../db/schema/index.ts';
import type { PracticeActor } from '../../http/tenant.ts';
import { clientIdScope } from '../people/client-access.ts';

export type CaseRow = typeof clientCases.$inferSelect;
export type { PracticeActor } from '../../http/tenant.ts';

/** Cases the client does not see: never shown to them, or in a status staff prepare it in (isCaseVisibleToClient). */
export function hiddenFromClientCondition(): SQL {
  const hidden = caseTypes.flatMap((type) => {
    const statuses = machineOf(type).hiddenFromClient;
    return statuses.length > 0 ? [and(eq(clientCases.type, type), inArray(clientCases.status, [...statuses]))] : [];
  });
  return or(eq(clientCases.shownToClient, false), ...hidden) as SQL;
}

export async function findCase(tx: Tx, { practiceId, id }: { practiceId: string; id: string }): Promise<CaseRow | null> {
  const [row] = await tx
    .select()
    .from(clientCases)
    .where(and(eq(clientCases.id, id), eq(clientCases.practiceId, practiceId)));
  return row ?? null;
}

export type CaseListFilter = {
  type?: CaseType | undefined;
  status?: CaseStatus | undefined;
  /** Only cases waiting on staff: these types in these statuses (none when empty), longest waiting first. */
  waiting?: [CaseType, readonly CaseStatus[]][] | undefined;
  clientId?: string;
  limit: number;
  offset: number;
};

/** A case of one of the types in one of its statuses; nothing when no type is given. */
function waitingCondition(waiting: [CaseType, readonly CaseStatus[]][]): SQL {
  if (waiting.length === 0) return sql`false`;
  return or(...waiting.map(([type, statuses]) => and(eq(clientCases.type, type), inArray(clientCases.status, [...statuses])))) as SQL;
}

export async function listCases(tx: Tx, actor: PracticeActor, filter: CaseListFilter) {
  const where = and(
    eq(clientCases.practiceId, actor.practiceId),
    clientIdScope(actor, 'client.view', clientCases.clientId),
    actor.role === 'client' ? not(hiddenFromClientCondition()) : undefined,
    filter.clientId ? eq(clientCases.clientId, filter.clientId) : undefined,
    filter.type ? eq(clientCases.type, filter.type) : undefined,
    filter.status ? eq(clientCases.status, filter.status) : undefined,
    filter.waiting ? waitingCondition(filter.waiting) : undefined,
  );
  const order = filter.waiting ? [asc(clientCases.updatedAt), asc(clientCases.id)] : [desc(clientCases.updatedAt), desc(clientCases.id)];
  const [rows, [total]] = await Promise.all([
    tx
      .select({ case: clientCases, firstName: users.firstName, lastName: users.lastName })
      .from(clientCases)
      .innerJoin(users, eq(users.id, clientCases.clientId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ value: count() }).from(clientCases).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Writes `values` only if the case still has the version the caller saw, and bumps it: of two people
 * acting on one case at once exactly one gets through; the other is told to reload.
 */
export async function updateCaseAtVersion(
  tx: Tx,
  { practiceId, id, version }: { practiceId: string; id: string; version: number },
  values: Partial<CaseRow>,
): Promise<CaseRow> {
  const [row] = await tx
    .update(clientCases)
    .set({ ...values, version: sql`${clientCases.version} + 1`, updatedAt: new Date() })
    .where(and(eq(clientCases.id, id), eq(clientCases.practiceId, practiceId), eq(clientCases.version, version)))
    .returning();
  if (!row) throw new AppError('resource.conflict', { detail: caseMessages['cases.changedElsewhere'] });
  return row;
}

/** The sections the practice's Online Advice Requests have: its flags and its risk-assessment toggle decide. */
export async function practiceCaseSections(tx: Tx, practiceId: string): Promise<CaseSection[]> {
  const [row] = await tx
    .select({ flags: practices.featureFlags, settings: practices.settings })
    .from(practices)
    .where(eq(practices.id, practiceId));
  if (!row) return [];
  const settings = readPracticeSettings(row.settings);
  return caseSectionsOf({ flags: row.flags, riskAssessmentEnabled: settings['requesting-advice'].riskAssessmentEnabled });
}

/**
 * The client's review questionnaire answered before this one: the latest created earlier that the
 * client submitted (or the adviser reviewed), whose answers are set beside this one's questions.
 */
export async function findPreviousQuestionnaire(tx: Tx, row: CaseRow): Promise<CaseRow | null> {
  const [previous] = await tx
    .select()
    .from(clientCases)
    .where(
      and(
        eq(clientCases.practiceId, row.practiceId),
        eq(clientCases.clientId, row.clientId),
        eq(clientCases.type, 'review_questionnaire_case'),
        inArray(clientCases.status, ['submitted', 'accepted']),
        lt(clientCases.createdAt, row.createdAt),
      ),
    )
    .orderBy(desc(clientCases.createdAt), desc(clientCases.id))
    .limit(1);
  return previous ?? null;
}

/** Completion of the case's sections; a section without a record is not complete. */
export async function sectionCompletion(tx: Tx, caseId: string): Promise<Partial<Record<CaseSection, boolean>>> {
  const rows = await tx.select().from(caseSections).where(eq(caseSections.caseId, caseId));
  return Object.fromEntries(rows.map((row) => [row.section, row.complete]));
}

/** Records a section's completion; the section forms call this when their record is complete. */
export async function markCaseSection(
  tx: Tx,
  { practiceId, caseId, section, complete }: { practiceId: string; caseId: string; section: CaseSection; complete: boolean },
): Promise<void> {
  await tx
    .insert(caseSections)
    .values({ caseId, practiceId, section, complete })
    .onConflictDoUpdate({ target: [caseSections.caseId, caseSections.section], set: { complete, updatedAt: new Date() } });
}

/** The case's status changes from its audit events, oldest first (creation included). */
export async function listStatusChanges(tx: Tx, { practiceId, caseId }: { practiceId: string; caseId: string }) {
  const rows = await tx
    .select({ after: auditEvents.after, at: auditEvents.createdAt })
    .from(auditEvents)
    .where(and(eq(auditEvents.practiceId, practiceId), eq(auditEvents.entityKind, 'client-case'), eq(auditEvents.entityId, caseId)))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return rows.flatMap(({ after, at }) => {
    const status = (after as { status?: unknown } | null)?.status;
    return typeof status === 'string' ? [{ status: status as CaseStatus, at: at.toISOString() }] : [];
  });
}
