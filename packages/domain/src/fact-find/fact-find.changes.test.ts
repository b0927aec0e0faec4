import { describe, expect, it } from 'vitest';
import { factFindChanges } from './fact-find.changes.ts';
import { prepareFactFindAnswers } from './fact-find.rules.ts';
import { type FactFindAnswers, type FactFindSectionInput, factFindSectionSchemas } from './fact-find.schemas.ts';
import type { FactFindSection } from './fact-find.sections.ts';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

function factFind(sections: { [S in FactFindSection]?: FactFindSectionInput<S> }): FactFindAnswers {
  return Object.fromEntries(
    Object.entries(sections).map(([section, input]) => [section, factFindSectionSchemas[section as FactFindSection].parse(input)]),
  ) as FactFindAnswers;
}

describe('the change list between two versions', () => {
  it('names each changed field with its section, pointer, words and both values as the fact find shows them', () => {
    const before = factFind({ personalDetails: { client: { first_name: 'Charlotte', marital_status: 'single' } } });
    const after = factFind({
      personalDetails: { client: { first_name: 'Charlotte', last_name: 'Hughes', marital_status: 'married', gender: 'preferNotToSay' } },
    });
    expect(factFindChanges(before, after)).toEqual([
      { section: 'personalDetails', path: '/client/last_name', label: 'Client: last name', before: null, after: 'Hughes' },
      { section: 'personalDetails', path: '/client/gender', label: 'Client: gender', before: null, after: 'Prefer not to say' },
      {
        section: 'personalDetails',
        path: '/client/marital_status',
        label: 'Client: marital status',
        before: 'Single',
        after: 'Married or civil partner',
      },
    ]);
  });

  it('lists nothing for identical versions, and every answered field against an empty one', () => {
    const answers = factFind({ health: { client: { smoker: 'no', comment: 'Fit' } } });
    expect(factFindChanges(answers, answers)).toEqual([]);
    expect(factFindChanges({}, answers)).toEqual([
      { section: 'health', path: '/client/smoker', label: 'Client: smoker', before: null, after: 'No' },
      { section: 'health', path: '/client/comment', label: 'Client: comment', before: null, after: 'Fit' },
    ]);
  });

  it('compares rows by their id, so removing one row does not show the rows after it as changed', () => {
    let n = 0;
    const newId = () => `row-${++n}`;
    const before = prepareFactFindAnswers(
      factFind({
        assetsLiabilities: {
          assets: [
            { type: 'cash', value: gbp(1_000), owner: { source: 'you' } },
            { type: 'property', value: gbp(400_000), owner: { source: 'joint', split: { you: 50, partner: 50 } } },
          ],
        },
      }),
      newId,
    );
    const kept = before.assetsLiabilities?.assets[1];
    if (!kept) throw new Error('no second asset');
    const after: FactFindAnswers = {
      assetsLiabilities: {
        assets: [{ ...kept, owner: { source: 'joint', split: { you: 60, partner: 40 } } }],
        liabilities: [],
      },
    };
    expect(factFindChanges(before, after)).toEqual([
      {
        section: 'assetsLiabilities',
        path: '/assets/0/owner',
        label: 'Asset 1: owner',
        before: 'Joint (client 50%, partner 50%)',
        after: 'Joint (client 60%, partner 40%)',
      },
      { section: 'assetsLiabilities', path: '/assets/0/type', label: 'Asset 1: type', before: 'Cash', after: null },
      { section: 'assetsLiabilities', path: '/assets/0/value', label: 'Asset 1: value', before: '£1,000', after: null },
      { section: 'assetsLiabilities', path: '/assets/0/owner', label: 'Asset 1: owner', before: 'Client', after: null },
      {
        section: 'assetsLiabilities',
        path: '/assets/0/transfer_or_review',
        label: 'Asset 1: transfer or review',
        before: 'No',
        after: null,
      },
    ]);
  });

  it('shows amounts with their currency, choices by their labels and planning questions by their text', () => {
    const before = factFind({ investmentTaxPlan: { emergency_funds: gbp(5_000) }, planningObjectives: {} });
    const after = factFind({
      investmentTaxPlan: {
        emergency_funds: { amount: 5_000, currency: 'EUR' },
        isas: [{ id: 'i1', type: 'stockShares', investor: 'partner' }],
      },
      planningObjectives: { ideal_retirement: 'At 60, by the sea' },
    });
    expect(factFindChanges(before, after).map(({ label, before: from, after: to }) => [label, from, to])).toEqual([
      ['Emergency funds', '£5,000', '€5,000'],
      ['ISA 1: type', null, 'Stocks and shares ISA'],
      ['ISA 1: investor', null, 'Partner'],
      ['Realistically, when and how would you ideally retire?', null, 'At 60, by the sea'],
    ]);
  });
});
