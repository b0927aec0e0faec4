import { formatCurrencyAmount } from '../shared/money.ts';
import type { TaxHealthCheckBaseKey, TaxHealthCheckOption, TaxHealthCheckQuestion, Worded } from './tax-health-check.types.ts';

/*
 * What the tax health check's "old" (2018/19) and "new" (2019/20) versions say in the same words: their intro and
 * questions, written from a version's figures table. Each version module holds its figures, the words that are its
 * own (passed in here) and the assembly; past tax years never change, so neither version's text may change either.
 */

/** The figures the shared texts quote, in pounds and per cent: each version's table has these and more. */
export type TaxHealthCheck2018To2020Figures = {
  taxYear: { label: string; start: string; end: string; firstDay: string; lastDay: string };
  nextTaxYear: { firstDay: string };
  personalAllowance: number;
  basicRateLimit: number;
  scottishBasicRateLimit: number;
  additionalRateThreshold: number;
  allowanceTaperFrom: number;
  taperEffectiveRate: number;
  primaryThreshold: number;
  isaAllowance: number;
  juniorIsaAllowance: number;
  dividendAllowance: number;
  capitalGainsExemption: number;
  pensionAnnualAllowance: number;
  pensionCarryForwardYears: readonly string[];
  giftExemption: number;
  nilRateBand: number;
  nilRateBandFrozenTo: string;
  personalSavingsAllowance: { basic: number; higher: number };
  startingRateForSavings: number;
  minimumPensionRelief: { gross: number; net: number };
  inheritanceTaxRate: number;
  residenceNilRateBand: number;
  residenceNilRateBandTaperFrom: number;
  rates: { basic: number; higher: number; additional: number };
  scottishRates: { starter: number; basic: number; intermediate: number; higher: number; top: number };
  marriageAllowance: number;
  allowanceGoneAt: number;
  scottishTaperEffectiveRate: number;
  upperEarningsLimit: number;
  nationalInsuranceRates: { main: number; upper: number };
  childBenefitCharge: { from: number; allAt: number };
  lifetimeIsa: { allowance: number; bonus: number };
  depositProtection: number;
  dividendRates: { basic: number; higher: number; additional: number };
  capitalGainsRates: { basic: number; higher: number };
  residentialPropertyGainsRates: { basic: number; higher: number };
  ventureReliefRate: number;
  pensionTaper: { thresholdIncome: number; adjustedIncome: number; minimum: number; floorAt: number };
  moneyPurchaseAnnualAllowance: number;
  lifetimeAllowance: number;
  autoEnrolmentMinimum: { total: number; employer: number };
  autoEnrolmentTrigger: number;
  pensionAccessAge: number;
  taxFreeCash: number;
  smallGiftExemption: number;
  weddingGifts: { parent: number; grandparent: number; anyoneElse: number };
  inheritanceTaxCharityRate: number;
};

export const gbp = (amount: number) => formatCurrencyAmount(amount, 'GBP');
/** "a, b and c" */
export const listed = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The person a question is about, as the adviser reads it; the client reads "you" or "your partner". */
export type Who = {
  person: 'client' | 'partner';
  name: string;
  Name: string;
  names: string;
  /** The other of the couple. */
  other: string;
  /** The question as the client reads it: about themselves, or about their partner. */
  ask: (self: string, partner: string) => string;
};

const people: Who[] = [
  {
    person: 'client',
    name: 'your client',
    Name: 'Your client',
    names: 'your client’s',
    other: 'their partner',
    ask: (self) => self,
  },
  {
    person: 'partner',
    name: 'your client’s partner',
    Name: 'Your client’s partner',
    names: 'your client’s partner’s',
    other: 'your client',
    ask: (_self, partner) => partner,
  },
];

export const say = (...adviser: string[]): Worded => ({ adviser });

type Ask = (who: Who) => Omit<TaxHealthCheckQuestion, 'key' | 'person'>;

/** A question and its partner twin, asked one after the other. */
function twins(key: TaxHealthCheckBaseKey, ask: Ask): TaxHealthCheckQuestion[] {
  return people.map((who) => ({ key: who.person === 'client' ? key : `${key}Partner`, person: who.person, ...ask(who) }));
}

/** The intro's seven paragraphs, description0 to description6. */
export const intro = (f: TaxHealthCheck2018To2020Figures): string[] => [
  `This tax health check looks at your client’s finances for the ${f.taxYear.label} tax year, from ${f.taxYear.firstDay} to ${f.taxYear.lastDay}. Each answer brings a short hint and a suggested action to discuss.`,
  `Tax levels and reliefs can change, and their value depends on each person’s circumstances. The figures here are those for ${f.taxYear.label}; check for changes before acting on them.`,
  'Figures are for England, Wales and Northern Ireland; where Scotland’s income tax differs, the wording says so.',
  '“Partner” means a spouse, a registered civil partner or a life partner. Some reliefs, such as the marriage allowance and tax-free transfers of assets, apply only to spouses and civil partners.',
  'Your client may complete the check alone or with their partner. Questions about the partner are asked only when the partner is included.',
  'The hints and suggestions are a starting point for a conversation, not advice in themselves: consider your client’s whole position before acting on any of them.',
  'Please answer every question by ticking the relevant box(es). The summary shows each answer beside the previous one.',
];

/**
 * What a version says in its own words on the income bands: the hint of B, C and E, and any second hint (a version
 * may follow the common hint of D with one of its own).
 */
type IncomeHints = Record<'B' | 'C' | 'E', Pick<TaxHealthCheckOption, 'hint' | 'hint2'>> & {
  D?: Pick<TaxHealthCheckOption, 'hint2'>;
};

