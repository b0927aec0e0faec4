import { gbp, intro, listed, questions, say } from './tax-health-check.2018-2020.ts';
import type { TaxHealthCheckContent } from './tax-health-check.types.ts';

/*
 * The tax health check's "old" version: the 2018/19 tax year (6 April 2018 to 5 April 2019), addressed to the
 * adviser, with the older guidance texts' figures. Past tax years never change, so this module is a frozen
 * record of what an adviser read that year, and its test checks every figure in it. It shares its wording with
 * the new version (`tax-health-check.2018-2020.ts`, written from the figures below) but for its own words here,
 * and none with the current version. Only here does the partner's income question offer F ("Not sure"), and the
 * income answers carry a second hint (hint2) for a Scottish taxpayer.
 */

/**
 * The 2018/19 figures the texts quote, in pounds and per cent: first those spec 3 §9 gives (the old version
 * and the older guidance texts), then HMRC's published figures for the same year that the spec leaves out.
 */
export const taxHealthCheckOldFigures = {
  taxYear: { label: '2018/19', start: '2018-04-06', end: '2019-04-05', firstDay: '6 April 2018', lastDay: '5 April 2019' },
  nextTaxYear: { label: '2019/20', firstDay: '6 April 2019' },
  personalAllowance: 11_850,
  basicRateLimit: 46_350,
  /** Scotland's basic (strictly, intermediate) band ends here; earnings above it pay Scotland's higher rate. */
  scottishBasicRateLimit: 43_430,
  isaAllowance: 20_000,
  primaryThreshold: 8_424,
  personalSavingsAllowance: { basic: 1_000, higher: 500 },
  startingRateForSavings: 5_000,
  dividendAllowance: 2_000,
  capitalGainsExemption: 11_700,
  /** The exempt amounts of the three years before, which could not be carried forward. */
  earlierCapitalGainsExemptions: [
    { label: '2017/18', amount: 11_300 },
    { label: '2016/17', amount: 11_100 },
    { label: '2015/16', amount: 11_100 },
  ],
  pensionAnnualAllowance: 40_000,
  pensionCarryForwardYears: ['2015/16', '2016/17', '2017/18'],
  nilRateBand: 325_000,
  /** The residence nil rate band for 2018/19, rising to 175,000 by 2020/21. */
  residenceNilRateBand: 125_000,
  residenceNilRateBandFinal: { amount: 175_000, label: '2020/21' },
  residenceNilRateBandTaperFrom: 2_000_000,
  inheritanceTaxRate: 40,
  giftExemption: 3_000,
  /** Spec 3 §9's fact-find guidance figures, unchanged in 2018/19. */
  minimumPensionRelief: { gross: 3_600, net: 2_880 },

  // HMRC's figures for 2018/19 from here on.
  /** The nil rate band was frozen at 325,000 until 2020/21. */
  nilRateBandFrozenTo: '2020/21',
  additionalRateThreshold: 150_000,
  allowanceTaperFrom: 100_000,
  taperEffectiveRate: 60,
  rates: { basic: 20, higher: 40, additional: 45 },
  /** Scotland's rates on earnings, pensions and rent; savings and dividends use the UK's. */
  scottishRates: { starter: 19, basic: 20, intermediate: 21, higher: 41, top: 46 },
  /** A tenth of the personal allowance (rounded up to £10), transferable to a spouse or civil partner. */
  marriageAllowance: 1_190,
  /** The allowance is withdrawn £1 for every £2, so it is gone at 100,000 + 2 × 11,850. */
  allowanceGoneAt: 123_700,
  /** 41% on income that also removes allowance: 41 × 1.5. */
  scottishTaperEffectiveRate: 61.5,
  /** Employees' Class 1 National Insurance: 12% from the primary threshold to the upper earnings limit, then 2%. */
  upperEarningsLimit: 46_350,
  nationalInsuranceRates: { main: 12, upper: 2 },
  /** The High Income Child Benefit Charge takes 1% per £100 of adjusted net income between these. */
  childBenefitCharge: { from: 50_000, allAt: 60_000 },
  juniorIsaAllowance: 4_260,
  /** The Lifetime ISA, within the ISA allowance, with a 25% government bonus. */
  lifetimeIsa: { allowance: 4_000, bonus: 25 },
  /** The Financial Services Compensation Scheme's cover per person per banking group. */
  depositProtection: 85_000,
  /** The dividend allowance of 2016/17 and 2017/18, cut to 2,000 on 6 April 2018. */
  previousDividendAllowance: 5_000,
  dividendRates: { basic: 7.5, higher: 32.5, additional: 38.1 },
  capitalGainsRates: { basic: 10, higher: 20 },
  residentialPropertyGainsRates: { basic: 18, higher: 28 },
  /** Income tax relief on Enterprise Investment Scheme and venture capital trust shares. */
  ventureReliefRate: 30,
  /** The tapered annual allowance: threshold income, adjusted income, the floor it falls to and where it reaches it. */
  pensionTaper: { thresholdIncome: 110_000, adjustedIncome: 150_000, minimum: 10_000, floorAt: 210_000 },
  moneyPurchaseAnnualAllowance: 4_000,
  lifetimeAllowance: 1_030_000,
  /** Automatic enrolment's minimum contributions from 6 April 2018, as a share of qualifying earnings. */
  autoEnrolmentMinimum: { total: 5, employer: 2 },
  /** The yearly earnings above which an employee aged 22 to State Pension age is enrolled automatically. */
  autoEnrolmentTrigger: 10_000,
  pensionAccessAge: 55,
  taxFreeCash: 25,
  smallGiftExemption: 250,
  weddingGifts: { parent: 5_000, grandparent: 2_500, anyoneElse: 1_000 },
  /** The reduced rate when 10% or more of the net estate goes to charity. */
  inheritanceTaxCharityRate: 36,
} as const;

