import { gbp, intro, questions, say } from './tax-health-check.2018-2020.ts';
import type { TaxHealthCheckContent } from './tax-health-check.types.ts';

/*
 * The tax health check's "new" version: the 2019/20 tax year (6 April 2019 to 5 April 2020), addressed to the
 * adviser. Past tax years never change, so this module is a frozen record of what an adviser read that year, and
 * its test checks every figure in it. It shares its wording with the old version (`tax-health-check.2018-2020.ts`,
 * written from the figures below) but for its own words here, and none with the current version.
 */

/**
 * The 2019/20 figures the texts quote, in pounds and per cent: first those spec 3 §9 gives, then HMRC's
 * published figures for the same year that the spec leaves out.
 */
export const taxHealthCheckNewFigures = {
  taxYear: { label: '2019/20', start: '2019-04-06', end: '2020-04-05', firstDay: '6 April 2019', lastDay: '5 April 2020' },
  nextTaxYear: { label: '2020/21', firstDay: '6 April 2020' },
  personalAllowance: 12_500,
  basicRateLimit: 50_000,
  /** Scotland's basic (strictly, intermediate) band ends here; earnings above it pay Scotland's higher rate. */
  scottishBasicRateLimit: 43_430,
  additionalRateThreshold: 150_000,
  allowanceTaperFrom: 100_000,
  taperEffectiveRate: 60,
  primaryThreshold: 8_632,
  isaAllowance: 20_000,
  juniorIsaAllowance: 4_368,
  dividendAllowance: 2_000,
  capitalGainsExemption: 12_000,
  pensionAnnualAllowance: 40_000,
  pensionCarryForwardYears: ['2016/17', '2017/18', '2018/19'],
  giftExemption: 3_000,
  nilRateBand: 325_000,
  nilRateBandFrozenTo: '2020/21',
  /** Spec 3 §9's older guidance and fact-find figures, unchanged in 2019/20. */
  personalSavingsAllowance: { basic: 1_000, higher: 500 },
  startingRateForSavings: 5_000,
  minimumPensionRelief: { gross: 3_600, net: 2_880 },
  inheritanceTaxRate: 40,
  residenceNilRateBandTaperFrom: 2_000_000,

  // HMRC's figures for 2019/20 from here on.
  rates: { basic: 20, higher: 40, additional: 45 },
  /** Scotland's rates on earnings, pensions and rent (additional: 46% as the spec says); savings and dividends use the UK's. */
  scottishRates: { starter: 19, basic: 20, intermediate: 21, higher: 41, top: 46 },
  /** A tenth of the personal allowance, transferable to a spouse or civil partner. */
  marriageAllowance: 1_250,
  /** The allowance is withdrawn £1 for every £2, so it is gone at 100,000 + 2 × 12,500. */
  allowanceGoneAt: 125_000,
  /** 41% on income that also removes allowance: 41 × 1.5. */
  scottishTaperEffectiveRate: 61.5,
  /** Employees' Class 1 National Insurance: 12% from the primary threshold to the upper earnings limit, then 2%. */
  upperEarningsLimit: 50_000,
  nationalInsuranceRates: { main: 12, upper: 2 },
  /** The High Income Child Benefit Charge takes 1% per £100 of adjusted net income between these. */
  childBenefitCharge: { from: 50_000, allAt: 60_000 },
  /** The Lifetime ISA, within the ISA allowance, with a 25% government bonus. */
  lifetimeIsa: { allowance: 4_000, bonus: 25 },
  /** The Financial Services Compensation Scheme's cover per person per banking group. */
  depositProtection: 85_000,
  dividendRates: { basic: 7.5, higher: 32.5, additional: 38.1 },
  capitalGainsRates: { basic: 10, higher: 20 },
  residentialPropertyGainsRates: { basic: 18, higher: 28 },
  /** Income tax relief on Enterprise Investment Scheme and venture capital trust shares. */
  ventureReliefRate: 30,
  /** The tapered annual allowance: threshold income, adjusted income, the floor it falls to and where it reaches it. */
  pensionTaper: { thresholdIncome: 110_000, adjustedIncome: 150_000, minimum: 10_000, floorAt: 210_000 },
  moneyPurchaseAnnualAllowance: 4_000,
  lifetimeAllowance: 1_055_000,
  /** Automatic enrolment's minimum contributions from 6 April 2019, as a share of qualifying earnings. */
  autoEnrolmentMinimum: { total: 8, employer: 3 },
  /** The yearly earnings above which an employee aged 22 to State Pension age is enrolled automatically. */
  autoEnrolmentTrigger: 10_000,
  pensionAccessAge: 55,
  taxFreeCash: 25,
  smallGiftExemption: 250,
  weddingGifts: { parent: 5_000, grandparent: 2_500, anyoneElse: 1_000 },
  /** The residence nil rate band for 2019/20, and the 175,000 it reaches in 2020/21. */
  residenceNilRateBand: 150_000,
  residenceNilRateBandNextYear: 175_000,
  /** The reduced rate when 10% or more of the net estate goes to charity. */
  inheritanceTaxCharityRate: 36,
} as const;

const f = taxHealthCheckNewFigures;

/** The tax health check for 2019/20, with each question followed by its partner twin. */
export const taxHealthCheckNew: TaxHealthCheckContent = {
  version: 'new',
  taxYear: { label: f.taxYear.label, start: f.taxYear.start, end: f.taxYear.end },
  intro: intro(f),
  questions: questions(f, {
    incomeHints: {
      B: {
        hint: say(
          `A basic-rate taxpayer: ${f.rates.basic}% on income above ${gbp(f.personalAllowance)}. In Scotland, earnings above ${gbp(f.scottishBasicRateLimit)} are taxed at ${f.scottishRates.higher}%.`,
        ),
      },
      C: {
        hint: say(
          `A higher-rate taxpayer: ${f.rates.higher}% on income above ${gbp(f.basicRateLimit)} (${f.scottishRates.higher}% above ${gbp(f.scottishBasicRateLimit)} in Scotland).`,
        ),
      },
      E: {
        hint: say(
          `An additional-rate taxpayer: ${f.rates.additional}% on income above ${gbp(f.additionalRateThreshold)} (${f.scottishRates.top}% in Scotland), with no personal allowance.`,
        ),
      },
    },
    partnerIncomeOptions: [],
    dividendAllowance: `The first ${gbp(f.dividendAllowance)} of dividends is free of tax (the dividend allowance). Scottish taxpayers pay the same rates on dividends as the rest of the UK, on the UK bands.`,
    noGains: (w) =>
      `The ${gbp(f.capitalGainsExemption)} exempt amount cannot be carried forward. If ${w.name} holds investments with gains, selling enough each year to use it, and buying back in an ISA or after 30 days, raises their base cost without tax.`,
    residenceNilRateBand: `The residence nil rate band, ${gbp(f.residenceNilRateBand)} in ${f.taxYear.label} and ${gbp(f.residenceNilRateBandNextYear)} from ${f.nextTaxYear.label}, applies when a home goes to children or grandchildren. It is reduced by £1 for every £2 by which the estate exceeds ${gbp(f.residenceNilRateBandTaperFrom)}.`,
  }),
};
