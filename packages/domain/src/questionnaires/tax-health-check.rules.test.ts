import { describe, expect, it } from 'vitest';
import {
  applicableQuestions,
  checkTaxHealthCheckAnswers,
  isEveryQuestionAnswered,
  isMarkableComplete,
  isPartnerChoiceOpen,
  missingAnswers,
  orderedLetters,
  previousAnswersFor,
  taxHealthCheckLockOf,
  versionForDate,
} from './tax-health-check.rules.ts';
import type { TaxHealthCheckContent, TaxHealthCheckOption } from './tax-health-check.types.ts';
import { taxHealthCheckSaveBody } from './tax-health-check.views.ts';
import { isPastTaxYear, taxYearStartOf, ukTodayIso } from './tax-year.ts';

/** A small check of its own, so the rules are tested apart from any version's wording. */
const said = { adviser: ['Your client may save tax.'], client: ['You may save tax.'] };
const options = (letters: TaxHealthCheckOption['letter'][]): TaxHealthCheckOption[] =>
  letters.map((letter) => ({ letter, text: `Option ${letter}`, hint: said, description: said }));
const fixture: TaxHealthCheckContent = {
  version: 'current',
  taxYear: { label: '2023/24', start: '2023-04-06', end: '2024-04-05' },
  intro: ['Tax levels and reliefs can change.'],
  questions: [
    {
      key: 'TaxableIncome',
      person: 'client',
      text: { adviser: 'Your client’s income?', client: 'Your income?' },
      options: options(['A', 'B', 'C']),
    },
    {
      key: 'IsaInvested',
      person: 'client',
      isMultiple: true,
      text: { adviser: 'Your client’s ISAs?', client: 'Your ISAs?' },
      options: options(['A', 'B', 'C', 'D']),
    },
    {
      key: 'TaxableIncomePartner',
      person: 'partner',
      text: { adviser: 'The partner’s income?', client: 'Your partner’s income?' },
      options: options(['A', 'B', 'C', 'F']),
    },
  ],
};

describe('the tax year and the version a new check takes from the date', () => {
  it.each([
    ['2024-04-05', '2023-04-06'],
    ['2024-04-06', '2024-04-06'],
    ['2026-01-01', '2025-04-06'],
    ['2026-12-31', '2026-04-06'],
  ])('%s falls in the tax year starting %s', (date, start) => {
    expect(taxYearStartOf(date)).toBe(start);
  });

  it.each([
    ['2018-04-05', 'old'],
    ['2018-04-06', 'old'],
    ['2019-04-05', 'old'],
    ['2019-04-06', 'new'],
    ['2021-09-01', 'new'],
    ['2023-04-05', 'new'],
    ['2023-04-06', 'current'],
    ['2026-11-26', 'current'],
  ] as const)('on %s (5 and 6 April boundaries) a new check uses the %s version', (date, version) => {
    expect(versionForDate(date)).toBe(version);
  });

  it('the UK date decides: at 23:30 UTC on 5 April 2023 (summer time) a new check already takes the current version', () => {
    expect(versionForDate(ukTodayIso(new Date('2023-04-05T23:30:00Z')))).toBe('current');
    expect(versionForDate(ukTodayIso(new Date('2023-04-05T22:59:00Z')))).toBe('new');
  });
});

describe('a check is editable only during its own tax year', () => {
  it.each([
    ['2025-04-06', '2026-04-05', false],
    ['2025-04-06', '2026-04-06', true],
    ['2025-04-06', '2025-04-06', false],
    ['2024-04-06', '2026-11-26', true],
  ])('a check of the year from %s on %s: year over %s', (start, today, isOver) => {
    expect(isPastTaxYear(start, today)).toBe(isOver);
    expect(taxHealthCheckLockOf({ taxYearStart: start }, today)).toBe(isOver ? 'pastYear' : null);
  });

  it('the adviser may mark complete only a past year’s check that was not completed', () => {
    expect(isMarkableComplete({ status: 'in_progress', taxYearStart: '2025-04-06' }, '2026-04-06')).toBe(true);
    expect(isMarkableComplete({ status: 'in_progress', taxYearStart: '2025-04-06' }, '2026-04-05')).toBe(false);
    expect(isMarkableComplete({ status: 'completed', taxYearStart: '2025-04-06' }, '2026-04-06')).toBe(false);
  });
});

