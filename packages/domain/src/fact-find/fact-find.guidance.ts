import { formatCurrencyAmount } from '../shared/money.ts';
import { type FactFindPerson, residenceCountryLabels } from './fact-find.enums.ts';
import { factFindGuidanceFigures as f } from './fact-find.figures.ts';
import type { FactFindAnswers, FactFindMoney, FactFindSectionAnswers, Ownership } from './fact-find.schemas.ts';
import type { FactFindSection } from './fact-find.sections.ts';

/** The guidance topics (spec 3 §9's keys, with the emergency fund, the will and mental capacity beside them). */
export const guidanceTopics = [
  'TaxableIncome',
  'CountryOfResidence',
  'EmergencyFunds',
  'IsaInvested',
  'ReceiveInInterest',
  'ReceiveInDividends',
  'ExpectCapitalGains',
  'CapitalGainExcess',
  'ContributeToPension',
  'PensionBenefits',
  'MadeGifts',
  'Will',
  'Inheritances',
  'MentalCapacity',
  'BiggerAssets',
] as const;
export type GuidanceTopic = (typeof guidanceTopics)[number];

/** One note of guidance beside the answers it concerns, addressed to the adviser about "your client". */
export type GuidanceNote = { topic: GuidanceTopic; person: FactFindPerson | null; text: string };

/** Where income tax rules come from for a person: Scotland's bands, the rest of the UK's, or outside the UK. */
export type TaxRegion = 'scotland' | 'restOfUk' | 'abroad';

const pounds = (amount: number) => formatCurrencyAmount(Math.round(amount), 'GBP');
/** Guidance figures are pounds: an amount in another currency is left out of them. */
const gbp = (money: FactFindMoney | null | undefined) => (money && money.currency === 'GBP' ? money.amount : 0);
/** An amount of money (any object with a numeric amount and a currency) not in pounds. */
const isForeign = (value: object) => {
  const money = value as Partial<FactFindMoney>;
  return typeof money.amount === 'number' && typeof money.currency === 'string' && money.currency !== 'GBP';
};

const subject = (person: FactFindPerson) => (person === 'client' ? 'Your client' : 'Your client’s partner');

/** The share of a row a person holds: a sole owner all of it, a joint one their split; no owner given is the client's. */
function shareOf(ownership: Ownership | null, person: FactFindPerson): number {
  const source = ownership?.source ?? 'you';
  if (source === 'joint') {
    const split = ownership?.split;
    return split ? (person === 'client' ? split.you : split.partner) / 100 : 0.5;
  }
  return (source === 'you') === (person === 'client') ? 1 : 0;
}

/** The region a person's tax-residence answers put them in; `null` when they do not say. */
export function taxRegionOf(answers: FactFindAnswers, person: FactFindPerson): TaxRegion | null {
  const tax = answers.taxResidence?.[person];
  const country = tax?.country_of_residence;
  if (country === 'scotland') return 'scotland';
  if (country === 'other') return 'abroad';
  if (country) return 'restOfUk';
  if (tax?.highest_rate?.startsWith('sc')) return 'scotland';
  if (tax?.highest_rate?.startsWith('uk')) return 'restOfUk';
  return null;
}

/** A person's yearly income in pounds from the income lines (their share of joint ones). */
export function yearlyIncomeOf(answers: FactFindAnswers, person: FactFindPerson): number {
  return (answers.occupationEarnings?.incomes ?? []).reduce((sum, row) => sum + gbp(row.value) * shareOf(row.source, person), 0);
}

/** Earnings that count as relevant UK earnings for pension relief: employment, bonuses and self-employment. */
function earningsOf(answers: FactFindAnswers, person: FactFindPerson): number {
  const earned = new Set(['employment', 'employmentBonus', 'selfEmployment']);
  return (answers.occupationEarnings?.incomes ?? [])
    .filter((row) => row.type !== null && earned.has(row.type))
    .reduce((sum, row) => sum + gbp(row.value) * shareOf(row.source, person), 0);
}

/** The household's monthly outgoings in pounds. */
export function monthlyOutgoingsOf(answers: FactFindAnswers): number {
  return (answers.occupationEarnings?.expenditures ?? []).reduce((sum, row) => sum + gbp(row.value), 0);
}

/** The highest UK band of a yearly income, which sets the personal savings allowance. */
function bandOf(income: number): 'basic' | 'higher' | 'additional' {
  if (income > f.additionalRateThreshold) return 'additional';
  return income > f.higherRateThreshold ? 'higher' : 'basic';
}

