import { describe, expect, it } from 'vitest';
import {
  assetTypeLabels,
  assetTypes,
  dependantRelationshipLabels,
  dependantRelationships,
  factFindGenderLabels,
  factFindGenders,
  factFindMaritalStatuses,
  factFindMaritalStatusLabels,
  factFindPersons,
  factFindVersionMarkers,
  healthTypeLabels,
  healthTypes,
  highestRateLabels,
  highestRates,
  incomeSourceTypeLabels,
  incomeSourceTypes,
  incomeTypeLabels,
  incomeTypes,
  isaTypeLabels,
  isaTypes,
  liabilityTypeLabels,
  liabilityTypes,
  ownershipSourceLabels,
  ownershipSources,
  partnerQuestionKeys,
  personTypes,
  protectionTypeLabels,
  protectionTypes,
  questionKeyFor,
  yesNo,
} from './fact-find.enums.ts';
import { factFindSectionLabels } from './fact-find.rules.ts';
import { factFindSectionKeys, factFindSections } from './fact-find.sections.ts';

/** Each enumeration of spec 3 §3, exactly as the spec lists it, with the labels a person reads. */
const enumerations: [string, readonly string[], string[], Record<string, string> | null][] = [
  [
    'AssetType',
    assetTypes,
    [
      'pension',
      'cash',
      'isa',
      'unitTrust',
      'investmentBond',
      'stockShares',
      'otherInvestment',
      'business',
      'property',
      'otherValuableAsset',
    ],
    assetTypeLabels,
  ],
  [
    'LiabilityType',
    liabilityTypes,
    ['mortgage', 'personalLoan', 'carLoan', 'creditCardDebt', 'studentLoan', 'otherDebt'],
    liabilityTypeLabels,
  ],
  ['HealthType', healthTypes, ['smoker', 'good_health', 'medical_condition_suffer', 'hazardous_occupation_hobby'], healthTypeLabels],
  [
    'IncomeSourceType',
    incomeSourceTypes,
    [
      'employment',
      'employmentBonus',
      'selfEmployment',
      'privatePension',
      'statePension',
      'investment',
      'rentalIncome',
      'otherStateBenefits',
      'otherIncome',
    ],
    incomeSourceTypeLabels,
  ],
  ['IncomeType', incomeTypes, ['income', 'expenditure'], incomeTypeLabels],
  [
    'MaritalStatus',
    factFindMaritalStatuses,
    ['single', 'married', 'divorced', 'widowed', 'separated', 'notDisclosed'],
    factFindMaritalStatusLabels,
  ],
  [
    'Relationship',
    dependantRelationships,
    ['child', 'parent', 'grandparent', 'partner', 'otherRelative', 'other'],
    dependantRelationshipLabels,
  ],
  ['Gender', factFindGenders, ['male', 'female', 'other', 'preferNotToSay'], factFindGenderLabels],
  [
    'ProtectionType',
    protectionTypes,
    ['lifeInsurance', 'incomeProtection', 'criticalIllnessProtection', 'privateMedicalInsurance', 'permanentHealthInsurance'],
    protectionTypeLabels,
  ],
  ['IsaType', isaTypes, ['cash', 'stockShares'], isaTypeLabels],
  ['YesNo', yesNo, ['yes', 'no'], null],
  ['PersonType', personTypes, ['you', 'partner'], null],
  ['Person', factFindPersons, ['client', 'partner'], null],
  ['Source', ownershipSources, ['you', 'partner', 'joint'], ownershipSourceLabels],
  ['HighestRate', highestRates, ['uk45', 'uk40', 'uk20', 'uk10', 'sc46', 'sc41', 'sc21', 'sc20'], highestRateLabels],
  ['Version marker', factFindVersionMarkers, ['current', 'new', 'old'], null],
];

describe('fact find enumerations (spec 3 §3)', () => {
  it.each(enumerations)('%s holds exactly the spec’s values, each with a label', (_name, values, expected, labels) => {
    expect([...values]).toEqual(expected);
    if (labels) {
      expect(Object.keys(labels).sort()).toEqual([...expected].sort());
      for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
    }
  });

  it('shows marital statuses as the spec displays them, married covering civil partners', () => {
    expect(Object.values(factFindMaritalStatusLabels)).toEqual([
      'Single',
      'Married or civil partner',
      'Divorced',
      'Widowed',
      'Separated',
      'Not disclosed',
    ]);
  });

  it('adds "prefer not to say" to the genders', () => {
    expect(factFindGenderLabels.preferNotToSay).toBe('Prefer not to say');
  });

  it('names the highest rates by country and rate', () => {
    expect(highestRateLabels.uk45).toBe('UK additional rate (45%)');
    expect(highestRateLabels.sc21).toBe('Scottish intermediate rate (21%)');
  });

  it('gives each question key with a partner variant its partner key', () => {
    expect(partnerQuestionKeys).toHaveLength(12);
    expect(questionKeyFor('taxableIncome', 'client')).toBe('taxableIncome');
    expect(questionKeyFor('taxableIncome', 'partner')).toBe('taxableIncomePartner');
    expect(questionKeyFor('mentalCapacity', 'partner')).toBe('mentalCapacityPartner');
  });

  it('labels the ten sections, in the order of their steps and slugs (spec 3 §2)', () => {
    expect(factFindSections.map((s) => s.slug)).toEqual([
      'personal-details',
      'occupation-earnings',
      'assets-liabilities',
      'tax-residence',
      'investment-tax-planning',
      'health',
      'protection',
      'planning-objectives',
      'recent-life-events',
      'additional-comments',
    ]);
    expect(Object.keys(factFindSectionLabels)).toEqual(factFindSectionKeys);
  });
});