const taxableIncome =
  (f: TaxHealthCheck2018To2020Figures, hints: IncomeHints, partnerOptions: TaxHealthCheckOption[]): Ask =>
  (w) => ({
    text: {
      adviser: `What is ${w.names} total taxable income for ${f.taxYear.label}?`,
      client: w.ask(
        `What is your total taxable income for ${f.taxYear.label}?`,
        `What is your partner’s total taxable income for ${f.taxYear.label}?`,
      ),
    },
    definitions: say(
      'Taxable income is income from every source before tax: earnings and bonuses, taxable benefits, profits from self-employment, pensions (the State Pension too), rental profits, interest and dividends.',
      `In England, Wales and Northern Ireland income above the personal allowance of ${gbp(f.personalAllowance)} is taxed at ${f.rates.basic}% up to ${gbp(f.basicRateLimit)}, ${f.rates.higher}% up to ${gbp(f.additionalRateThreshold)} and ${f.rates.additional}% above.`,
      `In Scotland earnings, pensions and rental income are taxed at ${f.scottishRates.starter}%, ${f.scottishRates.basic}% and ${f.scottishRates.intermediate}% up to ${gbp(f.scottishBasicRateLimit)}, ${f.scottishRates.higher}% up to ${gbp(f.additionalRateThreshold)} and ${f.scottishRates.top}% above; interest and dividends are taxed on the UK bands.`,
      `Employees also pay National Insurance: ${f.nationalInsuranceRates.main}% on earnings above the primary threshold of ${gbp(f.primaryThreshold)} and ${f.nationalInsuranceRates.upper}% above ${gbp(f.upperEarningsLimit)}.`,
    ),
    options: [
      {
        letter: 'A',
        text: `£0 to ${gbp(f.personalAllowance)}`,
        hint: say(`Within the personal allowance of ${gbp(f.personalAllowance)}: no income tax is due.`),
        description: say(
          `If ${w.other} pays tax at a higher rate, savings or investments moved into ${w.names} name produce income this allowance covers; transfers between spouses and civil partners are free of capital gains tax.`,
          `Marriage allowance: for spouses or civil partners, if ${w.other} pays no more than the basic rate (the intermediate rate in Scotland), ${w.name} can transfer ${gbp(f.marriageAllowance)} of the personal allowance to ${w.other}, saving the couple up to ${gbp(f.marriageAllowance * 0.2)} a year.`,
          `Interest can be tax-free far beyond the personal savings allowance at this income: see the savings question. Even with no earnings, ${gbp(f.minimumPensionRelief.net)} paid into a pension is topped up to ${gbp(f.minimumPensionRelief.gross)} by tax relief.`,
          `If ${w.name} is employed, National Insurance is due only on earnings above ${gbp(f.primaryThreshold)} a year.`,
        ),
      },
      {
        letter: 'B',
        text: `${gbp(f.personalAllowance + 1)} to ${gbp(f.basicRateLimit)}`,
        ...hints.B,
        description: say(
          `Interest up to ${gbp(f.personalSavingsAllowance.basic)} (the personal savings allowance) and dividends up to ${gbp(f.dividendAllowance)} (the dividend allowance) are free of tax.`,
          `If income is close to ${gbp(f.basicRateLimit)}, personal pension contributions and Gift Aid donations extend the basic rate band and keep income out of the ${f.rates.higher}% band.`,
          `A Scottish taxpayer with earnings between ${gbp(f.scottishBasicRateLimit)} and ${gbp(f.basicRateLimit)} pays ${f.scottishRates.higher}% on that slice: pension contributions save tax at that rate.`,
          `Marriage allowance: if ${w.other} has income below ${gbp(f.personalAllowance)}, they can transfer ${gbp(f.marriageAllowance)} of their personal allowance to ${w.name}, saving up to ${gbp(f.marriageAllowance * 0.2)} a year.`,
        ),
      },
      {
        letter: 'C',
        text: `${gbp(f.basicRateLimit + 1)} to ${gbp(f.allowanceTaperFrom)}`,
        ...hints.C,
        description: say(
          `Each £100 paid into a pension costs ${w.name} £60 after higher-rate relief. A personal contribution is paid net of ${f.rates.basic}% relief and the rest is claimed through Self Assessment or the tax code.`,
          `Salary sacrifice, where the employer offers it, also saves National Insurance of ${f.nationalInsuranceRates.upper}% on earnings above ${gbp(f.upperEarningsLimit)}, as well as the employer’s National Insurance.`,
          `The personal savings allowance falls to ${gbp(f.personalSavingsAllowance.higher)}, and dividends above ${gbp(f.dividendAllowance)} are taxed at ${f.dividendRates.higher}%. ISAs, or savings in the name of a partner who pays less tax, avoid both.`,
          `If ${w.name} or ${w.other} receives Child Benefit, the High Income Child Benefit Charge takes back 1% of it for every £100 of income above ${gbp(f.childBenefitCharge.from)}, and all of it at ${gbp(f.childBenefitCharge.allAt)}. Pension contributions reduce the income the charge is measured on.`,
        ),
      },
      {
        letter: 'D',
        text: `${gbp(f.allowanceTaperFrom + 1)} to ${gbp(f.additionalRateThreshold)}`,
        hint: say(
          `The personal allowance is withdrawn above ${gbp(f.allowanceTaperFrom)}, so income between ${gbp(f.allowanceTaperFrom)} and ${gbp(f.allowanceGoneAt)} is taxed at an effective ${f.taperEffectiveRate}%.`,
        ),
        ...hints.D,
        description: say(
          `Above ${gbp(f.allowanceTaperFrom)} the personal allowance of ${gbp(f.personalAllowance)} is reduced by £1 for every £2 of income and is gone at ${gbp(f.allowanceGoneAt)}. Income in that range is taxed at an effective rate of up to ${f.taperEffectiveRate}% (${f.scottishTaperEffectiveRate}% in Scotland).`,
          `A pension contribution or Gift Aid donation that brings adjusted net income back to ${gbp(f.allowanceTaperFrom)} restores the allowance, so it receives relief at up to ${f.taperEffectiveRate}%.`,
          `Parents lose Tax-Free Childcare (and, in England, 30 hours of free childcare) when either has adjusted net income above ${gbp(f.allowanceTaperFrom)}.`,
          `The personal savings allowance is ${gbp(f.personalSavingsAllowance.higher)} and dividends above ${gbp(f.dividendAllowance)} are taxed at ${f.dividendRates.higher}%: ISAs shelter both.`,
        ),
      },
      {
        letter: 'E',
        text: `${gbp(f.additionalRateThreshold + 1)} and above`,
        ...hints.E,
        description: say(
          `${w.Name} has no personal allowance and no personal savings allowance, and dividends above ${gbp(f.dividendAllowance)} are taxed at ${f.dividendRates.additional}%.`,
          `The pension annual allowance of ${gbp(f.pensionAnnualAllowance)} tapers when threshold income exceeds ${gbp(f.pensionTaper.thresholdIncome)} and adjusted income exceeds ${gbp(f.pensionTaper.adjustedIncome)}: it falls by £1 for every £2, to ${gbp(f.pensionTaper.minimum)} at ${gbp(f.pensionTaper.floorAt)}. Check the allowance before contributing.`,
          `Contributions within the allowance still receive relief at ${f.rates.additional}% (${f.scottishRates.top}% in Scotland), and allowance unused in the previous three years can be carried forward.`,
          `Shares in the Enterprise Investment Scheme and venture capital trusts give ${f.ventureReliefRate}% income tax relief, for investors who can accept their risks.`,
        ),
      },
      ...(w.person === 'partner' ? partnerOptions : []),
    ],
  });