/** A person's top rate of income tax on earnings in their region. */
function topRateOf(income: number, region: TaxRegion | null): number {
  if (income <= f.personalAllowance) return 0;
  if (region === 'scotland') return [...f.scottishBands].reverse().find((band) => income >= band.from)?.rate ?? 0;
  return f.ukRates[bandOf(income)];
}

const scottishBandsText = f.scottishBands.map((band) => `${band.rate}% from ${pounds(band.from)}`).join(', ');
const ukBandsText = `${f.ukRates.basic}% up to ${pounds(f.higherRateThreshold)}, ${f.ukRates.higher}% above it and ${f.ukRates.additional}% above ${pounds(f.additionalRateThreshold)}`;

function persons(answers: FactFindAnswers): FactFindPerson[] {
  return answers.personalDetails?.include_partner ? ['client', 'partner'] : ['client'];
}

function incomeNotes(answers: FactFindAnswers, person: FactFindPerson): GuidanceNote[] {
  const income = yearlyIncomeOf(answers, person);
  if (income <= 0) return [];
  const who = subject(person);
  const region = taxRegionOf(answers, person);
  const note = (text: string): GuidanceNote => ({ topic: 'TaxableIncome', person, text });
  if (income <= f.personalAllowance)
    return [
      note(
        `${who} has an income of ${pounds(income)} a year, within the personal allowance of ${pounds(f.personalAllowance)}, so none of it is taxed. Up to ${pounds(f.startingSavingsBand)} of savings interest may also be tax-free under the starting rate for savings.`,
      ),
    ];
  const bands =
    region === 'scotland'
      ? `Scottish rates apply to earnings, pensions and rental income: ${scottishBandsText} (${f.taxYear}).`
      : `In England, Wales and Northern Ireland the rates are ${ukBandsText}${region === null ? '; Scotland has its own bands' : ''} (${f.taxYear}).`;
  const notes = [
    note(
      `${who} has an income of ${pounds(income)} a year, above the personal allowance of ${pounds(f.personalAllowance)}, so their top rate is ${topRateOf(income, region)}%. ${bands}`,
    ),
  ];
  if (income > f.personalAllowanceTaperFrom && income <= f.additionalRateThreshold)
    notes.push(
      note(
        `Between ${pounds(f.personalAllowanceTaperFrom)} and ${pounds(f.additionalRateThreshold)} the personal allowance is withdrawn by £1 for every £2 of income, an effective rate of 60%: pension contributions or gifts to charity that bring income below ${pounds(f.personalAllowanceTaperFrom)} restore it.`,
      ),
    );
  if (income > f.additionalRateThreshold)
    notes.push(note(`Above ${pounds(f.additionalRateThreshold)} ${who.charAt(0).toLowerCase()}${who.slice(1)} has no personal allowance.`));
  return notes;
}

function residenceNotes(answers: FactFindAnswers, person: FactFindPerson): GuidanceNote[] {
  const tax = answers.taxResidence?.[person];
  const region = taxRegionOf(answers, person);
  if (!tax || !region) return [];
  const who = subject(person);
  const note = (text: string): GuidanceNote => ({ topic: 'CountryOfResidence', person, text });
  const country = tax.country_of_residence ? residenceCountryLabels[tax.country_of_residence] : null;
  const notes: GuidanceNote[] = [];
  if (region === 'scotland')
    notes.push(
      note(
        `${who} is a Scottish taxpayer: Scottish rates and bands apply to earnings, pensions and rental income (${f.taxYear}: ${scottishBandsText}); savings and dividends are taxed at UK rates.`,
      ),
    );
  else if (region === 'restOfUk')
    notes.push(
      note(
        `${who} pays income tax at the rates of England, Wales and Northern Ireland: ${ukBandsText}, above a personal allowance of ${pounds(f.personalAllowance)} (${f.taxYear}).`,
      ),
    );
  else
    notes.push(
      note(
        `${who} lives outside the UK: their UK tax depends on their residence under the statutory residence test and on any double taxation agreement.`,
      ),
    );
  const rateIsScottish = tax.highest_rate?.startsWith('sc');
  if (country && tax.highest_rate && region !== 'abroad' && rateIsScottish !== (region === 'scotland'))
    notes.push(
      note(
        `${who} lives in ${country} but gave a highest rate of ${rateIsScottish ? 'Scottish' : 'the rest of the UK’s'} income tax: check where they are resident for tax.`,
      ),
    );
  return notes;
}