const f = taxHealthCheckOldFigures;

/** The tax health check for 2018/19, with each question followed by its partner twin. */
export const taxHealthCheckOld: TaxHealthCheckContent = {
  version: 'old',
  taxYear: { label: f.taxYear.label, start: f.taxYear.start, end: f.taxYear.end },
  intro: intro(f),
  questions: questions(f, {
    incomeHints: {
      B: {
        hint: say(`A basic-rate taxpayer: ${f.rates.basic}% on income above ${gbp(f.personalAllowance)}.`),
        hint2: say(
          `In Scotland: ${f.scottishRates.starter}%, ${f.scottishRates.basic}% and ${f.scottishRates.intermediate}% up to ${gbp(f.scottishBasicRateLimit)}, then ${f.scottishRates.higher}% on earnings above it.`,
        ),
      },
      C: {
        hint: say(`A higher-rate taxpayer: ${f.rates.higher}% on income above ${gbp(f.basicRateLimit)}.`),
        hint2: say(`In Scotland: ${f.scottishRates.higher}% on earnings above ${gbp(f.scottishBasicRateLimit)}.`),
      },
      D: { hint2: say(`In Scotland: an effective ${f.scottishTaperEffectiveRate}% on that income.`) },
      E: {
        hint: say(
          `An additional-rate taxpayer: ${f.rates.additional}% on income above ${gbp(f.additionalRateThreshold)}, with no personal allowance.`,
        ),
        hint2: say(`In Scotland: the top rate of ${f.scottishRates.top}% on earnings above ${gbp(f.additionalRateThreshold)}.`),
      },
    },
    partnerIncomeOptions: [
      {
        letter: 'F',
        text: 'Not sure',
        hint: say('An estimate will do: the partner’s income shapes several of the suggestions that follow.'),
        description: say(
          'Without the partner’s income, the marriage allowance, moving savings between the couple and the High Income Child Benefit Charge cannot be judged.',
          'A recent payslip, P60, pension statement or tax return gives the figure.',
        ),
      },
    ],
    dividendAllowance: `The first ${gbp(f.dividendAllowance)} of dividends is free of tax (the dividend allowance, cut from ${gbp(f.previousDividendAllowance)} on ${f.taxYear.firstDay}). Scottish taxpayers pay the same rates on dividends as the rest of the UK, on the UK bands.`,
    noGains: (w) =>
      `The ${gbp(f.capitalGainsExemption)} exempt amount cannot be carried forward, just as ${listed(f.earlierCapitalGainsExemptions.map((earlier) => `the ${gbp(earlier.amount)} of ${earlier.label}`))} could not. If ${w.name} holds investments with gains, selling enough each year to use it, and buying back in an ISA or after 30 days, raises their base cost without tax.`,
    residenceNilRateBand: `The residence nil rate band, ${gbp(f.residenceNilRateBand)} in ${f.taxYear.label} and rising to ${gbp(f.residenceNilRateBandFinal.amount)} by ${f.residenceNilRateBandFinal.label}, applies when a home goes to children or grandchildren. It is reduced by £1 for every £2 by which the estate exceeds ${gbp(f.residenceNilRateBandTaperFrom)}.`,
  }),
};
