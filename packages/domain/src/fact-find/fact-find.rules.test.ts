import { describe, expect, it } from 'vitest';
import { factFindMessages as m } from './fact-find.messages.ts';
import {
  checkFactFindSection,
  type FactFindContext,
  factFindContextOf,
  factFindSectionOfSlug,
  factFindSectionStates,
  isFactFindComplete,
  prepareFactFindAnswers,
} from './fact-find.rules.ts';
import {
  type FactFindAnswers,
  type FactFindSectionInput,
  factFindSectionSchemas,
  isJointSplitValid,
  ownershipSchema,
} from './fact-find.schemas.ts';
import type { FactFindSection } from './fact-find.sections.ts';

const couple: FactFindContext = { includePartner: true, currencies: ['GBP', 'EUR'] };
const single: FactFindContext = { includePartner: false, currencies: ['GBP'] };
const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const you = { source: 'you' as const };
const joint = { source: 'joint' as const, split: { you: 60, partner: 40 } };

function parse<S extends FactFindSection>(section: S, input: FactFindSectionInput<S>) {
  const parsed = factFindSectionSchemas[section].safeParse(input);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data as never;
}

/** The save rules' refusals of a section, as pointer → message. */
function check<S extends FactFindSection>(section: S, input: FactFindSectionInput<S>, context: FactFindContext) {
  return Object.fromEntries(checkFactFindSection(section, parse(section, input), context).map((e) => [e.pointer, e.detail]));
}

describe('the joint-split rule', () => {
  it('a joint holding needs a split of whole percentages adding up to exactly 100', () => {
    expect(isJointSplitValid({ you: 60, partner: 40 })).toBe(true);
    expect(isJointSplitValid({ you: 100, partner: 0 })).toBe(true);
    expect(isJointSplitValid({ you: 60, partner: 30 })).toBe(false);
    expect(isJointSplitValid({ you: 60, partner: 41 })).toBe(false);
    expect(isJointSplitValid(null)).toBe(false);
    expect(ownershipSchema.safeParse(joint).success).toBe(true);
    const short = ownershipSchema.safeParse({ source: 'joint', split: { you: 50, partner: 49 } });
    expect(short.error?.issues.map((i) => [i.path.join('/'), i.message])).toEqual([['split', m['factFind.jointSplit']]]);
    const missing = ownershipSchema.safeParse({ source: 'joint' });
    expect(missing.error?.issues.map((i) => [i.path.join('/'), i.message])).toEqual([['split', m['factFind.jointSplitMissing']]]);
    expect(ownershipSchema.safeParse({ source: 'joint', split: { you: 50.5, partner: 49.5 } }).success).toBe(false);
    expect(ownershipSchema.safeParse({ source: 'joint', split: { you: 120, partner: -20 } }).success).toBe(false);
  });

  it('a sole owner needs no split, and a split left beside one is cleared when saved', () => {
    expect(ownershipSchema.safeParse(you).success).toBe(true);
    const parsed = parse('assetsLiabilities', {
      assets: [{ type: 'cash', value: gbp(5), owner: { source: 'partner', split: { you: 1, partner: 2 } } }],
    });
    const prepared = prepareFactFindAnswers(parsed as FactFindAnswers['assetsLiabilities'], () => 'row-1');
    expect(prepared?.assets[0]?.owner).toEqual({ source: 'partner', split: null });
  });
});

describe('the section schemas', () => {
  it('money is a whole, non-negative amount of a known currency', () => {
    const value = (money: unknown) => factFindSectionSchemas.investmentTaxPlan.safeParse({ emergency_funds: money });
    expect(value(gbp(10_000)).success).toBe(true);
    expect(value({ amount: 10.5, currency: 'GBP' }).error?.issues[0]?.message).toBe(m['factFind.integer']);
    expect(value({ amount: -1, currency: 'GBP' }).error?.issues[0]?.message).toBe(m['factFind.positive']);
    expect(value({ amount: 10, currency: 'XYZ' }).error?.issues[0]?.message).toBe(m['factFind.currency']);
    expect(value({ amount: 1e13, currency: 'GBP' }).error?.issues[0]?.message).toBe(m['factFind.digits']);
  });

  it('fills what was left out, keeps only known fields, and bounds free text', () => {
    const parsed = factFindSectionSchemas.personalDetails.parse({ client: { first_name: ' Charlotte ', shoe_size: 6 } });
    expect(parsed.client.first_name).toBe('Charlotte');
    expect(parsed.client).not.toHaveProperty('shoe_size');
    expect(parsed).toMatchObject({ include_partner: false, partner: null, dependants: [], connected_people_consent: false });
    expect(factFindSectionSchemas.planningObjectives.safeParse({ ideal_income: 'x'.repeat(101) }).success).toBe(false);
    expect(factFindSectionSchemas.personalDetails.safeParse({ client: { gender: 'preferNotToSay' } }).success).toBe(true);
    expect(factFindSectionSchemas.personalDetails.safeParse({ client: { birth_date: '2001-02-30' } }).success).toBe(false);
  });
});