function emergencyFundNotes(answers: FactFindAnswers): GuidanceNote[] {
  const plan = answers.investmentTaxPlan;
  const monthly = monthlyOutgoingsOf(answers);
  const { min, max } = f.emergencyFundMonths;
  const note = (text: string): GuidanceNote => ({ topic: 'EmergencyFunds', person: null, text });
  if (monthly <= 0)
    return [
      note(
        `An emergency fund of ${min} to ${max} months of your client’s outgoings is recommended: record their monthly expenditure to work it out.`,
      ),
    ];
  const held = gbp(plan?.emergency_funds) + gbp(plan?.extra_emergency_funds);
  const range = `Your client’s outgoings are ${pounds(monthly)} a month, so an emergency fund of ${min} to ${max} months’ outgoings is ${pounds(monthly * min)} to ${pounds(monthly * max)}.`;
  if (held < monthly * min) return [note(`${range} They hold ${pounds(held)}, ${pounds(monthly * min - held)} short of ${min} months.`)];
  if (held > monthly * max) return [note(`${range} They hold ${pounds(held)}, more than ${max} months: the excess could be invested.`)];
  return [note(`${range} They hold ${pounds(held)}, within that range.`)];
}

function isaNotes(plan: FactFindSectionAnswers<'investmentTaxPlan'>, person: FactFindPerson): GuidanceNote[] {
  const who = subject(person);
  const subscribed = plan.isas
    .filter((row) => (row.investor ?? 'you') === (person === 'client' ? 'you' : 'partner'))
    .reduce((sum, row) => sum + gbp(row.amount), 0);
  const text =
    subscribed === 0
      ? `${who} has no ISA subscriptions recorded: up to ${pounds(f.isaAllowance)} a tax year may be invested in ISAs, free of income tax and capital gains tax.`
      : subscribed > f.isaAllowance
        ? `${who} has subscribed ${pounds(subscribed)} to ISAs, more than the ${pounds(f.isaAllowance)} allowance for a tax year: check the subscriptions.`
        : `${who} has subscribed ${pounds(subscribed)} to ISAs; the allowance is ${pounds(f.isaAllowance)} a tax year, leaving ${pounds(f.isaAllowance - subscribed)}.`;
  return [{ topic: 'IsaInvested', person, text }];
}

function savingsNotes(answers: FactFindAnswers, person: FactFindPerson, interest: number): GuidanceNote[] {
  if (interest <= 0) return [];
  const who = subject(person);
  const income = yearlyIncomeOf(answers, person);
  const band = bandOf(income);
  const allowance = f.personalSavingsAllowance[band];
  const bandWord = {
    basic: 'a basic-rate (or non-) taxpayer',
    higher: 'a higher-rate taxpayer',
    additional: 'an additional-rate taxpayer',
  }[band];
  const above = interest - allowance;
  const parts = [
    allowance > 0
      ? `${who} receives ${pounds(interest)} of interest a year. As ${bandWord} their personal savings allowance is ${pounds(allowance)}.`
      : `${who} receives ${pounds(interest)} of interest a year. As ${bandWord} they have no personal savings allowance (${pounds(f.personalSavingsAllowance.basic)} for basic-rate, ${pounds(f.personalSavingsAllowance.higher)} for higher-rate taxpayers).`,
  ];
  const startingRoom = f.startingSavingsBand - Math.max(0, income - f.personalAllowance);
  if (startingRoom > 0)
    parts.push(
      `Because their other income is below ${pounds(f.personalAllowance + f.startingSavingsBand)}, up to ${pounds(startingRoom)} of interest may also be taxed at 0% under the ${pounds(f.startingSavingsBand)} starting rate for savings.`,
    );
  if (above > 0) parts.push(`${pounds(above)} is above the allowance and taxed: cash ISAs keep interest tax-free.`);
  return [{ topic: 'ReceiveInInterest', person, text: parts.join(' ') }];
}

function dividendNotes(person: FactFindPerson, dividends: number): GuidanceNote[] {
  if (dividends <= 0) return [];
  const who = subject(person);
  const text =
    dividends > f.dividendAllowance
      ? `${who} receives ${pounds(dividends)} of dividends a year; the dividend allowance is ${pounds(f.dividendAllowance)}, so ${pounds(dividends - f.dividendAllowance)} is taxed. Shares held in an ISA pay dividends tax-free.`
      : `${who} receives ${pounds(dividends)} of dividends a year, within the ${pounds(f.dividendAllowance)} dividend allowance.`;
  return [{ topic: 'ReceiveInDividends', person, text }];
}

