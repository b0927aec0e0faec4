import { describe, expect, it } from 'vitest';
import { caseProjectionMilestones, caseProjectionRate, caseValueInTodaysMoney, projectCaseInvestment } from './case-projection.ts';

describe('the investment projection', () => {
  it('grows each scenario at its yearly rate after the fee: 1%, 4% and 7%, and cash at 1.5%', () => {
    expect(caseProjectionRate('low')).toBeCloseTo(0.01);
    expect(caseProjectionRate('medium')).toBeCloseTo(0.04);
    expect(caseProjectionRate('high')).toBeCloseTo(0.07);
    expect(caseProjectionRate('cash')).toBeCloseTo(0.015);
  });

  it('compounds a lump sum once a year in effect: £10,000 at 4% is £10,400 after one year and £14,802 after ten', () => {
    const rows = projectCaseInvestment({ initialInvestment: 10_000, monthlyContribution: 0, durationYears: 10 });
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ year: 1, paidIn: 10_000, medium: 10_400, high: 10_700, low: 10_100, cash: 10_150 });
    expect(rows[9]?.medium).toBe(Math.round(10_000 * 1.04 ** 10));
  });

  it('adds each monthly contribution at the start of its month, so a year of £100 a month at 0% growth would be £1,200', () => {
    const [year] = projectCaseInvestment({ initialInvestment: 0, monthlyContribution: 100, durationYears: 1 });
    expect(year?.paidIn).toBe(1_200);
    // Every scenario earns a little on the contributions, cash the least and high growth the most.
    expect(year && year.cash > 1_200 && year.cash < year.medium && year.medium < year.high).toBe(true);
  });

  it('answers no rows for no duration, and whole amounts only', () => {
    expect(projectCaseInvestment({ initialInvestment: 5_000, monthlyContribution: 50, durationYears: 0 })).toEqual([]);
    const rows = projectCaseInvestment({ initialInvestment: 12_345, monthlyContribution: 67, durationYears: 25 });
    expect(rows.every((row) => [row.cash, row.low, row.medium, row.high].every(Number.isInteger))).toBe(true);
  });

  it('says a value in today’s money at 2% inflation', () => {
    expect(caseValueInTodaysMoney(10_200, 1)).toBe(10_000);
  });

  it('shows each of the first five years, then every fifth, and always the last', () => {
    expect(caseProjectionMilestones(5)).toEqual([1, 2, 3, 4, 5]);
    expect(caseProjectionMilestones(12)).toEqual([1, 2, 3, 4, 5, 10, 12]);
    expect(caseProjectionMilestones(20)).toEqual([1, 2, 3, 4, 5, 10, 15, 20]);
  });
});
