import { type CaseSectionFacts, caseSectionLockOf, mayMarkCaseSectionComplete } from '../cases/case-sections.ts';
import { type FinancialPlanningAnswerKey, financialPlanningAnswerKeys } from './financial-planning.content.ts';
import { financialPlanningMessages as m } from './financial-planning.messages.ts';
import type { FinancialPlanningAction, FinancialPlanningAnswers } from './financial-planning.schemas.ts';
import type { QuestionnaireStatus } from './questionnaires.states.ts';
import { isPastTaxYear } from './tax-year.ts';

/** The answers a check still needs before it can be completed, in question order: every answer is required. */
export function missingFinancialPlanningAnswers(answers: FinancialPlanningAnswers): FinancialPlanningAnswerKey[] {
  return financialPlanningAnswerKeys.filter((key) => answers[key] === undefined);
}

/** Amounts in a currency the practice does not offer, as field errors at `/answers/<key>/currency`. */
export function checkFinancialPlanningCurrencies(
  answers: FinancialPlanningAnswers,
  currencies: readonly string[],
): { pointer: string; detail: string }[] {
  return (['independence_capital', 'independence_income'] as const).flatMap((key) => {
    const value = answers[key];
    return value && !currencies.includes(value.currency)
      ? [{ pointer: `/answers/${key}/currency`, detail: m['financialPlanning.currency'] }]
      : [];
  });
}

/**
 * What the viewer may do with a check now (spec 3 §4): while they may answer the request's sections and
 * during its tax year it is answered and completed; once the year has ended it is read-only, and an
 * unfinished one may be marked complete by the case's adviser.
 */
export function financialPlanningActionsFor(
  facts: CaseSectionFacts & { status: QuestionnaireStatus; taxYearStart: string; today: string },
): FinancialPlanningAction[] {
  const actions: FinancialPlanningAction[] = [];
  const isPast = isPastTaxYear(facts.taxYearStart, facts.today);
  if (!isPast && caseSectionLockOf(facts) === null) {
    actions.push('edit');
    if (facts.status === 'in_progress') actions.push('complete');
  }
  if (isPast && facts.status === 'in_progress' && mayMarkCaseSectionComplete(facts)) actions.push('mark_complete');
  return actions;
}