function capitalGainsNotes(tax: NonNullable<FactFindSectionAnswers<'investmentTaxPlan'>['client']>, person: FactFindPerson) {
  const who = subject(person);
  const gains = gbp(tax.expected_capital_gains);
  const notes: GuidanceNote[] = [];
  if (gains > f.capitalGainsExemption)
    notes.push({
      topic: 'CapitalGainExcess',
      person,
      text: `${who} expects gains of ${pounds(gains)} this tax year, ${pounds(gains - f.capitalGainsExemption)} above the ${pounds(f.capitalGainsExemption)} annual exempt amount: consider spreading disposals over tax years, using a spouse’s exemption, or moving investments into an ISA.`,
    });
  else if (gains > 0)
    notes.push({
      topic: 'ExpectCapitalGains',
      person,
      text: `${who} expects gains of ${pounds(gains)} this tax year, within the ${pounds(f.capitalGainsExemption)} annual exempt amount.`,
    });
  if (tax.capital_gains_allowance_used === 'no')
    notes.push({
      topic: 'ExpectCapitalGains',
      person,
      text: `${who} does not use their ${pounds(f.capitalGainsExemption)} annual exempt amount: realising gains up to it each tax year can reduce tax later.`,
    });
  return notes;
}

function pensionNotes(
  answers: FactFindAnswers,
  tax: NonNullable<FactFindSectionAnswers<'investmentTaxPlan'>['client']>,
  person: FactFindPerson,
) {
  const who = subject(person);
  const contributions = gbp(tax.pension_contributions);
  const earnings = earningsOf(answers, person);
  const notes: GuidanceNote[] = [];
  const allowance = `the annual allowance is ${pounds(f.pensionAnnualAllowance)}, and unused allowance can be carried forward from the previous ${f.pensionCarryForwardYears} tax years`;
  if (contributions > 0) {
    const parts = [`${who} contributes ${pounds(contributions)} a year to pensions (gross); ${allowance}.`];
    if (contributions > f.pensionAnnualAllowance)
      parts.push('Contributions above the allowance not covered by carry-forward bear the annual allowance charge.');
    if (contributions > Math.max(earnings, f.minimumPensionRelief))
      parts.push(
        `Tax relief is limited to the greater of their relevant UK earnings (${pounds(earnings)}) and ${pounds(f.minimumPensionRelief)} gross.`,
      );
    notes.push({ topic: 'ContributeToPension', person, text: parts.join(' ') });
  } else if (tax.pension_contributions !== null || earnings === 0)
    notes.push({
      topic: 'ContributeToPension',
      person,
      text:
        earnings === 0
          ? `${who} has no earnings recorded but can still pay up to ${pounds(f.minimumPensionReliefNet)} a year net (${pounds(f.minimumPensionRelief)} gross) into a pension and receive basic-rate relief.`
          : `${who} makes no pension contributions: ${allowance}, with relief up to their relevant UK earnings.`,
    });
  if (tax.pension_benefits === 'within12Months' || tax.pension_benefits === 'withinFiveYears')
    notes.push({
      topic: 'PensionBenefits',
      person,
      text: `${who} expects to take pension benefits ${tax.pension_benefits === 'within12Months' ? 'within 12 months' : 'within five years'}: review the tax-free cash and income options (available from age ${f.pensionAccessAge}) before they do.`,
    });
  return notes;
}

function estatePlanningNotes(tax: NonNullable<FactFindSectionAnswers<'investmentTaxPlan'>['client']>, person: FactFindPerson) {
  const who = subject(person);
  const notes: GuidanceNote[] = [];
  const gifts = gbp(tax.gifts);
  if (gifts > 0)
    notes.push({
      topic: 'MadeGifts',
      person,
      text:
        gifts > f.giftExemption
          ? `${who} has given ${pounds(gifts)} this tax year, more than the ${pounds(f.giftExemption)} annual exemption (with last year’s if unused, carried forward ${f.giftCarryForwardYears} year): the rest is a potentially exempt transfer, outside the estate after seven years.`
          : `${who} has given ${pounds(gifts)} this tax year, within the ${pounds(f.giftExemption)} annual exemption; an unused exemption carries forward ${f.giftCarryForwardYears} year.`,
    });
  if (tax.will_made === 'no')
    notes.push({
      topic: 'Will',
      person,
      text: `${who} has not made a will: without one the estate passes under the intestacy rules. Recommend one, reviewed every ${f.willReviewYears} years.`,
    });
  if (tax.inheritances === 'yes')
    notes.push({
      topic: 'Inheritances',
      person,
      text: `${who} received an inheritance in the last ${f.inheritancesWindowYears} years: a deed of variation made within ${f.inheritancesWindowYears} years of the death can redirect it (to the next generation, say) without it counting as their gift.`,
    });
  if (tax.lasting_power_of_attorney === 'no')
    notes.push({
      topic: 'MentalCapacity',
      person,
      text: `${who} has no lasting powers of attorney: should they lose mental capacity, no one could act for them without a court order.`,
    });
  return notes;
}

