import { describe, expect, it } from 'vitest';
import type { CaseStatus } from '../cases/case-types.ts';
import type { ClientRelation } from '../people/people.permissions.ts';
import { financialPlanningAnswerKeys } from './financial-planning.content.ts';
import {
  checkFinancialPlanningCurrencies,
  financialPlanningActionsFor,
  missingFinancialPlanningAnswers,
} from './financial-planning.rules.ts';
import { financialPlanningSaveBody, readFinancialPlanningAnswers } from './financial-planning.schemas.ts';
import { fullFinancialPlanningAnswers } from './financial-planning.testing.ts';
import { goalBody, goalsActionsFor } from './goals.schemas.ts';

const facts = (
  relation: ClientRelation,
  caseStatus: CaseStatus = 'building',
  extra: Partial<Parameters<typeof financialPlanningActionsFor>[0]> = {},
) => ({
  relation,
  caseType: 'online_advice_request' as const,
  caseStatus,
  isClientReadOnly: false,
  status: 'in_progress' as const,
  taxYearStart: '2026-04-06',
  today: '2026-11-26',
  ...extra,
});

/** A whole check answered. */
const fullAnswers = fullFinancialPlanningAnswers;

describe('what each viewer may do with a health check (spec 3 §4, §6)', () => {
  it.each([
    ['the client, building their request', facts('self'), ['edit', 'complete']],
    ['the client, once submitted', facts('self', 'submitted'), []],
    ['the adviser, once submitted', facts('own', 'submitted'), ['edit', 'complete']],
    ['a supporting admin', facts('supporting'), ['edit', 'complete']],
    ['anyone, once the case is completed', facts('own', 'completed'), []],
    ['the client of a deactivated account', facts('self', 'building', { isClientReadOnly: true }), []],
    ['the adviser, on a completed check', facts('own', 'building', { status: 'completed' }), ['edit']],
    ['the adviser, a past year unfinished', facts('own', 'building', { taxYearStart: '2025-04-06' }), ['mark_complete']],
    ['a director, a past year unfinished', facts('director', 'building', { taxYearStart: '2025-04-06' }), ['mark_complete']],
    ['a supporting admin, a past year unfinished', facts('supporting', 'building', { taxYearStart: '2025-04-06' }), []],
    ['the client, a past year unfinished', facts('self', 'building', { taxYearStart: '2025-04-06' }), []],
    ['the adviser, a past year completed', facts('own', 'building', { taxYearStart: '2025-04-06', status: 'completed' }), []],
  ])('%s: %j', (_name, input, expected) => {
    expect(financialPlanningActionsFor(input)).toEqual(expected);
  });

  it('the tax year turns on 6 April: editable on 5 April, past on 6 April', () => {
    const on = (today: string) => financialPlanningActionsFor(facts('own', 'building', { taxYearStart: '2025-04-06', today }));
    expect(on('2026-04-05')).toEqual(['edit', 'complete']);
    expect(on('2026-04-06')).toEqual(['mark_complete']);
  });
});

describe('answers', () => {
  it('a check is complete when every answer of the eight questions and the tax-planning set is given', () => {
    expect(missingFinancialPlanningAnswers(fullAnswers)).toEqual([]);
    expect(missingFinancialPlanningAnswers({})).toEqual([...financialPlanningAnswerKeys]);
    const { feeling_word: _, mental_capacity: __, ...rest } = fullAnswers;
    expect(missingFinancialPlanningAnswers(rest)).toEqual(['feeling_word', 'mental_capacity']);
  });

  it('refuses an unknown key, a choice not offered, a fractional or negative amount and a long word, each at its field', () => {
    const parsed = financialPlanningSaveBody.safeParse({
      answers: {
        nonsense: 'yes',
        ideal_income: 'maybe',
        savings_allowance: 'E',
        independence_capital: { amount: 1.5, currency: 'GBP' },
        independence_income: { amount: -1, currency: 'GBP' },
        feeling_word: 'x'.repeat(101),
      },
    });
    expect(parsed.success).toBe(false);
    const issues = Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('/'), issue.message]));
    expect(issues).toMatchObject({
      'answers/ideal_income': 'Choose one of the options',
      'answers/savings_allowance': 'Choose one of the options',
      'answers/independence_capital/amount': 'Must be an integer',
      'answers/independence_income/amount': 'Must be a positive number',
      'answers/feeling_word': 'Should contain no more than 100 characters',
    });
    expect(Object.values(issues)).toContain('This question is not part of the health check.');
  });

  it('clears an answer with null, and reads stored answers leniently', () => {
    expect(financialPlanningSaveBody.parse({ answers: { ideal_income: null } }).answers.ideal_income).toBeNull();
    expect(readFinancialPlanningAnswers({ ideal_income: 'yes', ideal_work: 'perhaps', gone: 1 })).toEqual({ ideal_income: 'yes' });
    expect(readFinancialPlanningAnswers(null)).toEqual({});
  });

  it('refuses an amount in a currency the practice does not offer', () => {
    expect(checkFinancialPlanningCurrencies({ independence_income: { amount: 1, currency: 'EUR' } }, ['GBP'])).toEqual([
      { pointer: '/answers/independence_income/currency', detail: 'Choose one of the currencies offered' },
    ]);
    expect(checkFinancialPlanningCurrencies(fullAnswers, ['GBP'])).toEqual([]);
  });
});

describe('goals', () => {
  const goal = { name: 'New kitchen', amount: 25_000, amount_currency: 'GBP', duration: 3 };
  const refusal = (body: object) => {
    const parsed = goalBody.safeParse({ ...goal, ...body });
    return parsed.success ? null : parsed.error.issues.map((issue) => [issue.path.join('/'), issue.message]);
  };

  it.each([
    [{ duration: 1 }, null],
    [{ duration: 50 }, null],
    [{ duration: 0 }, [['duration', 'duration of 1 to 50 years required']]],
    [{ duration: 51 }, [['duration', 'duration of 1 to 50 years required']]],
    [{ duration: 2.5 }, [['duration', 'duration of 1 to 50 years required']]],
    [{ amount: 0 }, null],
    [{ amount: -5 }, [['amount', 'Must be a positive number']]],
    [{ amount: 10.5 }, [['amount', 'Must be an integer']]],
    [{ amount: 1_000_000_000_000 }, [['amount', 'Should be equal or less than 12 digits']]],
    [{ amount: '100' }, [['amount', 'Must be a number']]],
    [{ name: '  ' }, [['name', 'Required']]],
    [{ name: 'x'.repeat(100) }, null],
    [{ name: 'x'.repeat(101) }, [['name', 'Should contain no more than 100 characters']]],
  ])('%j → %j', (body, expected) => {
    expect(refusal(body)).toEqual(expected);
  });

  it.each([
    ['the client with no goals', facts('self'), 0, ['add', 'write_client_note']],
    ['the client with goals', facts('self'), 2, ['add', 'edit', 'delete', 'confirm', 'write_client_note']],
    ['the client at the most goals', facts('self'), 50, ['edit', 'delete', 'confirm', 'write_client_note']],
    ['the client once submitted', facts('self', 'submitted'), 2, []],
    ['the adviser', facts('own'), 1, ['add', 'edit', 'delete', 'confirm', 'write_overview_note']],
    ['the adviser once the case is completed', facts('own', 'completed'), 1, ['write_overview_note']],
    ['a director of a deactivated client', facts('director', 'building', { isClientReadOnly: true }), 1, []],
  ])('%s: %j', (_name, input, goalCount, expected) => {
    expect(goalsActionsFor({ ...input, goalCount })).toEqual(expected);
  });
});
