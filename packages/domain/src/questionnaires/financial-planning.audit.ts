import { type AuditDescribers, type AuditFacts, numberOf, sentence, textOf } from '../shared/audit.ts';
import { formatCurrencyAmount } from '../shared/money.ts';

/** A goal as its audit events record it. */
export type GoalAudit = { goal_id: string; name: string; amount: number; amount_currency: string; duration: number };

/**
 * Every action recorded on a case's health check and goals (entity kind `client-case`, the case's id), with
 * its payload. Answers and notes are not repeated here: the events say who changed how much, and when.
 */
export type FinancialPlanningAuditEvents = {
  financial_planning_answers_saved: { after: { tax_year: string; changed: number } };
  financial_planning_completed: { after: { tax_year: string } };
  financial_planning_marked_complete: { after: { tax_year: string } };
  goal_added: { after: GoalAudit };
  goal_updated: { before: GoalAudit; after: GoalAudit };
  goal_removed: { before: GoalAudit };
  goals_confirmed: { after: { goals: number } };
  goal_note_saved: { after: { note: 'overview' | 'client' } };
};

export const financialPlanningAuditMessages = {
  'audit.financialPlanning.answerChanged': '{{actor}} changed an answer of the financial planning health check',
  'audit.financialPlanning.answersChanged': '{{actor}} changed {{count}} answers of the financial planning health check',
  'audit.financialPlanning.completed': '{{actor}} completed the {{year}} financial planning health check',
  'audit.financialPlanning.completedUnknown': '{{actor}} completed the financial planning health check',
  'audit.financialPlanning.markedComplete':
    '{{actor}} marked the {{year}} financial planning health check complete after its tax year ended',
  'audit.financialPlanning.markedCompleteUnknown': '{{actor}} marked the financial planning health check complete',
  'audit.goals.added': '{{actor}} added the goal “{{name}}”: {{amount}} in {{duration}}',
  'audit.goals.addedUnnamed': '{{actor}} added a goal',
  'audit.goals.updated': '{{actor}} changed the goal “{{name}}”',
  'audit.goals.renamed': '{{actor}} changed the goal “{{from}}” to “{{name}}”',
  'audit.goals.updatedUnnamed': '{{actor}} changed a goal',
  'audit.goals.removed': '{{actor}} deleted the goal “{{name}}”',
  'audit.goals.removedUnnamed': '{{actor}} deleted a goal',
  'audit.goals.confirmed': '{{actor}} confirmed the goals',
  'audit.goals.overviewNote': '{{actor}} updated the adviser’s overview note on the goals',
  'audit.goals.clientNote': '{{actor}} updated their note on the goals for the adviser',
} as const;
type Key = keyof typeof financialPlanningAuditMessages;

const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);

function goalAdded(facts: AuditFacts<FinancialPlanningAuditEvents['goal_added']>) {
  const name = textOf(facts.after.name);
  const amount = numberOf(facts.after.amount);
  const currency = textOf(facts.after.amount_currency);
  const duration = numberOf(facts.after.duration);
  if (!name || amount === undefined || !currency || duration === undefined) return sentence<Key>('audit.goals.addedUnnamed', facts);
  return sentence<Key>('audit.goals.added', facts, { name, amount: formatCurrencyAmount(amount, currency), duration: years(duration) });
}

function goalUpdated(facts: AuditFacts<FinancialPlanningAuditEvents['goal_updated']>) {
  const name = textOf(facts.after.name);
  const from = textOf(facts.before.name);
  if (!name) return sentence<Key>('audit.goals.updatedUnnamed', facts);
  return from && from !== name
    ? sentence<Key>('audit.goals.renamed', facts, { from, name })
    : sentence<Key>('audit.goals.updated', facts, { name });
}

function yearOf(value: unknown): string | undefined {
  const year = textOf(value);
  return year && /^\d{4}\/\d{2}$/u.test(year) ? year : undefined;
}

/** How each event reads: "Charlotte Hughes added the goal “New kitchen”: £25,000 in 3 years". */
export const financialPlanningAuditSentences: AuditDescribers<FinancialPlanningAuditEvents, Key> = {
  financial_planning_answers_saved: (facts) => {
    const changed = numberOf(facts.after.changed);
    return changed !== undefined && changed > 1
      ? sentence<Key>('audit.financialPlanning.answersChanged', facts, { count: String(changed) })
      : sentence<Key>('audit.financialPlanning.answerChanged', facts);
  },
  financial_planning_completed: (facts) => {
    const year = yearOf(facts.after.tax_year);
    return year
      ? sentence<Key>('audit.financialPlanning.completed', facts, { year })
      : sentence<Key>('audit.financialPlanning.completedUnknown', facts);
  },
  financial_planning_marked_complete: (facts) => {
    const year = yearOf(facts.after.tax_year);
    return year
      ? sentence<Key>('audit.financialPlanning.markedComplete', facts, { year })
      : sentence<Key>('audit.financialPlanning.markedCompleteUnknown', facts);
  },
  goal_added: goalAdded,
  goal_updated: goalUpdated,
  goal_removed: (facts) => {
    const name = textOf(facts.before.name);
    return name ? sentence<Key>('audit.goals.removed', facts, { name }) : sentence<Key>('audit.goals.removedUnnamed', facts);
  },
  goals_confirmed: (facts) => sentence<Key>('audit.goals.confirmed', facts),
  goal_note_saved: (facts) =>
    facts.after.note === 'client' ? sentence<Key>('audit.goals.clientNote', facts) : sentence<Key>('audit.goals.overviewNote', facts),
};