function investmentNotes(answers: FactFindAnswers): GuidanceNote[] {
  const plan = answers.investmentTaxPlan;
  const notes = emergencyFundNotes(answers);
  if (!plan) return notes;
  for (const person of persons(answers)) {
    const tax = plan[person];
    notes.push(...isaNotes(plan, person));
    if (!tax) continue;
    notes.push(
      ...savingsNotes(answers, person, gbp(tax.interest)),
      ...dividendNotes(person, gbp(tax.dividends)),
      ...capitalGainsNotes(tax, person),
      ...pensionNotes(answers, tax, person),
      ...estatePlanningNotes(tax, person),
    );
  }
  return notes;
}

/** A person's net estate in pounds: their share of the assets, less their share of the debts. */
export function netEstateOf(answers: FactFindAnswers, person: FactFindPerson): number {
  const section = answers.assetsLiabilities;
  if (!section) return 0;
  const assets = section.assets.reduce((sum, row) => sum + gbp(row.value) * shareOf(row.owner, person), 0);
  const debts = section.liabilities.reduce((sum, row) => sum + gbp(row.value) * shareOf(row.source, person), 0);
  return assets - debts;
}

function estateNotes(answers: FactFindAnswers): GuidanceNote[] {
  if (!answers.assetsLiabilities) return [];
  const hasHome = answers.assetsLiabilities.assets.some((row) => row.type === 'property');
  const couple = answers.personalDetails?.include_partner === true;
  return persons(answers).flatMap((person): GuidanceNote[] => {
    const estate = netEstateOf(answers, person);
    if (estate <= 0) return [];
    const who = subject(person);
    const parts = [
      estate > f.nilRateBand
        ? `${who}’s estate is about ${pounds(estate)}, above the ${pounds(f.nilRateBand)} nil-rate band: inheritance tax at ${f.inheritanceTaxRate}% may be due on the excess.`
        : `${who}’s estate is about ${pounds(estate)}, within the ${pounds(f.nilRateBand)} nil-rate band.`,
    ];
    if (hasHome && estate > f.nilRateBand)
      parts.push(
        `A home left to children or grandchildren adds a residence nil-rate band of up to ${pounds(f.residenceNilRateBand)}, tapered away above ${pounds(f.residenceNilRateBandTaperFrom)}.`,
      );
    if (couple && person === 'client' && estate > f.nilRateBand)
      parts.push('Spouses and civil partners can pass unused nil-rate bands to each other.');
    return [{ topic: 'BiggerAssets', person, text: parts.join(' ') }];
  });
}

/** A note that amounts in other currencies are not in the figures, when a section holds any. */
function foreignNote(value: unknown, topic: GuidanceTopic): GuidanceNote[] {
  const walk = (item: unknown): boolean =>
    Array.isArray(item)
      ? item.some(walk)
      : item !== null && typeof item === 'object'
        ? isForeign(item) || Object.values(item).some(walk)
        : false;
  return walk(value) ? [{ topic, person: null, text: 'Amounts in currencies other than pounds are left out of these figures.' }] : [];
}

/**
 * The adviser's guidance beside each section's answers (spec 3 §9), worded for "your client", with
 * England, Wales and Northern Ireland set against Scotland where the rules differ (the tax-residence
 * answer says which applies). Sections the figures say nothing about have no notes.
 */
export function factFindGuidance(answers: FactFindAnswers): Record<FactFindSection, GuidanceNote[]> {
  return {
    personalDetails: [],
    occupationEarnings: [
      ...persons(answers).flatMap((person) => incomeNotes(answers, person)),
      ...foreignNote(answers.occupationEarnings, 'TaxableIncome'),
    ],
    assetsLiabilities: [...estateNotes(answers), ...foreignNote(answers.assetsLiabilities, 'BiggerAssets')],
    taxResidence: persons(answers).flatMap((person) => residenceNotes(answers, person)),
    investmentTaxPlan: [...investmentNotes(answers), ...foreignNote(answers.investmentTaxPlan, 'IsaInvested')],
    health: [],
    protection: [],
    planningObjectives: [],
    recentLifeEvents: [],
    additionalComments: [],
  };
}
