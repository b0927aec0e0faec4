import { type Actor, AppError, type CaseSection, type CaseStatus, type CaseType, caseMessages, caseTypes, machineOf } from '@advice/domain';
import { and, asc, count, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { additionalAdvisers, adminAssignments, auditEvents, caseSections, clientCases, follows, users } from '../../db/schema/index.ts';

export type CaseRow = typeof clientCases.$inferSelect;
export type PracticeActor = Actor & { practiceId: string };

/** Case and top-up routes are practice routes: an actor without a practice finds nothing. */
export function inPractice(actor: Actor, what = 'case'): PracticeActor {
  if (!actor.practiceId) throw new AppError('resource.not_found', { detail: `This ${what} does not exist.` });
  return actor as PracticeActor;
}

/**
 * The clients whose rows the actor may see, as a condition on a client id column: a client themself,
 * a director every client of the practice, an adviser their own and additional clients, a practice admin
 * the clients of the advisers they support. The practice filter is the caller's.
 */
export function visibleClientCondition(actor: PracticeActor, clientId: PgColumn): SQL {
  if (actor.role === 'client') return eq(clientId, actor.userId);
  if (actor.role === 'director') return sql`true`;
  const clientsOf = (adviserIds: SQL | string[]) =>
    inArray(
      clientId,
      sql`(select ${users.id} from ${users} where ${users.practiceId} = ${actor.practiceId} and ${users.role} = 'client' and ${inArray(users.adviserId, adviserIds)})`,
    );
  if (actor.role === 'adviser') {
    const extra = sql`(select ${additionalAdvisers.clientId} from ${additionalAdvisers} where ${additionalAdvisers.adviserId} = ${actor.userId})`;
    return or(clientsOf([actor.userId]), inArray(clientId, extra)) ?? sql`false`;
  }
  if (actor.role === 'admin')
    return clientsOf(
      sql`(select ${adminAssignments.adviserId} from ${adminAssignments} where ${adminAssignments.adminId} = ${actor.userId} and ${adminAssignments.practiceId} = ${actor.practiceId})`,
    );
  return sql`false`;
}

/** Cases the client does not see: never shown to them, or in a status staff prepare it in (isCaseVisibleToClient). */
function hiddenFromClientCondition(): SQL {
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
  clientId?: string;
  limit: number;
  offset: number;
};

export async function listCases(tx: Tx, actor: PracticeActor, filter: CaseListFilter) {
  const where = and(
    eq(clientCases.practiceId, actor.practiceId),
    visibleClientCondition(actor, clientCases.clientId),
    actor.role === 'client' ? not(hiddenFromClientCondition()) : undefined,
    filter.clientId ? eq(clientCases.clientId, filter.clientId) : undefined,
    filter.type ? eq(clientCases.type, filter.type) : undefined,
    filter.status ? eq(clientCases.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({ case: clientCases, firstName: users.firstName, lastName: users.lastName })
      .from(clientCases)
      .innerJoin(users, eq(users.id, clientCases.clientId))
      .where(where)
      .orderBy(desc(clientCases.updatedAt), desc(clientCases.id))
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

/** Active staff following the client, other than `exceptId`: who gets the client's automatic e-mails. */
export async function listFollowers(
  tx: Tx,
  { practiceId, clientId, exceptId }: { practiceId: string; clientId: string; exceptId: string },
) {
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.staffId))
    .where(
      and(
        eq(follows.clientId, clientId),
        eq(follows.practiceId, practiceId),
        eq(users.status, 'active'),
        not(eq(users.id, exceptId)),
        inArray(users.role, ['adviser', 'admin', 'director']),
      ),
    );
}
