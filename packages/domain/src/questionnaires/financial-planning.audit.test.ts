import { describe, expect, it } from 'vitest';
import { auditActions, auditMessages, auditSentence } from '../audit/audit.events.ts';
import { financialPlanningAuditMessages, financialPlanningAuditSentences } from './financial-planning.audit.ts';

const goal = { goal_id: '7f4c8a52-9a55-4d0e-9a1a-0d0f7f7c1d11', name: 'New kitchen', amount: 25_000, amount_currency: 'GBP', duration: 3 };

const rows: { action: string; before?: unknown; after?: unknown; expected: string }[] = [
  {
    action: 'financial_planning_answers_saved',
    after: { tax_year: '2026/27', changed: 1 },
    expected: 'Charlotte Hughes changed an answer of the financial planning health check',
  },
  {
    action: 'financial_planning_answers_saved',
    after: { tax_year: '2026/27', changed: 4 },
    expected: 'Charlotte Hughes changed 4 answers of the financial planning health check',
  },
  {
    action: 'financial_planning_completed',
    after: { tax_year: '2026/27' },
    expected: 'Charlotte Hughes completed the 2026/27 financial planning health check',
  },
  { action: 'financial_planning_completed', after: {}, expected: 'Charlotte Hughes completed the financial planning health check' },
  {
    action: 'financial_planning_marked_complete',
    after: { tax_year: '2025/26' },
    expected: 'Charlotte Hughes marked the 2025/26 financial planning health check complete after its tax year ended',
  },
  {
    action: 'financial_planning_marked_complete',
    after: null,
    expected: 'Charlotte Hughes marked the financial planning health check complete',
  },
  { action: 'goal_added', after: goal, expected: 'Charlotte Hughes added the goal “New kitchen”: £25,000 in 3 years' },
  { action: 'goal_added', after: { ...goal, duration: 1 }, expected: 'Charlotte Hughes added the goal “New kitchen”: £25,000 in 1 year' },
  { action: 'goal_added', after: { name: 'Kitchen' }, expected: 'Charlotte Hughes added a goal' },
  { action: 'goal_updated', before: goal, after: { ...goal, amount: 30_000 }, expected: 'Charlotte Hughes changed the goal “New kitchen”' },
  {
    action: 'goal_updated',
    before: goal,
    after: { ...goal, name: 'Kitchen and garden' },
    expected: 'Charlotte Hughes changed the goal “New kitchen” to “Kitchen and garden”',
  },
  { action: 'goal_updated', before: null, after: null, expected: 'Charlotte Hughes changed a goal' },
  { action: 'goal_removed', before: goal, expected: 'Charlotte Hughes deleted the goal “New kitchen”' },
  { action: 'goal_removed', before: [], expected: 'Charlotte Hughes deleted a goal' },
  { action: 'goals_confirmed', after: { goals: 2 }, expected: 'Charlotte Hughes confirmed the goals' },
  { action: 'goal_note_saved', after: { note: 'overview' }, expected: 'Charlotte Hughes updated the adviser’s overview note on the goals' },
  { action: 'goal_note_saved', after: { note: 'client' }, expected: 'Charlotte Hughes updated their note on the goals for the adviser' },
];

describe('the health check’s and goals’ audit events read as sentences', () => {
  it.each(rows)('$action: "$expected"', (row) => {
    const sentence = auditSentence({
      entity_kind: 'client-case',
      action: row.action,
      actor_name: 'Charlotte Hughes',
      before: (row.before ?? null) as never,
      after: (row.after ?? null) as never,
      document: null,
      person_name: null,
    });
    expect(sentence).toBe(row.expected);
  });

  it('every action has a row above, is in the catalogue, and every template is used', () => {
    const actions = Object.keys(financialPlanningAuditSentences);
    expect(actions.filter((action) => !rows.some((row) => row.action === action))).toEqual([]);
    expect(auditActions['client-case']).toEqual(expect.arrayContaining(actions));
    for (const [key, template] of Object.entries(financialPlanningAuditMessages)) {
      expect(auditMessages[key as keyof typeof auditMessages]).toBe(template);
      expect(template).not.toMatch(/[a-z]+_[a-z]+/u);
    }
  });
});
