import { describe, expect, it } from 'vitest';
import {
  type Addressed,
  financialPlanningAnswerKeys,
  financialPlanningHealthKeys,
  financialPlanningQuestions,
  financialPlanningTaxKeys,
  financialPlanningTaxQuestions,
} from './financial-planning.content.ts';
import { financialPlanningFigures as f } from './financial-planning.figures.ts';

/** Every text of the health check for one reader. */
function textsFor(reader: keyof Addressed): string[] {
  const fromQuestions = financialPlanningQuestions.flatMap((q) => [
    q.text[reader],
    ...(q.hint ? [q.hint[reader]] : []),
    ...q.fields.flatMap((field) => [
      ...(field.label ? [field.label[reader]] : []),
      ...('hint' in field ? [field.hint[reader]] : []),
      ...(field.kind === 'choice' ? field.options.map((o) => o.label[reader]) : []),
    ]),
  ]);
  const fromTaxSet = financialPlanningTaxQuestions.flatMap((q) => [
    q.text[reader],
    ...q.definitions[reader],
    ...q.options.map((o) => o.label[reader]),
  ]);
  return [...fromQuestions, ...fromTaxSet];
}

describe('the health check UK v1 (spec 3 §3)', () => {
  it('has eight questions asking for every answer of the spec, each key once', () => {
    expect(financialPlanningQuestions.map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(financialPlanningQuestions.flatMap((q) => q.fields.map((field) => field.key))).toEqual([...financialPlanningHealthKeys]);
    expect(new Set(financialPlanningAnswerKeys).size).toBe(financialPlanningAnswerKeys.length);
  });

  it('answers yes or no for the six parts of life, the tax check, passing on assets and provision for affairs; N/A for dependants; three ways for confidence', () => {
    const valuesOf = (key: string) =>
      financialPlanningQuestions
        .flatMap((q) => q.fields)
        .flatMap((field) => (field.key === key && field.kind === 'choice' ? field.options.map((o) => o.value) : []));
    for (const key of ['ideal_income', 'ideal_capital', 'ideal_work', 'ideal_money_spend', 'ideal_time_spend', 'ideal_retirement'])
      expect(valuesOf(key)).toEqual(['yes', 'no']);
    for (const key of ['tax_saving_check', 'asset_passing', 'affairs_provision']) expect(valuesOf(key)).toEqual(['yes', 'no']);
    expect(valuesOf('dependants_provided')).toEqual(['yes', 'no', 'not_applicable']);
    expect(valuesOf('confidence')).toEqual(['decreased', 'same', 'increased']);
  });

  it('has the tax-planning set of the spec, options A to D each, with definitions for both readers', () => {
    expect(financialPlanningTaxQuestions.map((q) => q.key)).toEqual([...financialPlanningTaxKeys]);
    for (const question of financialPlanningTaxQuestions) {
      expect(
        question.options.map((o) => o.letter),
        question.key,
      ).toEqual(['A', 'B', 'C', 'D']);
      expect(question.definitions.client.length, question.key).toBeGreaterThan(0);
      expect(question.definitions.adviser.length, question.key).toBe(question.definitions.client.length);
    }
  });

  it('speaks to the client as “you” and to the adviser of “your client”, never the other way round', () => {
    for (const text of textsFor('adviser')) expect(text.replace(/your client(’s)?/giu, ''), text).not.toMatch(/\byou(r|rs|rself)?\b/iu);
    for (const text of textsFor('client')) expect(text, text).not.toMatch(/your client/iu);
    for (const text of [...textsFor('client'), ...textsFor('adviser')]) {
      expect(text.trim(), 'no stray spaces').toBe(text);
      expect(text).not.toMatch(/\s{2}|undefined|NaN/u);
    }
  });
});

describe('its figures, checked against spec 3 §9', () => {
  it.each([
    ['personal savings allowance, basic rate', f.personalSavingsAllowance.basic, 1_000],
    ['personal savings allowance, higher rate', f.personalSavingsAllowance.higher, 500],
    ['personal savings allowance, additional rate', f.personalSavingsAllowance.additional, 0],
    ['starting savings band', f.startingSavingsBand, 5_000],
    ['dividend allowance (2,000, then 1,000, falling to 500)', f.dividendAllowance, 500],
    ['capital gains exemption (6,000 falling to 3,000 from 6 April 2024)', f.capitalGainsExemption, 3_000],
    ['pension annual allowance', f.pensionAnnualAllowance, 60_000],
    ['pension carry-forward years', f.pensionCarryForwardYears, 3],
    ['minimum pension relief, gross', f.minimumPensionRelief, 3_600],
    ['minimum pension relief, net', f.minimumPensionReliefNet, 2_880],
    ['no relief at age', f.pensionReliefMaxAge, 75],
    ['pension access age', f.pensionAccessAge, 55],
    ['gift exemption', f.giftExemption, 3_000],
    ['gift carry-forward years', f.giftCarryForwardYears, 1],
    ['nil rate band', f.nilRateBand, 325_000],
    ['residence nil rate band', f.residenceNilRateBand, 175_000],
    ['both bands with a home', f.nilRateBandsWithHome, 500_000],
    ['inheritance tax rate', f.inheritanceTaxRate, 40],
    ['inheritances window, years', f.inheritancesWindowYears, 2],
    ['will review, years', f.willReviewYears, 3],
  ])('%s is %d', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('the two bands with a home add up', () => {
    expect(f.nilRateBand + f.residenceNilRateBand).toBe(f.nilRateBandsWithHome);
  });

  it('quotes no amount in pounds that is not one of its figures', () => {
    const known = new Set(
      Object.values(f)
        .flatMap((value): unknown[] => (typeof value === 'object' ? Object.values(value) : [value]))
        .filter((value): value is number => typeof value === 'number'),
    );
    const quoted = [...textsFor('client'), ...textsFor('adviser')].flatMap((text) =>
      [...text.matchAll(/£([\d,]+)/gu)].map((match) => Number((match[1] ?? '').replace(/,/gu, ''))),
    );
    expect(quoted.length).toBeGreaterThan(20);
    expect(quoted.filter((amount) => !known.has(amount))).toEqual([]);
  });
});
