/**
 * The figures the financial planning health check's tax-planning questions quote, in pounds (spec 3 §9).
 * They hold for the 2024/25, 2025/26 and 2026/27 tax years alike: the allowances the spec lists were
 * frozen or cut to these values from 6 April 2024 and unchanged since. Data, so a change of the rules is a
 * change here and of its test.
 */
export const financialPlanningFigures = {
  /** The first tax year these figures are right for, and the last one checked. */
  fromTaxYear: '2024/25',
  checkedToTaxYear: '2026/27',
  /** The personal savings allowance by the highest band of a person's income. */
  personalSavingsAllowance: { basic: 1_000, higher: 500, additional: 0 },
  /** Interest taxed at 0% when other income leaves this band (above the personal allowance) unused. */
  startingSavingsBand: 5_000,
  /** The dividend allowance: 2,000, then 1,000, falling to 500 (§9). */
  dividendAllowance: 500,
  /** The capital gains annual exempt amount: 6,000 falling to 3,000 from 6 April 2024 (§9). */
  capitalGainsExemption: 3_000,
  pensionAnnualAllowance: 60_000,
  pensionCarryForwardYears: 3,
  /** Anyone under 75 may pay this much gross (2,880 net) and get relief, whatever their earnings. */
  minimumPensionRelief: 3_600,
  minimumPensionReliefNet: 2_880,
  pensionReliefMaxAge: 75,
  pensionAccessAge: 55,
  /** The normal minimum pension age rises to 57 from 6 April 2028 (Finance Act 2022; not in §9). */
  pensionAccessAgeFrom2028: 57,
  giftExemption: 3_000,
  giftCarryForwardYears: 1,
  /** Gifts of up to this much to any one person in a tax year are free of inheritance tax (not in §9). */
  smallGiftExemption: 250,
  nilRateBand: 325_000,
  residenceNilRateBand: 175_000,
  /** The nil-rate band and the residence nil-rate band together, when a home passes to direct descendants. */
  nilRateBandsWithHome: 500_000,
  inheritanceTaxRate: 40,
  inheritancesWindowYears: 2,
  willReviewYears: 3,
  /** The most a goal's or an answer's amount may have: 12 digits, as the fact find's (§5). */
  maxAmountDigits: 12,
} as const;
