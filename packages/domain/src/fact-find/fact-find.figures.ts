/**
 * The figures the adviser's fact-find guidance quotes (spec 3 §9), in pounds, for the 2024/25 tax year
 * (6 April 2024 to 5 April 2025). Data, so a change of the rules is a change here and of its test.
 */
export const factFindGuidanceFigures = {
  taxYear: '2024/25',
  isaAllowance: 20_000,
  personalAllowance: 12_570,
  /** Above this the personal allowance is withdrawn, £1 for every £2. */
  personalAllowanceTaperFrom: 100_000,
  higherRateThreshold: 50_270,
  /** The additional rate applies above this (and the personal allowance is gone). */
  additionalRateThreshold: 125_140,
  ukRates: { basic: 20, higher: 40, additional: 45 },
  /**
   * Scotland's bands for earnings, pensions and rental income. The spec does not give them, so these are
   * the Scottish Government's published 2024/25 starter, basic, intermediate, higher, advanced and top
   * bands (from the end of the personal allowance); savings and dividends are taxed at UK rates.
   */
  scottishBands: [
    { band: 'starter', rate: 19, from: 12_571 },
    { band: 'basic', rate: 20, from: 14_877 },
    { band: 'intermediate', rate: 21, from: 26_562 },
    { band: 'higher', rate: 42, from: 43_663 },
    { band: 'advanced', rate: 45, from: 75_001 },
    { band: 'top', rate: 48, from: 125_141 },
  ],
  /**
   * The capital gains annual exempt amount. §9's guidance list carries 12,000 from an older text; its
   * current tax health check gives 6,000 falling to 3,000 from 6 April 2024, which is 2024/25's.
   */
  capitalGainsExemption: 3_000,
  /** The dividend allowance: 2,000, then 1,000, and 500 from 2024/25 (§9). */
  dividendAllowance: 500,
  /** The personal savings allowance by the highest band of a person's income; none for additional-rate taxpayers. */
  personalSavingsAllowance: { basic: 1_000, higher: 500, additional: 0 },
  /** Interest taxed at 0% when other income leaves this band (above the personal allowance) unused. */
  startingSavingsBand: 5_000,
  giftExemption: 3_000,
  giftCarryForwardYears: 1,
  nilRateBand: 325_000,
  residenceNilRateBand: 175_000,
  /** The residence nil-rate band tapers away for estates above this. */
  residenceNilRateBandTaperFrom: 2_000_000,
  inheritanceTaxRate: 40,
  pensionAnnualAllowance: 60_000,
  pensionCarryForwardYears: 3,
  /** Anyone may pay this much gross (2,880 net) and get relief, whatever their earnings. */
  minimumPensionRelief: 3_600,
  minimumPensionReliefNet: 2_880,
  pensionAccessAge: 55,
  /** An emergency fund of 3 to 6 months' outgoings (§9). */
  emergencyFundMonths: { min: 3, max: 6 },
  inheritancesWindowYears: 2,
  willReviewYears: 3,
} as const;
