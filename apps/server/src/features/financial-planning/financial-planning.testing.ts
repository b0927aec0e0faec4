import type { CaseStatus, FinancialPlanningAnswers } from '@advice/domain';
import type { Db } from '../../db/client.ts';
import { createUser } from '../../testing/factories.ts';
import { type CaseCast, insertCase } from '../cases/cases.testing.ts';

/** Every answer of the health check given. */
export const fullAnswers: FinancialPlanningAnswers = {
  ideal_income: 'yes',
  ideal_capital: 'no',
  ideal_work: 'yes',
  ideal_money_spend: 'yes',
  ideal_time_spend: 'no',
  ideal_retirement: 'no',
  independence_capital: { amount: 1_200_000, currency: 'GBP' },
  independence_income: { amount: 60_000, currency: 'GBP' },
  tax_saving_check: 'no',
  asset_passing: 'yes',
  affairs_provision: 'no',
  dependants_provided: 'not_applicable',
  feeling_word: 'Hopeful',
  confidence: 'increased',
  savings_allowance: 'A',
  dividends: 'D',
  capital_gains: 'A',
  pension_contributions: 'B',
  pension_contributions_partner: 'D',
  pension_benefits: 'C',
  assets: 'C',
  gifts: 'B',
  will: 'B',
  inheritances: 'A',
  certainty_after_death: 'B',
  mental_capacity: 'C',
};

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