const isaInvested =
  (f: TaxHealthCheck2018To2020Figures): Ask =>
  (w) => {
    const unused = say(
      `The ${gbp(f.isaAllowance)} allowance for ${f.taxYear.label} is lost if it is not used by ${f.taxYear.lastDay}. Savings in ordinary accounts can be moved into a cash ISA, and investments held outside ISAs can be sold and bought back inside one (Bed and ISA), so their future interest, dividends and gains are free of tax.`,
      `If ${w.name} is aged 18 to 39, a Lifetime ISA adds a government bonus of ${f.lifetimeIsa.bonus}% on up to ${gbp(f.lifetimeIsa.allowance)} a year, towards a first home or retirement.`,
    );
    return {
      text: {
        adviser: `Has ${w.name} used their ISA allowance of ${gbp(f.isaAllowance)} for ${f.taxYear.label}?`,
        client: w.ask(
          `Have you used your ISA allowance of ${gbp(f.isaAllowance)} for ${f.taxYear.label}?`,
          `Has your partner used their ISA allowance of ${gbp(f.isaAllowance)} for ${f.taxYear.label}?`,
        ),
      },
      definitions: say(
        `An individual savings account (ISA) holds cash or investments free of income tax and capital gains tax. Each adult may pay in up to ${gbp(f.isaAllowance)} between ${f.taxYear.firstDay} and ${f.taxYear.lastDay}, across cash, stocks and shares, innovative finance and Lifetime ISAs.`,
        `A Lifetime ISA takes up to ${gbp(f.lifetimeIsa.allowance)} a year within that ${gbp(f.isaAllowance)}. A Junior ISA takes up to ${gbp(f.juniorIsaAllowance)} a year for a child under 18.`,
      ),
      options: [
        {
          letter: 'A',
          text: `Yes, the full ${gbp(f.isaAllowance)}`,
          hint: say(`The allowance for ${f.taxYear.label} is used in full.`),
          description: say(
            `A new ${gbp(f.isaAllowance)} allowance starts on ${f.nextTaxYear.firstDay}. Moving investments from outside an ISA each year (Bed and ISA), within the capital gains tax exempt amount of ${gbp(f.capitalGainsExemption)}, shelters more over time.`,
            `If ${w.other} has not used their own allowance, ${w.name} can give them money to do so. For children, a Junior ISA takes up to ${gbp(f.juniorIsaAllowance)} a year each.`,
          ),
        },
        {
          letter: 'B',
          text: 'Yes, part of it',
          hint: say(`The rest of the allowance can be used until ${f.taxYear.lastDay}.`),
          description: unused,
        },
        {
          letter: 'C',
          text: 'No, but there are ISAs from earlier years',
          hint: say(`This year’s ${gbp(f.isaAllowance)} can still be used, in the ISAs ${w.name} holds or a new one.`),
          description: unused,
        },
        {
          letter: 'D',
          text: 'No, and there are no ISAs yet',
          hint: say(`The full ${gbp(f.isaAllowance)} is available until ${f.taxYear.lastDay}.`),
          description: unused,
        },
        {
          letter: 'E',
          text: 'Not sure',
          hint: say(`Check what has been paid into ISAs since ${f.taxYear.firstDay}.`),
          description: say(
            `ISA providers can confirm what was paid in since ${f.taxYear.firstDay}. In ${f.taxYear.label} money may go into only one ISA of each type (cash, stocks and shares, innovative finance, Lifetime) in the tax year, so look for a second subscription to the same type.`,
          ),
        },
      ],
    };
  };

