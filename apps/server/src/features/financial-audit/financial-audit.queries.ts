import { randomUUID } from 'node:crypto';
import type { TaxHealthCheckAnswers, TaxHealthCheckVersion } from '@advice/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { financialAudits } from '../../db/schema/index.ts';

/*
 * The tax health checks (table `financial_audits`): one per Online Advice Request, held against its case and
 * client; every query takes the practice.
 */

export type FinancialAuditRow = typeof financialAudits.$inferSelect;
type CaseKey = { practiceId: string; caseId: string };

/** The case's check (the newest, should a race ever have made two). */
export async function findCaseCheck(tx: Tx, { practiceId, caseId }: CaseKey): Promise<FinancialAuditRow | undefined> {
  const [row] = await tx
    .select()
    .from(financialAudits)
    .where(and(eq(financialAudits.practiceId, practiceId), eq(financialAudits.caseId, caseId)))
    .orderBy(desc(financialAudits.createdAt))
    .limit(1);
  return row;
}

/**
 * Serialises the changes of one case's check until the transaction ends: two first reads create one check,
 * and a save reads the answers it merges into as committed.
 */
export async function lockCaseCheck(tx: Tx, caseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`financial_audit:${caseId}`}, 0))`);
}

/** The answers of the client's latest completed check (of another case), which a new check compares with. */
export async function findPreviousAnswers(
  tx: Tx,
  { practiceId, clientId, caseId }: { practiceId: string; clientId: string; caseId: string },
): Promise<Record<string, string[]>> {
  const [row] = await tx
    .select({ answers: financialAudits.answers })
    .from(financialAudits)
    .where(
      and(
        eq(financialAudits.practiceId, practiceId),
        eq(financialAudits.clientId, clientId),
        eq(financialAudits.status, 'completed'),
        ne(financialAudits.caseId, caseId),
      ),
    )
    .orderBy(desc(financialAudits.completedAt))
    .limit(1);
  return row?.answers ?? {};
}

export async function insertCheck(
  tx: Tx,
  input: CaseKey & {
    clientId: string;
    version: TaxHealthCheckVersion;
    taxYearStart: string;
    previousAnswers: TaxHealthCheckAnswers;
    createdBy: string;
  },
): Promise<FinancialAuditRow> {
  const [row] = await tx
    .insert(financialAudits)
    .values({
      id: randomUUID(),
      practiceId: input.practiceId,
      clientId: input.clientId,
      caseId: input.caseId,
      version: input.version,
      taxYearStart: input.taxYearStart,
      previousAnswers: input.previousAnswers as Record<string, string[]>,
      createdBy: input.createdBy,
    })
    .returning();
  if (!row) throw new Error('the tax health check was not written');
  return row;
}

export type CheckChange = Partial<Pick<FinancialAuditRow, 'withPartner' | 'answers' | 'status' | 'completedAt' | 'markedCompleteBy'>>;

export async function updateCheck(tx: Tx, { practiceId, id }: { practiceId: string; id: string }, change: CheckChange) {
  const [row] = await tx
    .update(financialAudits)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(financialAudits.practiceId, practiceId), eq(financialAudits.id, id)))
    .returning();
  if (!row) throw new Error('the tax health check was not updated');
  return row;
}