describe('which questions apply and when every one is answered', () => {
  it('partner questions apply only with the partner', () => {
    expect(applicableQuestions(fixture, false).map((q) => q.key)).toEqual(['TaxableIncome', 'IsaInvested']);
    expect(applicableQuestions(fixture, null).map((q) => q.key)).toEqual(['TaxableIncome', 'IsaInvested']);
    expect(applicableQuestions(fixture, true).map((q) => q.key)).toEqual(['TaxableIncome', 'IsaInvested', 'TaxableIncomePartner']);
  });

  it('names the questions still unanswered, in order', () => {
    expect(missingAnswers(fixture, true, { IsaInvested: ['A'] })).toEqual(['TaxableIncome', 'TaxableIncomePartner']);
    expect(missingAnswers(fixture, false, { TaxableIncome: ['B'], IsaInvested: [] })).toEqual(['IsaInvested']);
  });

  it('complete alone without the partner’s answers; with the partner only with theirs; never before the choice', () => {
    const mine = { TaxableIncome: ['B' as const], IsaInvested: ['A' as const, 'C' as const] };
    expect(isEveryQuestionAnswered(fixture, false, mine)).toBe(true);
    expect(isEveryQuestionAnswered(fixture, true, mine)).toBe(false);
    expect(isEveryQuestionAnswered(fixture, true, { ...mine, TaxableIncomePartner: ['F'] })).toBe(true);
    expect(isEveryQuestionAnswered(fixture, null, mine)).toBe(false);
  });

  it('the partner choice is open only before the first answer of a check in progress', () => {
    expect(isPartnerChoiceOpen({ status: 'in_progress', answers: {} })).toBe(true);
    expect(isPartnerChoiceOpen({ status: 'in_progress', answers: { TaxableIncome: ['A'] } })).toBe(false);
    expect(isPartnerChoiceOpen({ status: 'completed', answers: {} })).toBe(false);
  });
});

describe('the answers a save may send', () => {
  it('accepts an option of each question, several where the question allows it', () => {
    expect(
      checkTaxHealthCheckAnswers(fixture, true, { TaxableIncome: ['A'], IsaInvested: ['B', 'D'], TaxableIncomePartner: ['F'] }),
    ).toEqual([]);
  });

  it.each([
    ['an unknown question', { Pension: ['A'] }, 'This question is not part of this Tax Health Check.'],
    ['a question of another version', { CountryOfResidence: ['A'] }, 'This question is not part of this Tax Health Check.'],
    ['a letter the question does not offer', { TaxableIncome: ['D'] }, 'This answer is not one of the question’s options.'],
    ['two boxes on a single-answer question', { TaxableIncome: ['A', 'B'] }, 'Tick one box only for this question.'],
    ['a box twice', { IsaInvested: ['A', 'A'] }, 'Tick each box at most once.'],
    ['no box at all', { IsaInvested: [] }, 'Please mark at least one answer or option'],
  ])('refuses %s, pointing at its question', (_name, answers, detail) => {
    const [key] = Object.keys(answers);
    expect(checkTaxHealthCheckAnswers(fixture, true, answers)).toEqual([{ pointer: `/answers/${key}`, detail }]);
  });

  it('refuses the partner’s answers when the check is alone or the choice is not made', () => {
    const refusal = [
      {
        pointer: '/answers/TaxableIncomePartner',
        detail: 'This question is about the partner, who is not included in this Tax Health Check.',
      },
    ];
    expect(checkTaxHealthCheckAnswers(fixture, false, { TaxableIncomePartner: ['A'] })).toEqual(refusal);
    expect(checkTaxHealthCheckAnswers(fixture, null, { TaxableIncomePartner: ['A'] })).toEqual(refusal);
  });

  it('the body carries a partner choice or at least one answer, with letters A to F only', () => {
    expect(taxHealthCheckSaveBody.safeParse({}).success).toBe(false);
    expect(taxHealthCheckSaveBody.safeParse({ answers: {} }).success).toBe(false);
    expect(taxHealthCheckSaveBody.safeParse({ answers: { TaxableIncome: ['G'] } }).success).toBe(false);
    expect(taxHealthCheckSaveBody.safeParse({ answers: { 'Taxable-Income': ['A'] } }).success).toBe(false);
    expect(taxHealthCheckSaveBody.safeParse({ with_partner: true }).success).toBe(true);
    expect(taxHealthCheckSaveBody.safeParse({ answers: { TaxableIncome: ['A'] } }).success).toBe(true);
  });

  it('keeps letters in the question’s order, and of a previous check only the answers to questions this one asks', () => {
    const isa = fixture.questions[1];
    if (!isa) throw new Error('fixture');
    expect(orderedLetters(isa, ['D', 'A'])).toEqual(['A', 'D']);
    expect(
      previousAnswersFor(fixture, { TaxableIncome: ['C'], CountryOfResidence: ['B'], IsaInvested: ['C', 'A'], MadeGifts: [] }),
    ).toEqual({
      TaxableIncome: ['C'],
      IsaInvested: ['A', 'C'],
    });
  });
});