describe('the save rules (spec 3 §5)', () => {
  it('personal details: every dependant named', () => {
    expect(check('personalDetails', { dependants: [{ name: 'Amelia Hughes' }], connected_people_consent: true }, single)).toEqual({});
    expect(
      check('personalDetails', { dependants: [{ name: 'Amelia Hughes' }, { name: ' ' }], connected_people_consent: true }, single),
    ).toEqual({
      '/dependants/1/name': m['factFind.dependantsNamed'],
    });
  });

  it('personal details: the consent of connected people confirmed when a partner or a dependant is named', () => {
    expect(check('personalDetails', {}, single)).toEqual({});
    expect(check('personalDetails', { include_partner: true }, single)).toEqual({
      '/connected_people_consent': m['factFind.connectedPeopleConsent'],
    });
    expect(check('personalDetails', { dependants: [{ name: 'Amelia Hughes' }] }, single)).toEqual({
      '/connected_people_consent': m['factFind.connectedPeopleConsent'],
    });
    expect(check('personalDetails', { include_partner: true, connected_people_consent: true }, single)).toEqual({});
  });

  it('occupation and earnings: occupation names and sources; income values, sources and types; expenditure values and sources', () => {
    const complete = {
      occupations: [{ earner: 'partner' as const, occupation: 'Engineer' }],
      incomes: [{ type: 'employment' as const, value: gbp(45_000), source: joint }],
      expenditures: [{ value: gbp(1_200), source: you }],
    };
    expect(check('occupationEarnings', complete, couple)).toEqual({});
    expect(check('occupationEarnings', { occupations: [{}], incomes: [{}], expenditures: [{}] }, couple)).toEqual({
      '/occupations/0/occupation': m['factFind.occupations'],
      '/occupations/0/earner': m['factFind.occupations'],
      '/incomes/0/value': m['factFind.incomes'],
      '/incomes/0/source': m['factFind.incomes'],
      '/incomes/0/type': m['factFind.incomes'],
      '/expenditures/0/value': m['factFind.expenditures'],
      '/expenditures/0/source': m['factFind.expenditures'],
    });
  });

  it('occupation and earnings for a single person: no sources, and none but the client', () => {
    const lines = {
      occupations: [{ occupation: 'Teacher' }],
      incomes: [{ type: 'employment' as const, value: gbp(30_000) }],
      expenditures: [{ value: gbp(900) }],
    };
    expect(check('occupationEarnings', lines, single)).toEqual({});
    expect(check('occupationEarnings', { occupations: [{}], incomes: [{}], expenditures: [{}] }, single)).toEqual({
      '/occupations/0/occupation': m['factFind.occupationsSingle'],
      '/incomes/0/value': m['factFind.incomesSingle'],
      '/incomes/0/type': m['factFind.incomesSingle'],
      '/expenditures/0/value': m['factFind.expendituresSingle'],
    });
    expect(
      check(
        'occupationEarnings',
        { occupations: [{ occupation: 'Nurse', earner: 'partner' }], incomes: [{ type: 'employment', value: gbp(1), source: joint }] },
        single,
      ),
    ).toEqual({
      '/occupations/0/earner': m['factFind.noPartner'],
      '/incomes/0/source': m['factFind.noPartner'],
    });
  });

  it('assets and liabilities: required asset fields; liability types, values and sources', () => {
    const complete = {
      assets: [{ type: 'property' as const, value: gbp(450_000), owner: joint }],
      liabilities: [{ type: 'mortgage' as const, value: gbp(200_000), source: joint }],
    };
    expect(check('assetsLiabilities', complete, couple)).toEqual({});
    expect(check('assetsLiabilities', { assets: [{ description: 'House' }], liabilities: [{}] }, couple)).toEqual({
      '/assets/0/type': m['factFind.assets'],
      '/assets/0/value': m['factFind.assets'],
      '/assets/0/owner': m['factFind.assets'],
      '/liabilities/0/type': m['factFind.liabilities'],
      '/liabilities/0/value': m['factFind.liabilities'],
      '/liabilities/0/source': m['factFind.liabilities'],
    });
    expect(check('assetsLiabilities', { assets: [{}], liabilities: [{}] }, single)).toEqual({
      '/assets/0/type': m['factFind.assetsSingle'],
      '/assets/0/value': m['factFind.assetsSingle'],
      '/liabilities/0/type': m['factFind.liabilitiesSingle'],
      '/liabilities/0/value': m['factFind.liabilitiesSingle'],
    });
  });

  it('investment and tax planning: ISA types, values and investors', () => {
    expect(check('investmentTaxPlan', { isas: [{ type: 'cash', amount: gbp(5_000), investor: 'partner' }] }, couple)).toEqual({});
    expect(check('investmentTaxPlan', { isas: [{}] }, couple)).toEqual({
      '/isas/0/type': m['factFind.isas'],
      '/isas/0/amount': m['factFind.isas'],
      '/isas/0/investor': m['factFind.isas'],
    });
    expect(check('investmentTaxPlan', { isas: [{}] }, single)).toEqual({
      '/isas/0/type': m['factFind.isasSingle'],
      '/isas/0/amount': m['factFind.isasSingle'],
    });
    expect(check('investmentTaxPlan', { isas: [{ type: 'cash', amount: gbp(1), investor: 'partner' }] }, single)).toEqual({
      '/isas/0/investor': m['factFind.noPartner'],
    });
  });

  it('protection: required protection fields', () => {
    const policy = { type: 'lifeInsurance' as const, owner: you, provider_name: 'Aviva', cover_amount: gbp(250_000) };
    expect(check('protection', { policies: [policy] }, couple)).toEqual({});
    expect(check('protection', { policies: [{ policy_number: 'P-1' }] }, couple)).toEqual({
      '/policies/0/type': m['factFind.protection'],
      '/policies/0/owner': m['factFind.protection'],
      '/policies/0/provider_name': m['factFind.protection'],
      '/policies/0/cover_amount': m['factFind.protection'],
    });
    expect(check('protection', { policies: [{}] }, single)).toEqual({
      '/policies/0/type': m['factFind.protectionSingle'],
      '/policies/0/provider_name': m['factFind.protectionSingle'],
      '/policies/0/cover_amount': m['factFind.protectionSingle'],
    });
  });

  it('every amount is in one of the practice’s currencies', () => {
    expect(check('investmentTaxPlan', { emergency_funds: { amount: 1, currency: 'EUR' } }, couple)).toEqual({});
    expect(
      check(
        'investmentTaxPlan',
        { emergency_funds: { amount: 1, currency: 'EUR' }, client: { gifts: { amount: 5, currency: 'USD' } } },
        single,
      ),
    ).toEqual({
      '/emergency_funds/currency': m['factFind.currencyUnknown'],
      '/client/gifts/currency': m['factFind.currencyUnknown'],
    });
  });

  it('the sections without rules save as they are', () => {
    for (const section of ['taxResidence', 'health', 'planningObjectives', 'recentLifeEvents', 'additionalComments'] as const)
      expect(check(section, {}, single)).toEqual({});
  });
});