const receiveInInterest =
  (f: TaxHealthCheck2018To2020Figures): Ask =>
  (w) => {
    const aboveAllowance = say(
      `Interest above the personal savings allowance is taxed at ${w.names} highest rate. Moving savings into a cash ISA, or into the name of a partner who pays less tax, keeps more of it free of tax; Premium Bonds prizes are tax-free too.`,
      `Keep ${gbp(f.depositProtection)} or less with each bank or building society group: that is what the Financial Services Compensation Scheme protects.`,
    );
    return {
      text: {
        adviser: `How much interest does ${w.name} receive in a year from savings held outside ISAs?`,
        client: w.ask(
          'How much interest do you receive in a year from savings held outside ISAs?',
          'How much interest does your partner receive in a year from savings held outside ISAs?',
        ),
      },
      definitions: say(
        'This covers interest from bank and building society accounts, National Savings & Investments, bonds and peer-to-peer lending. It is paid without tax taken off, so any tax due is collected through the tax code or Self Assessment.',
        `Scottish taxpayers are taxed on interest at the UK rates, and their personal savings allowance follows the UK bands: one with income between ${gbp(f.scottishBasicRateLimit)} and ${gbp(f.basicRateLimit)} keeps the ${gbp(f.personalSavingsAllowance.basic)} allowance.`,
      ),
      subText: {
        1: say(
          `Non-taxpayer: with no other income, interest of up to ${gbp(f.personalAllowance + f.startingRateForSavings + f.personalSavingsAllowance.basic)} a year is free of tax, using the personal allowance, the ${gbp(f.startingRateForSavings)} starting rate for savings and the ${gbp(f.personalSavingsAllowance.basic)} personal savings allowance.`,
        ),
        2: say(
          `Starting rate for savings: when other income is below ${gbp(f.personalAllowance + f.startingRateForSavings)}, up to ${gbp(f.startingRateForSavings)} of interest is taxed at 0%. The band shrinks by £1 for every £1 of other income above ${gbp(f.personalAllowance)}.`,
        ),
        3: say(
          `Basic-rate taxpayer: the personal savings allowance is ${gbp(f.personalSavingsAllowance.basic)}; interest above it is taxed at ${f.rates.basic}%.`,
        ),
        4: say(
          `Higher-rate taxpayer: the personal savings allowance is ${gbp(f.personalSavingsAllowance.higher)}; interest above it is taxed at ${f.rates.higher}%.`,
        ),
        5: say(`Additional-rate taxpayer: there is no personal savings allowance; all interest is taxed at ${f.rates.additional}%.`),
      },
      options: [
        {
          letter: 'A',
          text: 'None',
          hint: say('No interest to tax.'),
          description: say(
            `Check that ${w.name} keeps enough cash for emergencies, three to six months of outgoings, in an easy-access account or a cash ISA.`,
          ),
        },
        {
          letter: 'B',
          text: `Up to ${gbp(f.personalSavingsAllowance.higher)}`,
          hint: say('Within the personal savings allowance of every taxpayer except an additional-rate one.'),
          description: say(
            `Interest of this size is free of tax for a basic-rate or higher-rate taxpayer. An additional-rate taxpayer pays ${f.rates.additional}% on it, so a cash ISA or Premium Bonds would suit them better.`,
          ),
        },
        {
          letter: 'C',
          text: `${gbp(f.personalSavingsAllowance.higher + 1)} to ${gbp(f.personalSavingsAllowance.basic)}`,
          hint: say(
            `Free of tax for a basic-rate taxpayer; a higher-rate taxpayer pays ${f.rates.higher}% above ${gbp(f.personalSavingsAllowance.higher)}.`,
          ),
          description: aboveAllowance,
        },
        {
          letter: 'D',
          text: `${gbp(f.personalSavingsAllowance.basic + 1)} to ${gbp(f.startingRateForSavings)}`,
          hint: say(
            `Above every personal savings allowance, unless the ${gbp(f.startingRateForSavings)} starting rate for savings applies because other income is low.`,
          ),
          description: aboveAllowance,
        },
        {
          letter: 'E',
          text: `More than ${gbp(f.startingRateForSavings)}`,
          hint: say('Interest of this size is likely to be taxed, and a large cash balance may be better invested.'),
          description: say(
            `Beyond an emergency fund, money ${w.name} will not need for five years or more may be better invested, in an ISA first, than held in cash that loses value to inflation.`,
            `Interest above the personal savings allowance is taxed at ${w.names} highest rate, and cover from the Financial Services Compensation Scheme stops at ${gbp(f.depositProtection)} per bank or building society group.`,
          ),
        },
      ],
    };
  };

/** `allowance`: the version's own paragraph on the dividend allowance. */
const receiveInDividends =
  (f: TaxHealthCheck2018To2020Figures, allowance: string): Ask =>
  (w) => {
    const aboveAllowance = say(
      `Dividends above ${gbp(f.dividendAllowance)} are taxed at ${f.dividendRates.basic}% in the basic rate band, ${f.dividendRates.higher}% in the higher rate band and ${f.dividendRates.additional}% above ${gbp(f.additionalRateThreshold)}.`,
      `Moving holdings into an ISA each year (Bed and ISA) or a pension shelters future dividends. Shares given to a spouse or civil partner who pays less tax, free of capital gains tax, use their dividend allowance too.`,
    );
    return {
      text: {
        adviser: `How much does ${w.name} receive in dividends in a year from shares and funds held outside ISAs and pensions?`,
        client: w.ask(
          'How much do you receive in dividends in a year from shares and funds held outside ISAs and pensions?',
          'How much does your partner receive in dividends in a year from shares and funds held outside ISAs and pensions?',
        ),
      },
      definitions: say(
        `Dividends from shares, including shares in ${w.names} own company, and distributions from equity funds and investment trusts.`,
        allowance,
      ),
      options: [
        {
          letter: 'A',
          text: 'None',
          hint: say('No dividends to tax.'),
          description: say(
            `The ${gbp(f.dividendAllowance)} dividend allowance is unused. Investments held outside ISAs for growth are taxed when they are sold instead: see the capital gains questions.`,
          ),
        },
        {
          letter: 'B',
          text: `Up to ${gbp(f.dividendAllowance)}`,
          hint: say(`Within the dividend allowance of ${gbp(f.dividendAllowance)}: no tax to pay.`),
          description: say(
            `As the holdings grow, dividends may pass ${gbp(f.dividendAllowance)}. Moving some into an ISA each year keeps future dividends free of tax.`,
          ),
        },
        {
          letter: 'C',
          text: `${gbp(f.dividendAllowance + 1)} to £5,000`,
          hint: say(
            `Dividends above ${gbp(f.dividendAllowance)} are taxed at ${f.dividendRates.basic}%, ${f.dividendRates.higher}% or ${f.dividendRates.additional}%.`,
          ),
          description: aboveAllowance,
        },
        {
          letter: 'D',
          text: '£5,001 to £20,000',
          hint: say(`Most of these dividends are taxed; a higher-rate taxpayer pays ${f.dividendRates.higher}% on them.`),
          description: aboveAllowance,
        },
        {
          letter: 'E',
          text: 'More than £20,000',
          hint: say('Dividends of this size call for a plan for where the holdings are kept.'),
          description: say(
            `If the dividends come from ${w.names} own company, review the mix of salary, dividends and employer pension contributions: an employer contribution is usually a business expense and pays no National Insurance.`,
            `Otherwise, move holdings into ISAs and pensions over time, and hold some in the name of a spouse or civil partner who pays less tax.`,
          ),
        },
      ],
    };
  };

