import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { riskAssessments } from '../../db/schema/index.ts';

export type RiskAssessmentRow = typeof riskAssessments.$inferSelect;

/** Serialises the first read's "begin" and every change of one case's risk assessment. */
export async function lockRiskAssessmentOf(tx: Tx, caseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`risk_assessment:${caseId}`}, 0))`);
}

/** The case's risk assessment (the newest, should there ever be more than one). */
export async function findRiskAssessmentOfCase(
  db: Db | Tx,
  { practiceId, caseId }: { practiceId: string; caseId: string },
): Promise<RiskAssessmentRow | null> {
  const [row] = await db
    .select()
    .from(riskAssessments)
    .where(and(eq(riskAssessments.practiceId, practiceId), eq(riskAssessments.caseId, caseId)))
    .orderBy(desc(riskAssessments.createdAt), desc(riskAssessments.id))
    .limit(1);
  return row ?? null;
}

/** A risk assessment of the practice by its id; `null` for another practice's or one that does not exist. */
export async function findRiskAssessment(db: Db | Tx, { practiceId, id }: { practiceId: string; id: string }) {
  const [row] = await db
    .select()
    .from(riskAssessments)
    .where(and(eq(riskAssessments.practiceId, practiceId), eq(riskAssessments.id, id)));
  return row ?? null;
}

/** Begins a case's risk assessment on its opening page, with no answers. */
export async function insertRiskAssessment(
  tx: Tx,
  values: { practiceId: string; clientId: string; caseId: string; createdBy: string },
): Promise<RiskAssessmentRow> {
  const [row] = await tx
    .insert(riskAssessments)
    .values({ id: randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('risk assessment not inserted');
  return row;
}

type Changes = Partial<Pick<RiskAssessmentRow, 'step' | 'currentQuestion' | 'answers' | 'status' | 'score' | 'level' | 'completedAt'>>;

export async function updateRiskAssessment(
  tx: Tx,
  { practiceId, id }: { practiceId: string; id: string },
  changes: Changes,
): Promise<RiskAssessmentRow> {
  const [row] = await tx
    .update(riskAssessments)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(riskAssessments.practiceId, practiceId), eq(riskAssessments.id, id)))
    .returning();
  if (!row) throw new Error('risk assessment not updated');
  return row;
}