describe('section states and completeness', () => {
  it('a section is complete once saved and passing its rules; the fact find when all ten are', () => {
    const empty = Object.fromEntries(
      (Object.keys(factFindSectionSchemas) as FactFindSection[]).map((section) => [section, parse(section, {} as never)]),
    ) as FactFindAnswers;
    expect(isFactFindComplete(empty, ['GBP'])).toBe(true);
    const { health: _health, ...withoutHealth } = empty;
    expect(isFactFindComplete(withoutHealth, ['GBP'])).toBe(false);
    const states = factFindSectionStates(withoutHealth, ['GBP']);
    expect(states.find((s) => s.key === 'health')).toEqual({ key: 'health', slug: 'health', saved: false, complete: false });
    const withIsa = {
      ...empty,
      investmentTaxPlan: parse('investmentTaxPlan', { isas: [{ type: 'cash', amount: { amount: 1, currency: 'EUR' } }] }),
    };
    expect(factFindSectionStates(withIsa, ['GBP']).find((s) => s.key === 'investmentTaxPlan')).toMatchObject({
      saved: true,
      complete: false,
    });
  });

  it('takes "include partner" from personal details, and finds a section by its slug', () => {
    expect(factFindContextOf({ personalDetails: parse('personalDetails', { include_partner: true }) }, ['GBP']).includePartner).toBe(true);
    expect(factFindContextOf({}, ['GBP']).includePartner).toBe(false);
    expect(factFindSectionOfSlug('investment-tax-planning')).toBe('investmentTaxPlan');
    expect(factFindSectionOfSlug('investmentTaxPlan')).toBeUndefined();
  });

  it('gives new rows an id and keeps ids unique within a list', () => {
    let n = 0;
    const prepared = prepareFactFindAnswers(
      { dependants: [{ id: 'a', name: 'A' }, { name: 'B' }, { id: 'a', name: 'C' }] },
      () => `new-${++n}`,
    );
    expect(prepared.dependants.map((d) => d.id)).toEqual(['a', 'new-1', 'new-2']);
  });
});