/** `noGains`: the version's own suggestion when no gains are expected. */
const expectCapitalGains =
  (f: TaxHealthCheck2018To2020Figures, noGains: (w: Who) => string): Ask =>
  (w) => ({
    text: {
      adviser: `Does ${w.name} expect to make capital gains in ${f.taxYear.label}, for example by selling shares, funds or a property that is not their main home?`,
      client: w.ask(
        `Do you expect to make capital gains in ${f.taxYear.label}, for example by selling shares, funds or a property that is not your main home?`,
        `Does your partner expect to make capital gains in ${f.taxYear.label}, for example by selling shares, funds or a property that is not their main home?`,
      ),
    },
    isMultiple: true,
    definitions: say(
      'A capital gain is the rise in value of an asset between buying (or inheriting) it and selling or giving it away. Gains on a main home, ISAs, pensions, private cars and UK government bonds (gilts) are free of capital gains tax.',
      `The first ${gbp(f.capitalGainsExemption)} of gains in ${f.taxYear.label} is free of tax (the annual exempt amount). Above it, gains are taxed at ${f.capitalGainsRates.basic}% within the basic rate band and ${f.capitalGainsRates.higher}% above it, or ${f.residentialPropertyGainsRates.basic}% and ${f.residentialPropertyGainsRates.higher}% on residential property, on the UK bands for Scottish taxpayers too.`,
    ),
    options: [
      {
        letter: 'A',
        text: 'No',
        hint: say('No gains expected this year.'),
        description: say(noGains(w)),
      },
      {
        letter: 'B',
        text: `Yes, ${gbp(f.capitalGainsExemption)} or less`,
        hint: say(`Gains within the ${gbp(f.capitalGainsExemption)} exempt amount are free of tax.`),
        description: say(
          `Keep a record of each sale. Losses in the same year are set against gains first. If gains come close to ${gbp(f.capitalGainsExemption)}, further sales could wait until ${f.nextTaxYear.firstDay}.`,
        ),
      },
      {
        letter: 'C',
        text: `Yes, more than ${gbp(f.capitalGainsExemption)}`,
        hint: say(
          `Gains above ${gbp(f.capitalGainsExemption)} are taxed at ${f.capitalGainsRates.basic}% or ${f.capitalGainsRates.higher}% (${f.residentialPropertyGainsRates.basic}% or ${f.residentialPropertyGainsRates.higher}% on residential property).`,
        ),
        description: say(
          'Ways to reduce the tax:',
          '- spread sales across two tax years, using two exempt amounts;',
          `- give assets to a spouse or civil partner before selling, free of tax, so both exempt amounts and any unused basic rate band are used;`,
          '- set capital losses, of this year or carried forward, against the gains;',
          `- make personal pension contributions that extend the basic rate band, so more of the gain is taxed at ${f.capitalGainsRates.basic}%;`,
          '- reinvest the gain in Enterprise Investment Scheme shares to defer it.',
        ),
      },
      {
        letter: 'D',
        text: 'Yes, from selling a property that is not the main home',
        hint: say(
          `Gains on residential property are taxed at ${f.residentialPropertyGainsRates.basic}% or ${f.residentialPropertyGainsRates.higher}%, after the ${gbp(f.capitalGainsExemption)} exempt amount.`,
        ),
        description: say(
          `The gain is reported on ${w.names} Self Assessment return for ${f.taxYear.label} and the tax paid by 31 January after the tax year ends. Costs of buying, selling and improving the property reduce the gain, and private residence relief may cover any period when it was ${w.names} main home.`,
          'If the property is jointly owned, each owner uses their own exempt amount and rate on their share.',
        ),
      },
      {
        letter: 'E',
        text: 'Not sure',
        hint: say('Review planned sales and any holdings with large gains.'),
        description: say(
          `Ask each platform or fund manager for a report of realised and unrealised gains, and list any property other than ${w.names} main home that may be sold in ${f.taxYear.label}.`,
        ),
      },
    ],
  });

const capitalGainExcess =
  (f: TaxHealthCheck2018To2020Figures): Ask =>
  (w) => {
    const largeGains = say(
      `Plan to realise the gains over several tax years, using each year’s ${gbp(f.capitalGainsExemption)} exempt amount, and move holdings to a spouse or civil partner so both amounts are used. Capital losses can be set against the gains.`,
      `Gains are wiped out on death, but the holdings then count towards the estate for inheritance tax at ${f.inheritanceTaxRate}%: weigh the two before deciding to hold on.`,
    );
    return {
      text: {
        adviser: `How large are the gains, not yet realised, on investments ${w.name} holds outside ISAs and pensions?`,
        client: w.ask(
          'How large are the gains, not yet realised, on investments you hold outside ISAs and pensions?',
          'How large are the gains, not yet realised, on investments your partner holds outside ISAs and pensions?',
        ),
      },
      definitions: say(
        'An unrealised gain is the rise in value, since purchase, of an investment not yet sold. It is taxed only when the investment is sold or given away (except to a spouse or civil partner).',
      ),
      options: [
        {
          letter: 'A',
          text: 'No investments outside ISAs and pensions',
          hint: say('No gains to plan for.'),
          description: say(`If ${w.name} invests outside ISAs and pensions later, keep a record of what each holding cost.`),
        },
        {
          letter: 'B',
          text: `Gains of ${gbp(f.capitalGainsExemption)} or less`,
          hint: say(`These gains could be realised free of tax this year, within the ${gbp(f.capitalGainsExemption)} exempt amount.`),
          description: say(
            `Selling and buying back in an ISA (Bed and ISA), a pension, or a spouse’s name raises the base cost and avoids a larger bill later. The exempt amount for ${f.taxYear.label} is lost if it is not used by ${f.taxYear.lastDay}.`,
          ),
        },
        {
          letter: 'C',
          text: `Gains of ${gbp(f.capitalGainsExemption + 1)} to ${gbp(f.capitalGainsExemption * 2)}`,
          hint: say('Two exempt amounts, over two tax years or shared with a spouse, could cover these gains.'),
          description: largeGains,
        },
        {
          letter: 'D',
          text: `Gains of more than ${gbp(f.capitalGainsExemption * 2)}`,
          hint: say('Gains too large to realise free of tax in one or two years: plan sales over several.'),
          description: largeGains,
        },
        {
          letter: 'E',
          text: 'Not sure',
          hint: say('Ask the platforms or fund managers for the gains on each holding.'),
          description: say(
            `Platforms and fund managers report unrealised gains. Without that figure, gains may build up beyond what ${w.name} can realise free of tax.`,
          ),
        },
      ],
    };
  };

