import type { CaseStatus } from '@advice/domain';
import type { Db } from '../../db/client.ts';
import { createUser } from '../../testing/factories.ts';
import { type CaseCast, insertCase } from '../cases/cases.testing.ts';

export { fullFinancialPlanningAnswers as fullAnswers } from '@advice/domain/questionnaires/financial-planning.testing';

/** A new client of the cast's adviser with an Online Advice Request of their own, in `status`, no section complete. */
export async function newRequest(db: Db, cast: CaseCast, status: CaseStatus = 'building') {
  const client = await createUser(db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
  const caseId = await insertCase(db, {
    practiceId: cast.practice.id,
    clientId: client.id,
    adviserId: cast.adviser.id,
    type: 'online_advice_request',
    status,
    ready: false,
  });
  return { client, caseId };
}
