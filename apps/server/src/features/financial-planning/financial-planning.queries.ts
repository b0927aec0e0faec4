import { and, asc, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clientCases, financialPlanningGoalNotes, financialPlanningGoals, financialPlanningHealthChecks } from '../../db/schema/index.ts';

export type HealthCheckRow = typeof financialPlanningHealthChecks.$inferSelect;
export type GoalRow = typeof financialPlanningGoals.$inferSelect;
export type GoalNotesRow = typeof financialPlanningGoalNotes.$inferSelect;

type CaseKey = { practiceId: string; caseId: string };
type ClientKey = { practiceId: string; clientId: string };

/** Holds the case row until commit, so two first reads create one check and two adds count the same goals. */
export async function lockCase(tx: Tx, { practiceId, caseId }: CaseKey): Promise<void> {
  await tx
    .select({ id: clientCases.id })
    .from(clientCases)
    .where(and(eq(clientCases.id, caseId), eq(clientCases.practiceId, practiceId)))
    .for('update');
}

export async function findHealthCheck(tx: Tx, { practiceId, caseId }: CaseKey): Promise<HealthCheckRow | null> {
  const [row] = await tx
    .select()
    .from(financialPlanningHealthChecks)
    .where(and(eq(financialPlanningHealthChecks.practiceId, practiceId), eq(financialPlanningHealthChecks.caseId, caseId)))
    .orderBy(asc(financialPlanningHealthChecks.createdAt))
    .limit(1);
  return row ?? null;
}

/** The client's latest completed check other than `exceptId`: the previous answers a new check is compared with. */
export async function findLatestCompleted(tx: Tx, { practiceId, clientId, exceptId }: ClientKey & { exceptId?: string }) {
  const [row] = await tx
    .select({
      id: financialPlanningHealthChecks.id,
      answers: financialPlanningHealthChecks.answers,
      completedAt: financialPlanningHealthChecks.completedAt,
    })
    .from(financialPlanningHealthChecks)
    .where(
      and(
        eq(financialPlanningHealthChecks.practiceId, practiceId),
        eq(financialPlanningHealthChecks.clientId, clientId),
        eq(financialPlanningHealthChecks.status, 'completed'),
        isNotNull(financialPlanningHealthChecks.completedAt),
        exceptId ? ne(financialPlanningHealthChecks.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(financialPlanningHealthChecks.completedAt))
    .limit(1);
  return row ?? null;
}

export async function insertHealthCheck(tx: Tx, values: typeof financialPlanningHealthChecks.$inferInsert): Promise<HealthCheckRow> {
  const [row] = await tx.insert(financialPlanningHealthChecks).values(values).returning();
  if (!row) throw new Error('the health check was not inserted');
  return row;
}

export async function updateHealthCheck(
  tx: Tx,
  { practiceId, id }: { practiceId: string; id: string },
  values: Partial<typeof financialPlanningHealthChecks.$inferInsert>,
): Promise<HealthCheckRow> {
  const [row] = await tx
    .update(financialPlanningHealthChecks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(financialPlanningHealthChecks.id, id), eq(financialPlanningHealthChecks.practiceId, practiceId)))
    .returning();
  if (!row) throw new Error('the health check was not updated');
  return row;
}

/** The client's goals, oldest first, so the list keeps the order they were added in. */
export function listGoalRows(tx: Tx, { practiceId, clientId }: ClientKey): Promise<GoalRow[]> {
  return tx
    .select()
    .from(financialPlanningGoals)
    .where(and(eq(financialPlanningGoals.practiceId, practiceId), eq(financialPlanningGoals.clientId, clientId)))
    .orderBy(asc(financialPlanningGoals.createdAt), asc(financialPlanningGoals.id));
}

export async function countGoals(tx: Tx, { practiceId, clientId }: ClientKey): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(financialPlanningGoals)
    .where(and(eq(financialPlanningGoals.practiceId, practiceId), eq(financialPlanningGoals.clientId, clientId)));
  return row?.value ?? 0;
}

export async function findGoal(tx: Tx, { practiceId, clientId, id }: ClientKey & { id: string }): Promise<GoalRow | null> {
  const [row] = await tx
    .select()
    .from(financialPlanningGoals)
    .where(
      and(
        eq(financialPlanningGoals.id, id),
        eq(financialPlanningGoals.practiceId, practiceId),
        eq(financialPlanningGoals.clientId, clientId),
      ),
    );
  return row ?? null;
}

export async function insertGoal(tx: Tx, values: typeof financialPlanningGoals.$inferInsert): Promise<void> {
  await tx.insert(financialPlanningGoals).values(values);
}

export async function updateGoalRow(
  tx: Tx,
  { practiceId, id }: { practiceId: string; id: string },
  values: Pick<GoalRow, 'name' | 'amount' | 'amountCurrency' | 'duration'>,
): Promise<void> {
  await tx
    .update(financialPlanningGoals)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(financialPlanningGoals.id, id), eq(financialPlanningGoals.practiceId, practiceId)));
}

export async function deleteGoal(tx: Tx, { practiceId, id }: { practiceId: string; id: string }): Promise<void> {
  await tx.delete(financialPlanningGoals).where(and(eq(financialPlanningGoals.id, id), eq(financialPlanningGoals.practiceId, practiceId)));
}

export async function findGoalNotes(tx: Tx, { practiceId, clientId }: ClientKey): Promise<GoalNotesRow | null> {
  const [row] = await tx
    .select()
    .from(financialPlanningGoalNotes)
    .where(and(eq(financialPlanningGoalNotes.clientId, clientId), eq(financialPlanningGoalNotes.practiceId, practiceId)));
  return row ?? null;
}

export async function upsertGoalNotes(
  tx: Tx,
  { practiceId, clientId, updatedBy }: ClientKey & { updatedBy: string },
  notes: { overviewNote?: string; clientNote?: string },
): Promise<void> {
  await tx
    .insert(financialPlanningGoalNotes)
    .values({ clientId, practiceId, updatedBy, ...notes })
    .onConflictDoUpdate({ target: financialPlanningGoalNotes.clientId, set: { ...notes, updatedBy, updatedAt: new Date() } });
}