const contributeToPension =
  (f: TaxHealthCheck2018To2020Figures): Ask =>
  (w) => {
    const withinAllowance = say(
      `Contributions receive tax relief at ${w.names} highest rate: a personal contribution is paid net of ${f.rates.basic}%, and higher-rate relief is claimed through Self Assessment or the tax code.`,
      `Salary sacrifice, where the employer offers it, also saves National Insurance: ${f.nationalInsuranceRates.main}% on earnings between ${gbp(f.primaryThreshold)} and ${gbp(f.upperEarningsLimit)}, ${f.nationalInsuranceRates.upper}% above.`,
      `If affordable, more can be paid in: up to ${gbp(f.pensionAnnualAllowance)} this year, plus allowance unused in the previous three years. Relief is most valuable on income between ${gbp(f.allowanceTaperFrom)} and ${gbp(f.allowanceGoneAt)}, taxed at an effective ${f.taperEffectiveRate}%.`,
    );
    return {
      text: {
        adviser: `How much is paid into pensions for ${w.name} in ${f.taxYear.label}, counting employer contributions and tax relief?`,
        client: w.ask(
          `How much is paid into pensions for you in ${f.taxYear.label}, counting employer contributions and tax relief?`,
          `How much is paid into pensions for your partner in ${f.taxYear.label}, counting employer contributions and tax relief?`,
        ),
      },
      definitions: say(
        `Contributions to personal, workplace and self-invested personal pensions, made by ${w.name}, an employer or anyone else for them, before tax relief is deducted.`,
        `Tax relief is given on personal contributions up to the greater of 100% of relevant UK earnings and ${gbp(f.minimumPensionRelief.gross)} gross (${gbp(f.minimumPensionRelief.net)} net). There is no relief at age 75 or over.`,
        `The annual allowance is ${gbp(f.pensionAnnualAllowance)} across all contributions. Allowance unused in the previous three tax years can be carried forward, if ${w.name} was a member of a registered pension scheme in those years.`,
      ),
      options: [
        {
          letter: 'A',
          text: 'Nothing',
          hint: say('No pension contributions this year.'),
          description: say(
            `Even without earnings, ${gbp(f.minimumPensionRelief.net)} paid in becomes ${gbp(f.minimumPensionRelief.gross)} with basic-rate relief. With earnings, relief is at ${w.names} highest rate.`,
            `An employee aged 22 or over earning more than ${gbp(f.autoEnrolmentTrigger)} a year is enrolled in a workplace pension automatically, with at least ${f.autoEnrolmentMinimum.total}% of qualifying earnings paid in, ${f.autoEnrolmentMinimum.employer}% of it by the employer. Opting out gives up the employer’s contribution.`,
          ),
        },
        {
          letter: 'B',
          text: `Up to ${gbp(f.minimumPensionRelief.gross)}`,
          hint: say(`Within the ${gbp(f.minimumPensionRelief.gross)} gross that anyone under 75 may pay with tax relief.`),
          description: withinAllowance,
        },
        {
          letter: 'C',
          text: `${gbp(f.minimumPensionRelief.gross + 1)} to ${gbp(f.pensionAnnualAllowance)}`,
          hint: say(`Within the annual allowance of ${gbp(f.pensionAnnualAllowance)}.`),
          description: withinAllowance,
        },
        {
          letter: 'D',
          text: `More than ${gbp(f.pensionAnnualAllowance)}`,
          hint: say(
            `Above the ${gbp(f.pensionAnnualAllowance)} annual allowance: allowance unused in the previous three years may cover the excess.`,
          ),
          description: say(
            `Contributions above the allowance and any allowance carried forward from ${listed(f.pensionCarryForwardYears)} are taxed at ${w.names} highest rate through the annual allowance charge.`,
            `Check whether the tapered allowance applies (threshold income above ${gbp(f.pensionTaper.thresholdIncome)}) and, if pension benefits have been taken flexibly, the money purchase annual allowance of ${gbp(f.moneyPurchaseAnnualAllowance)}. The lifetime allowance is ${gbp(f.lifetimeAllowance)}.`,
          ),
        },
        {
          letter: 'E',
          text: 'Not sure',
          hint: say('Check the statements from each scheme and the payslips.'),
          description: say(
            `Each scheme’s annual statement shows what was paid in; payslips show ${w.names} own and the employer’s contributions. Without them, the annual allowance could be exceeded, or relief left unclaimed.`,
          ),
        },
      ],
    };
  };

