import { describe, expect, it } from 'vitest';
import { factFindGuidanceFigures as f } from './fact-find.figures.ts';
import {
  factFindGuidance,
  type GuidanceTopic,
  monthlyOutgoingsOf,
  netEstateOf,
  taxRegionOf,
  yearlyIncomeOf,
} from './fact-find.guidance.ts';
import { type FactFindAnswers, type FactFindSectionInput, factFindSectionSchemas } from './fact-find.schemas.ts';
import type { FactFindSection } from './fact-find.sections.ts';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

/** A fact find from the sections given, each parsed by its schema as it would be stored. */
function factFind(sections: { [S in FactFindSection]?: FactFindSectionInput<S> }): FactFindAnswers {
  return Object.fromEntries(
    Object.entries(sections).map(([section, input]) => [section, factFindSectionSchemas[section as FactFindSection].parse(input)]),
  ) as FactFindAnswers;
}

const withIncome = (amount: number, country?: 'england' | 'scotland' | 'wales', rest: Parameters<typeof factFind>[0] = {}) =>
  factFind({
    occupationEarnings: { incomes: [{ type: 'employment', value: gbp(amount) }] },
    ...(country ? { taxResidence: { client: { country_of_residence: country } } } : {}),
    ...rest,
  });

const textsOf = (answers: FactFindAnswers, section: FactFindSection, topic?: GuidanceTopic) =>
  factFindGuidance(answers)
    [section].filter((note) => !topic || note.topic === topic)
    .map((note) => note.text);

describe('the guidance figures (spec 3 §9)', () => {
  it.each([
    ['ISA allowance', f.isaAllowance, 20_000],
    ['personal allowance', f.personalAllowance, 12_570],
    ['higher-rate threshold', f.higherRateThreshold, 50_270],
    ['additional rate above', f.additionalRateThreshold, 125_140],
    ['dividend allowance (2,000, then 1,000, now 500)', f.dividendAllowance, 500],
    ['personal savings allowance, basic rate', f.personalSavingsAllowance.basic, 1_000],
    ['personal savings allowance, higher rate', f.personalSavingsAllowance.higher, 500],
    ['starting savings band', f.startingSavingsBand, 5_000],
    ['gift exemption', f.giftExemption, 3_000],
    ['nil-rate band', f.nilRateBand, 325_000],
    ['residence nil-rate band', f.residenceNilRateBand, 175_000],
    ['pension annual allowance', f.pensionAnnualAllowance, 60_000],
    ['pension carry-forward years', f.pensionCarryForwardYears, 3],
    ['minimum pension relief (gross)', f.minimumPensionRelief, 3_600],
    ['emergency fund, fewest months', f.emergencyFundMonths.min, 3],
    ['emergency fund, most months', f.emergencyFundMonths.max, 6],
    ['capital gains exemption (3,000 from 6 April 2024)', f.capitalGainsExemption, 3_000],
  ])('%s is %d', (_name, figure, expected) => {
    expect(figure).toBe(expected);
  });

  it('Scotland’s 2024/25 bands start where the personal allowance ends', () => {
    expect(f.scottishBands.map((band) => [band.band, band.rate, band.from])).toEqual([
      ['starter', 19, 12_571],
      ['basic', 20, 14_877],
      ['intermediate', 21, 26_562],
      ['higher', 42, 43_663],
      ['advanced', 45, 75_001],
      ['top', 48, 125_141],
    ]);
    expect(f.scottishBands[0]?.from).toBe(f.personalAllowance + 1);
  });
});

