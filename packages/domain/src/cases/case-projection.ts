/*
 * The investment projection of an Online Advice Request (spec 3 §9 "Financial planning goals and
 * projections"): the initial investment and the monthly contribution, grown over the request's duration
 * under each scenario. The spec names the scenarios (high, medium and low growth, and cash) and that an
 * annual fee, inflation and a cash interest rate apply, but not their values; these are ours:
 * - growth of 2%, 5% and 8% a year before charges: the FCA's standard lower, intermediate and higher
 *   projection rates for investments (COBS 13 Annex 2), which UK clients see on their key information;
 * - an annual fee of 1% taken from the invested scenarios (a typical all-in platform and fund charge);
 * - cash earning 1.5% a year with no fee;
 * - inflation of 2% a year (the Bank of England's target), for the value in today's money.
 * It is an illustration, not a promise: the page says so beside the figures.
 */

export const caseProjectionScenarios = ['cash', 'low', 'medium', 'high'] as const;
export type CaseProjectionScenario = (typeof caseProjectionScenarios)[number];

export const caseProjectionAssumptions = {
  growth: { low: 0.02, medium: 0.05, high: 0.08 },
  annualFee: 0.01,
  cashInterest: 0.015,
  inflation: 0.02,
} as const;

export const caseProjectionScenarioLabels = {
  cash: 'Cash',
  low: 'Low growth',
  medium: 'Medium growth',
  high: 'High growth',
} as const satisfies Record<CaseProjectionScenario, string>;

/** The yearly rate each scenario grows at after charges. */
export function caseProjectionRate(scenario: CaseProjectionScenario): number {
  if (scenario === 'cash') return caseProjectionAssumptions.cashInterest;
  return caseProjectionAssumptions.growth[scenario] - caseProjectionAssumptions.annualFee;
}

export type CaseProjectionInput = { initialInvestment: number; monthlyContribution: number; durationYears: number };

/** One row of the projection: the end of a year, what was paid in by then, and each scenario's value (whole units). */
export type CaseProjectionRow = { year: number; paidIn: number } & Record<CaseProjectionScenario, number>;

/**
 * The value at the end of each year from 1 to the duration: the initial investment at the start, each
 * monthly contribution at the start of its month, growth compounded monthly at the scenario's yearly rate.
 * Values are rounded to whole units only when shown, so rounding never compounds.
 */
export function projectCaseInvestment({ initialInvestment, monthlyContribution, durationYears }: CaseProjectionInput): CaseProjectionRow[] {
  const years = Math.max(0, Math.floor(durationYears));
  const values = Object.fromEntries(caseProjectionScenarios.map((s) => [s, initialInvestment])) as Record<CaseProjectionScenario, number>;
  const monthly = Object.fromEntries(caseProjectionScenarios.map((s) => [s, (1 + caseProjectionRate(s)) ** (1 / 12)])) as Record<
    CaseProjectionScenario,
    number
  >;
  const rows: CaseProjectionRow[] = [];
  for (let year = 1; year <= years; year += 1) {
    for (let month = 0; month < 12; month += 1)
      for (const scenario of caseProjectionScenarios) values[scenario] = (values[scenario] + monthlyContribution) * monthly[scenario];
    rows.push({
      year,
      paidIn: initialInvestment + monthlyContribution * 12 * year,
      cash: Math.round(values.cash),
      low: Math.round(values.low),
      medium: Math.round(values.medium),
      high: Math.round(values.high),
    });
  }
  return rows;
}

/** A value `years` from now in today's money, at the assumed inflation. */
export function caseValueInTodaysMoney(value: number, years: number): number {
  return Math.round(value / (1 + caseProjectionAssumptions.inflation) ** years);
}

/** The years a projection table shows: each of the first five, then every fifth, and always the last. */
export function caseProjectionMilestones(durationYears: number): number[] {
  const years: number[] = [];
  for (let year = 1; year <= durationYears; year += 1) if (year <= 5 || year % 5 === 0 || year === durationYears) years.push(year);
  return years;
}
