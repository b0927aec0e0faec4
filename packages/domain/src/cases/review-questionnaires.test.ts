import { describe, expect, it } from 'vitest';
import { areAllSectionsComplete, caseSectionsOf, nextCaseSection } from './case-sections.ts';
import { hasAnyReviewAnswer, lastReviewAnswersFor, reviewAnsweredCount, type StoredReviewQuestion } from './review-questionnaires.ts';

const income: StoredReviewQuestion = {
  id: 'q-income-1',
  text: 'Has your income changed?',
  options: [
    { id: 'o-yes-1', label: 'Yes' },
    { id: 'o-no-1', label: 'No' },
  ],
};
const goal: StoredReviewQuestion = { id: 'q-goal-1', text: 'Your main goal this year', kind: 'text', options: [] };

describe('last time’s answers of a review questionnaire', () => {
  const earlier = {
    questions: [income, goal],
    answers: { options: { 'q-income-1': ['o-no-1'] }, texts: { 'q-goal-1': 'Retire at 60' } },
  };

  it('matches a question asked again by its words, ignoring case, spacing and the question mark, and carries options by label', () => {
    const now: StoredReviewQuestion[] = [
      { id: 'q-income-2', text: '  has your   INCOME changed ', options: [{ id: 'o-no-2', label: 'No' }] },
      { id: 'q-goal-2', text: 'Your main goal this year?', kind: 'text', options: [] },
      { id: 'q-new', text: 'Anything new?', kind: 'text', options: [] },
    ];
    expect(lastReviewAnswersFor(now, earlier)).toEqual([
      { question_id: 'q-income-2', options: ['No'], text: null },
      { question_id: 'q-goal-2', options: [], text: 'Retire at 60' },
    ]);
  });

  it('matches the same question by id, and leaves out a question left unanswered then', () => {
    expect(
      lastReviewAnswersFor([income, goal], { questions: [income, goal], answers: { options: {}, texts: { 'q-goal-1': ' ' } } }),
    ).toEqual([]);
    expect(lastReviewAnswersFor([income], earlier)).toEqual([{ question_id: 'q-income-1', options: ['No'], text: null }]);
  });

  it('counts a question answered by an option or by words; blank words are no answer', () => {
    expect(hasAnyReviewAnswer({ options: { a: [] }, texts: { b: '   ' } })).toBe(false);
    expect(hasAnyReviewAnswer({ options: {}, texts: { b: 'Yes' } })).toBe(true);
    expect(reviewAnsweredCount([income, goal], earlier.answers)).toBe(2);
    expect(reviewAnsweredCount([income, goal], { options: { 'q-income-1': [] }, texts: {} })).toBe(0);
  });
});

describe('the sections of an Online Advice Request', () => {
  it('has all five with every flag and the risk assessment on, in the order asked', () => {
    const flags = { riskTolerance: true, financialPlanningHealthCheck: '1', financialPlanningGoals: 'true' };
    expect(caseSectionsOf({ flags, riskAssessmentEnabled: true })).toEqual([
      'risk_tolerance',
      'fact_find',
      'financial_audit',
      'financial_planning_health_check',
      'goals',
    ]);
  });

  it('leaves out a section whose flag is off (the tax health check goes with the health check), and the risk tolerance when the practice turned the risk assessment off', () => {
    expect(caseSectionsOf({ flags: {}, riskAssessmentEnabled: true })).toEqual(['fact_find']);
    expect(caseSectionsOf({ flags: { financialPlanningHealthCheck: true }, riskAssessmentEnabled: true })).toEqual([
      'fact_find',
      'financial_audit',
      'financial_planning_health_check',
    ]);
    expect(caseSectionsOf({ flags: { riskTolerance: true }, riskAssessmentEnabled: false })).toEqual(['fact_find']);
  });

  it('is complete when every section it has is, and names the first one left', () => {
    const sections = ['fact_find', 'financial_audit'] as const;
    expect(areAllSectionsComplete({ fact_find: true, financial_audit: true }, sections)).toBe(true);
    expect(areAllSectionsComplete({ fact_find: true, financial_audit: true })).toBe(false);
    expect(nextCaseSection({ fact_find: true }, sections)).toBe('financial_audit');
    expect(nextCaseSection({ fact_find: true, financial_audit: true }, sections)).toBeNull();
  });
});