describe('guidance for the adviser, worded for "your client"', () => {
  it('income within the personal allowance is not taxed, and the starting savings band may apply', () => {
    const [text] = textsOf(withIncome(12_000, 'england'), 'occupationEarnings');
    expect(text).toContain('Your client has an income of £12,000 a year, within the personal allowance of £12,570');
    expect(text).toContain('£5,000 of savings interest');
  });

  it('England, Wales and Northern Ireland: 20% to £50,270, 40% above, 45% above £125,140', () => {
    const [basic] = textsOf(withIncome(40_000, 'wales'), 'occupationEarnings');
    expect(basic).toContain('their top rate is 20%');
    expect(basic).toContain('20% up to £50,270, 40% above it and 45% above £125,140');
    expect(textsOf(withIncome(60_000, 'england'), 'occupationEarnings')[0]).toContain('their top rate is 40%');
    expect(textsOf(withIncome(130_000, 'england'), 'occupationEarnings')).toEqual([
      expect.stringContaining('their top rate is 45%'),
      'Above £125,140 your client has no personal allowance.',
    ]);
  });

  it('Scotland: its own bands, so the same income meets a different top rate', () => {
    const [text] = textsOf(withIncome(45_000, 'scotland'), 'occupationEarnings');
    expect(text).toContain('their top rate is 42%');
    expect(text).toContain('Scottish rates apply');
    expect(text).toContain('21% from £26,562');
    expect(textsOf(withIncome(45_000, 'england'), 'occupationEarnings')[0]).toContain('their top rate is 20%');
    expect(textsOf(withIncome(80_000, 'scotland'), 'occupationEarnings')[0]).toContain('their top rate is 45%');
  });

  it('the personal allowance tapers between £100,000 and £125,140', () => {
    expect(textsOf(withIncome(110_000, 'england'), 'occupationEarnings')[1]).toContain('withdrawn by £1 for every £2');
  });

  it('the country of residence says which rules apply, and a Scottish rate outside Scotland is questioned', () => {
    expect(textsOf(withIncome(1, 'scotland'), 'taxResidence')[0]).toMatch(/^Your client is a Scottish taxpayer/u);
    expect(textsOf(withIncome(1, 'england'), 'taxResidence')[0]).toContain('England, Wales and Northern Ireland');
    const mixed = factFind({ taxResidence: { client: { country_of_residence: 'england', highest_rate: 'sc41' } } });
    expect(textsOf(mixed, 'taxResidence')[1]).toContain('lives in England but gave a highest rate of Scottish income tax');
    expect(taxRegionOf(factFind({ taxResidence: { client: { highest_rate: 'sc21' } } }), 'client')).toBe('scotland');
  });

  it('ISA: £20,000 a tax year, with what is left', () => {
    const answers = factFind({
      investmentTaxPlan: {
        isas: [
          { type: 'cash', amount: gbp(5_000) },
          { type: 'stockShares', amount: gbp(7_000) },
        ],
      },
    });
    expect(textsOf(answers, 'investmentTaxPlan', 'IsaInvested')).toEqual([
      'Your client has subscribed £12,000 to ISAs; the allowance is £20,000 a tax year, leaving £8,000.',
    ]);
    const over = factFind({ investmentTaxPlan: { isas: [{ type: 'cash', amount: gbp(21_000) }] } });
    expect(textsOf(over, 'investmentTaxPlan', 'IsaInvested')[0]).toContain('more than the £20,000 allowance');
  });

  it('personal savings allowance: £1,000 basic, £500 higher, none additional; the starting band below £17,570', () => {
    const interest = (income: number) =>
      textsOf(
        withIncome(income, 'england', { investmentTaxPlan: { client: { interest: gbp(1_200) } } }),
        'investmentTaxPlan',
        'ReceiveInInterest',
      )[0];
    expect(interest(30_000)).toContain('personal savings allowance is £1,000');
    expect(interest(30_000)).toContain('£200 is above the allowance');
    expect(interest(60_000)).toContain('personal savings allowance is £500');
    expect(interest(130_000)).toContain('they have no personal savings allowance');
    expect(interest(14_000)).toContain('up to £3,570 of interest may also be taxed at 0% under the £5,000 starting rate for savings');
  });

  it('dividends: the £500 allowance', () => {
    const answers = factFind({ investmentTaxPlan: { client: { dividends: gbp(2_000) } } });
    expect(textsOf(answers, 'investmentTaxPlan', 'ReceiveInDividends')[0]).toContain('the dividend allowance is £500, so £1,500 is taxed');
  });

  it('capital gains: the £3,000 exemption, and using it every year', () => {
    const answers = factFind({
      investmentTaxPlan: { client: { expected_capital_gains: gbp(10_000), capital_gains_allowance_used: 'no' } },
    });
    expect(textsOf(answers, 'investmentTaxPlan', 'CapitalGainExcess')[0]).toContain('£7,000 above the £3,000 annual exempt amount');
    expect(textsOf(answers, 'investmentTaxPlan', 'ExpectCapitalGains')[0]).toContain('does not use their £3,000 annual exempt amount');
  });

  it('pensions: the £60,000 annual allowance with 3 years carried forward, relief up to earnings or £3,600 gross', () => {
    const paying = withIncome(30_000, 'england', { investmentTaxPlan: { client: { pension_contributions: gbp(70_000) } } });
    const [text] = textsOf(paying, 'investmentTaxPlan', 'ContributeToPension');
    expect(text).toContain('the annual allowance is £60,000, and unused allowance can be carried forward from the previous 3 tax years');
    expect(text).toContain('annual allowance charge');
    expect(text).toContain('relevant UK earnings (£30,000) and £3,600 gross');
    const noEarnings = factFind({ investmentTaxPlan: {} });
    expect(textsOf(noEarnings, 'investmentTaxPlan', 'ContributeToPension')[0]).toContain('£2,880 a year net (£3,600 gross)');
  });

  it('gifts: the £3,000 annual exemption carried forward one year; wills, inheritances and attorneys', () => {
    const answers = factFind({
      investmentTaxPlan: { client: { gifts: gbp(5_000), will_made: 'no', inheritances: 'yes', lasting_power_of_attorney: 'no' } },
    });
    expect(textsOf(answers, 'investmentTaxPlan', 'MadeGifts')[0]).toContain('more than the £3,000 annual exemption');
    expect(textsOf(answers, 'investmentTaxPlan', 'Will')[0]).toContain('intestacy rules');
    expect(textsOf(answers, 'investmentTaxPlan', 'Inheritances')[0]).toContain('deed of variation made within 2 years');
    expect(textsOf(answers, 'investmentTaxPlan', 'MentalCapacity')[0]).toContain('lasting powers of attorney');
  });

  it('emergency fund: 3 to 6 months of outgoings', () => {
    const answers = factFind({
      occupationEarnings: { expenditures: [{ value: gbp(1_500) }, { value: gbp(500) }] },
      investmentTaxPlan: { emergency_funds: gbp(4_000) },
    });
    expect(monthlyOutgoingsOf(answers)).toBe(2_000);
    expect(textsOf(answers, 'investmentTaxPlan', 'EmergencyFunds')).toEqual([
      'Your client’s outgoings are £2,000 a month, so an emergency fund of 3 to 6 months’ outgoings is £6,000 to £12,000. They hold £4,000, £2,000 short of 3 months.',
    ]);
  });

  it('the estate against the £325,000 nil-rate band and the £175,000 residence nil-rate band, split between a couple', () => {
    const answers = factFind({
      personalDetails: { include_partner: true },
      assetsLiabilities: {
        assets: [{ type: 'property', value: gbp(900_000), owner: { source: 'joint', split: { you: 50, partner: 50 } } }],
        liabilities: [{ type: 'mortgage', value: gbp(100_000), source: { source: 'you' } }],
      },
    });
    expect(netEstateOf(answers, 'client')).toBe(350_000);
    expect(netEstateOf(answers, 'partner')).toBe(450_000);
    const [client, partner] = textsOf(answers, 'assetsLiabilities', 'BiggerAssets');
    expect(client).toContain('Your client’s estate is about £350,000, above the £325,000 nil-rate band');
    expect(client).toContain('residence nil-rate band of up to £175,000');
    expect(partner).toMatch(/^Your client’s partner’s estate is about £450,000/u);
  });

  it('a partner’s notes speak of "your client’s partner"; a partner left out has none', () => {
    const answers = factFind({
      personalDetails: { include_partner: true },
      occupationEarnings: { incomes: [{ type: 'employment', value: gbp(20_000), source: { source: 'partner' } }] },
    });
    expect(yearlyIncomeOf(answers, 'partner')).toBe(20_000);
    expect(textsOf(answers, 'occupationEarnings')[0]).toMatch(/^Your client’s partner has an income of £20,000/u);
    const alone = { ...answers, personalDetails: factFindSectionSchemas.personalDetails.parse({}) };
    expect(textsOf(alone, 'occupationEarnings')).toEqual([]);
  });

  it('leaves amounts in other currencies out of the figures, and says so', () => {
    const answers = factFind({ investmentTaxPlan: { emergency_funds: { amount: 9_000, currency: 'EUR' } } });
    expect(textsOf(answers, 'investmentTaxPlan', 'IsaInvested')).toContain(
      'Amounts in currencies other than pounds are left out of these figures.',
    );
  });
});