const pensionBenefits =
  (f: TaxHealthCheck2018To2020Figures): Ask =>
  (w) => ({
    text: {
      adviser: `When does ${w.name} expect to start taking benefits from their pensions?`,
      client: w.ask(
        'When do you expect to start taking benefits from your pensions?',
        'When does your partner expect to start taking benefits from their pensions?',
      ),
    },
    definitions: say(
      `Benefits from personal and workplace pensions can be taken from age ${f.pensionAccessAge}; the State Pension starts later. Usually ${f.taxFreeCash}% of a pension can be taken free of tax, and the rest is taxed as income when it is drawn.`,
    ),
    options: [
      {
        letter: 'A',
        text: 'Within the next 12 months',
        hint: say('Plan the order and timing of withdrawals before the first one.'),
        description: say(
          `Drawing the taxable part within the personal allowance of ${gbp(f.personalAllowance)} and the basic rate band, spread over tax years, can avoid higher-rate tax.`,
          `Once taxable income is drawn flexibly, future contributions to money purchase pensions are limited to the money purchase annual allowance of ${gbp(f.moneyPurchaseAnnualAllowance)}. Check for protected tax-free cash, guaranteed annuity rates or other valuable guarantees before moving any pension.`,
        ),
      },
      {
        letter: 'B',
        text: 'Within five years',
        hint: say('Time to review the investments and the income plan.'),
        description: say(
          `Review how the pensions are invested for the years ahead, ask for a State Pension forecast, and keep contributing while relief is available: up to ${gbp(f.pensionAnnualAllowance)} a year, plus allowance unused in the previous three years.`,
        ),
      },
      {
        letter: 'C',
        text: 'More than five years away',
        hint: say('Years of contributions and relief still ahead.'),
        description: say(
          `Keep contributing with tax relief at ${w.names} highest rate. Pensions usually fall outside the estate for inheritance tax, and on death before age 75 the beneficiaries normally receive them free of tax, so check the nomination forms are up to date.`,
        ),
      },
      {
        letter: 'D',
        text: 'Already taken',
        hint: say(`Pension income counts towards ${w.names} taxable income.`),
        description: say(
          `If taxable income has been drawn flexibly, future contributions are limited to the money purchase annual allowance of ${gbp(f.moneyPurchaseAnnualAllowance)}.`,
          'Drawing only what is needed, within the lower tax bands, leaves the rest invested and usually outside the estate for inheritance tax.',
        ),
      },
      {
        letter: 'E',
        text: 'Not sure',
        hint: say('A retirement plan would set a date.'),
        description: say(
          `Gather statements for every pension and a State Pension forecast, so ${w.name} can see what income to expect and when.`,
        ),
      },
    ],
  });

const madeGifts =
  (f: TaxHealthCheck2018To2020Figures): Ask =>
  (w) => ({
    text: {
      adviser: `Has ${w.name} made gifts of money or assets in the last seven years?`,
      client: w.ask(
        'Have you made gifts of money or assets in the last seven years?',
        'Has your partner made gifts of money or assets in the last seven years?',
      ),
    },
    isMultiple: true,
    definitions: say(
      'Gifts between spouses or civil partners are generally free of inheritance tax. Other gifts to people leave the estate if the giver lives seven more years; gifts into most trusts may be taxed at once.',
      'These gifts are exempt at once:',
      `- the annual exemption of ${gbp(f.giftExemption)} a year, with last year’s unused exemption carried forward for one year;`,
      `- small gifts of up to ${gbp(f.smallGiftExemption)} a person a year;`,
      `- wedding and civil partnership gifts: ${gbp(f.weddingGifts.parent)} from a parent, ${gbp(f.weddingGifts.grandparent)} from a grandparent, ${gbp(f.weddingGifts.anyoneElse)} from anyone else;`,
      '- regular gifts out of surplus income that leave the giver’s standard of living unchanged.',
    ),
    options: [
      {
        letter: 'A',
        text: 'No',
        hint: say(`The ${gbp(f.giftExemption)} annual exemption is available, with last year’s if it was unused.`),
        description: say(
          `Gifts of up to ${gbp(f.giftExemption * 2)} now would use this year’s exemption and, if it was unused, last year’s. If ${w.names} estate may pay inheritance tax, gifts made in good time reduce it.`,
        ),
      },
      {
        letter: 'B',
        text: `Yes, within ${gbp(f.giftExemption)} a year`,
        hint: say('These gifts left the estate at once.'),
        description: say(
          `Use the ${gbp(f.giftExemption)} exemption each tax year, and keep a note of every gift: date, amount and recipient.`,
        ),
      },
      {
        letter: 'C',
        text: `Yes, more than ${gbp(f.giftExemption)} in a tax year`,
        hint: say('Gifts above the exemptions count for inheritance tax if the giver dies within seven years.'),
        description: say(
          `These are potentially exempt transfers. If ${w.name} dies within seven years they use up the nil rate band first; tax on gifts above it is reduced by taper relief when death comes three to seven years after the gift.`,
          'Keep records of each gift, and consider life cover written in trust for the seven years.',
        ),
      },
      {
        letter: 'D',
        text: 'Yes, regular gifts out of income',
        hint: say('Exempt at once, if they come from surplus income and leave the standard of living unchanged.'),
        description: say(
          'Record the income, spending and gifts of each year, so that the executors can show the gifts came from surplus income when they claim the exemption.',
        ),
      },
      {
        letter: 'E',
        text: 'Not sure',
        hint: say('List the gifts of the last seven years, with dates and amounts.'),
        description: say(
          `The executors will need to know about gifts made in the seven years before death. A list kept now, with dates, amounts and recipients, saves them work and shows which exemptions ${w.name} has used.`,
        ),
      },
    ],
  });

/** `residenceNilRateBand`: the version's own paragraph on the residence nil rate band. */
const biggerAssets =
  (f: TaxHealthCheck2018To2020Figures, residenceNilRateBand: string): Ask =>
  (w) => {
    const couple = 2 * (f.nilRateBand + f.residenceNilRateBand);
    const plan = say(
      `At ${f.inheritanceTaxRate}% above the nil rate bands, inheritance tax on an estate of this size is worth planning for:`,
      '- gifts, using the exemptions and the seven-year rule;',
      '- life cover written in trust to pay the tax;',
      '- pensions, which usually fall outside the estate;',
      '- shares qualifying for business relief, after two years of ownership;',
      `- leaving 10% or more of the net estate to charity, which lowers the rate to ${f.inheritanceTaxCharityRate}%.`,
    );
    return {
      text: {
        adviser: `What is ${w.names} estate worth: property, savings, investments and possessions, less debts?`,
        client: w.ask(
          'What is your estate worth: property, savings, investments and possessions, less debts?',
          'What is your partner’s estate worth: property, savings, investments and possessions, less debts?',
        ),
      },
      definitions: say(
        'The estate is everything owned at death, including a share of jointly owned assets and life policies not written in trust, less debts. Pensions usually fall outside it.',
        `Inheritance tax is charged at ${f.inheritanceTaxRate}% above the nil rate band of ${gbp(f.nilRateBand)}, frozen until ${f.nilRateBandFrozenTo}. Everything left to a spouse or civil partner is exempt, and the nil rate band they did not use passes to them.`,
        residenceNilRateBand,
      ),
      options: [
        {
          letter: 'A',
          text: `${gbp(f.nilRateBand)} or less`,
          hint: say(`Within the nil rate band of ${gbp(f.nilRateBand)}: no inheritance tax expected.`),
          description: say(
            `No inheritance tax is expected, but values grow while the nil rate band is frozen until ${f.nilRateBandFrozenTo}. Keep a will up to date and review it every three years.`,
          ),
        },
        {
          letter: 'B',
          text: `${gbp(f.nilRateBand + 1)} to ${gbp(f.nilRateBand * 2)}`,
          hint: say(
            'Inheritance tax may be due, unless a spouse or civil partner inherits or the home qualifies for the residence nil rate band.',
          ),
          description: say(
            `A married couple or civil partners can pass on up to ${gbp(couple)} free of inheritance tax in ${f.taxYear.label}: two nil rate bands of ${gbp(f.nilRateBand)} and two residence nil rate bands of ${gbp(f.residenceNilRateBand)}, if the home goes to their descendants.`,
            `Unmarried partners do not inherit from each other free of tax: a will and, where needed, life cover in trust protect the survivor.`,
          ),
        },
        {
          letter: 'C',
          text: `${gbp(f.nilRateBand * 2 + 1)} to £1,000,000`,
          hint: say('Likely to exceed one person’s nil rate bands, and perhaps a couple’s.'),
          description: plan,
        },
        {
          letter: 'D',
          text: `£1,000,001 to ${gbp(f.residenceNilRateBandTaperFrom)}`,
          hint: say('Above a couple’s nil rate bands: inheritance tax is likely.'),
          description: plan,
        },
        {
          letter: 'E',
          text: `More than ${gbp(f.residenceNilRateBandTaperFrom)}`,
          hint: say(`Above ${gbp(f.residenceNilRateBandTaperFrom)} the residence nil rate band is reduced by £1 for every £2.`),
          description: say(
            `The residence nil rate band tapers away above ${gbp(f.residenceNilRateBandTaperFrom)}, so lifetime gifts that bring the estate below it restore the band (the taper looks only at the estate at death), and the gifts themselves leave the estate after seven years.`,
            `Trusts, business relief and life cover in trust deserve specialist advice at this level; tax at ${f.inheritanceTaxRate}% applies to everything above the bands.`,
          ),
        },
      ],
    };
  };

const inheritances =
  (f: TaxHealthCheck2018To2020Figures): Ask =>
  (w) => ({
    text: {
      adviser: `Has ${w.name} received an inheritance in the last two years, or do they expect one?`,
      client: w.ask(
        'Have you received an inheritance in the last two years, or do you expect one?',
        'Has your partner received an inheritance in the last two years, or do they expect one?',
      ),
    },
    isMultiple: true,
    definitions: say(
      'A deed of variation, signed within two years of a death, can redirect an inheritance (to children, grandchildren, a trust or a charity) as if the person who died had left it that way. It is then not a gift by the beneficiary for inheritance tax.',
    ),
    options: [
      {
        letter: 'A',
        text: 'No',
        hint: say('Nothing to redirect.'),
        description: say(`Planning turns on ${w.names} own estate: see the estate question.`),
      },
      {
        letter: 'B',
        text: 'Yes, received in the last two years',
        hint: say('A deed of variation may still be possible.'),
        description: say(
          `If ${w.name} does not need all of it, a deed of variation signed within two years of the death can pass it to the next generation without adding to ${w.names} own estate.`,
          `Money kept can go into this year’s ISA allowance of ${gbp(f.isaAllowance)} and, within the annual allowance, a pension. Inherited assets carry their value at death as their base cost for capital gains tax.`,
        ),
      },
      {
        letter: 'C',
        text: 'Yes, one is expected',
        hint: say('An inheritance to come will add to the estate.'),
        description: say(
          `Talk with the family about the timing: gifts made now by the person leaving it fall out of their estate after seven years. Plan for how the inheritance will add to ${w.names} own estate and its inheritance tax.`,
        ),
      },
      {
        letter: 'D',
        text: 'Yes, received more than two years ago',
        hint: say('Too late for a deed of variation.'),
        description: say(`The inheritance is now part of ${w.names} estate: gifts and the estate plan are the ways to pass it on.`),
      },
      {
        letter: 'E',
        text: 'Not sure',
        hint: say('Check the date of any inheritance received.'),
        description: say('Two years from the date of death is the deadline for a deed of variation, so the date matters.'),
      },
    ],
  });
/** What a version says in its own words; everything else in its questions is shared. */
export type TaxHealthCheck2018To2020OwnWords = {
  incomeHints: IncomeHints;
  /** Options that only the partner's income question offers, after E. */
  partnerIncomeOptions: TaxHealthCheckOption[];
  /** The definitions' paragraph on the dividend allowance. */
  dividendAllowance: string;
  /** The suggestion when no capital gains are expected. */
  noGains: (w: Who) => string;
  /** The definitions' paragraph on the residence nil rate band. */
  residenceNilRateBand: string;
};

/** A version's questions, each followed by its partner twin. */
export const questions = (f: TaxHealthCheck2018To2020Figures, own: TaxHealthCheck2018To2020OwnWords): TaxHealthCheckQuestion[] => [
  ...twins('TaxableIncome', taxableIncome(f, own.incomeHints, own.partnerIncomeOptions)),
  ...twins('IsaInvested', isaInvested(f)),
  ...twins('ReceiveInInterest', receiveInInterest(f)),
  ...twins('ReceiveInDividends', receiveInDividends(f, own.dividendAllowance)),
  ...twins('ExpectCapitalGains', expectCapitalGains(f, own.noGains)),
  ...twins('CapitalGainExcess', capitalGainExcess(f)),
  ...twins('ContributeToPension', contributeToPension(f)),
  ...twins('PensionBenefits', pensionBenefits(f)),
  ...twins('MadeGifts', madeGifts(f)),
  ...twins('BiggerAssets', biggerAssets(f, own.residenceNilRateBand)),
  ...twins('Inheritances', inheritances(f)),
];
