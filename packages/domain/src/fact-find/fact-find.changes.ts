import { z } from 'zod';
import { formatCurrencyAmount } from '../shared/money.ts';
import {
  assetTypeLabels,
  dependantRelationshipLabels,
  factFindGenderLabels,
  factFindMaritalStatusLabels,
  factFindPersonLabels,
  healthTypeLabels,
  highestRateLabels,
  incomeSourceTypeLabels,
  isaTypeLabels,
  liabilityTypeLabels,
  ownershipSourceLabels,
  pensionBenefitTimingLabels,
  personTypeLabels,
  planningObjectiveQuestions,
  protectionTypeLabels,
  recentLifeEventLabels,
  residenceCountryLabels,
  yesNoLabels,
} from './fact-find.enums.ts';
import type { FactFindAnswers } from './fact-find.schemas.ts';
import { type FactFindSection, factFindSectionKeys } from './fact-find.sections.ts';

/** One field that differs between two versions of a fact find, as the adviser reads it. */
export const factFindChangeSchema = z.object({
  section: z.enum(factFindSectionKeys),
  /** The field's JSON pointer inside the section's answers (in the newer version, or the older for a removed row). */
  path: z.string(),
  /** The field in words: "Client: first name", "Asset 2: value". */
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FactFindChange = z.infer<typeof factFindChangeSchema>;

/** What one row of each repeating list is called. */
const rowNouns: Record<string, string> = {
  dependants: 'Dependant',
  occupations: 'Occupation',
  incomes: 'Income',
  expenditures: 'Expenditure',
  assets: 'Asset',
  liabilities: 'Liability',
  isas: 'ISA',
  policies: 'Policy',
};

/** Field names whose words are not just the name with spaces. */
const fieldWords: Record<string, string> = {
  ...healthTypeLabels,
  ...recentLifeEventLabels,
  ...planningObjectiveQuestions,
  national_id_number: 'national ID number',
  birth_date: 'date of birth',
  until_age: 'dependent until age',
  pays_uk_income_tax: 'pays UK income tax',
  income_tax_value: 'income tax paid',
  born_in_uk: 'born in the UK',
  highest_rate: 'highest rate of tax',
  isas: 'ISAs',
  higher_risk_schemes: 'higher-risk tax-efficient schemes',
  capital_gains_allowance_used: 'uses the capital gains allowance',
  pension_contributions: 'pension contributions (yearly)',
  pension_benefits: 'taking pension benefits',
  lasting_power_of_attorney: 'lasting power of attorney',
  needs_on_death: 'Needs on death',
  needs_on_illness: 'Needs on illness',
  connected_people_consent: 'consent of connected people',
  discuss_all_consent: 'consent to discuss all',
  transfer_or_review: 'transfer or review',
};

const wordsOf = (field: string) => fieldWords[field] ?? field.replace(/_/gu, ' ');

/** Choices shown by their labels, by field name; a row's `type` by the list it is in. */
const choiceLabels: Record<string, Readonly<Record<string, string>>> = {
  gender: factFindGenderLabels,
  marital_status: factFindMaritalStatusLabels,
  relationship: dependantRelationshipLabels,
  earner: personTypeLabels,
  investor: personTypeLabels,
  highest_rate: highestRateLabels,
  country_of_residence: residenceCountryLabels,
  pension_benefits: pensionBenefitTimingLabels,
};
const typeLabels: Record<string, Readonly<Record<string, string>>> = {
  occupations: incomeSourceTypeLabels,
  incomes: incomeSourceTypeLabels,
  assets: assetTypeLabels,
  liabilities: liabilityTypeLabels,
  isas: isaTypeLabels,
  policies: protectionTypeLabels,
};

type Leaf = { key: string; path: string; label: string; display: string | null };
type Place = { key: string; path: string; labels: string[]; list: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A leaf value as a person reads it: an amount with its currency, an owner with the joint split, a choice by its label. */
function displayOf(value: unknown, field: string, list: string | null): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isRecord(value)) {
    if (typeof value.amount === 'number' && typeof value.currency === 'string') return formatCurrencyAmount(value.amount, value.currency);
    const source = ownershipSourceLabels[value.source as keyof typeof ownershipSourceLabels];
    const split = value.split as { you: number; partner: number } | null;
    return split && value.source === 'joint' ? `${source} (client ${split.you}%, partner ${split.partner}%)` : (source ?? null);
  }
  if (typeof value === 'string') {
    const labels = field === 'type' && list ? typeLabels[list] : choiceLabels[field];
    return labels?.[value] ?? yesNoLabels[value as keyof typeof yesNoLabels] ?? value;
  }
  return String(value);
}

function labelOf(labels: string[]): string {
  const [head = '', ...rest] = labels;
  const first = head.charAt(0).toUpperCase() + head.slice(1);
  return rest.length === 0 ? first : `${first}: ${rest.join(': ')}`;
}

/** Money and owners are one field each, not their parts. */
const isLeafObject = (value: Record<string, unknown>) =>
  ('amount' in value && 'currency' in value) || ('source' in value && 'split' in value);

function leavesOf(value: unknown, at: Place, field: string): Leaf[] {
  if (Array.isArray(value)) {
    const noun = rowNouns[field] ?? wordsOf(field);
    return value.flatMap((row, i) => {
      const id = isRecord(row) && typeof row.id === 'string' ? row.id : `#${i}`;
      const place = {
        key: `${at.key}/${field}/${id}`,
        path: `${at.path}/${field}/${i}`,
        labels: [...at.labels, `${noun} ${i + 1}`],
        list: field,
      };
      return isRecord(row) ? fieldsOf(row, place) : [];
    });
  }
  if (isRecord(value) && !isLeafObject(value)) {
    const group = field === 'client' || field === 'partner' ? factFindPersonLabels[field] : wordsOf(field);
    return fieldsOf(value, { key: `${at.key}/${field}`, path: `${at.path}/${field}`, labels: [...at.labels, group], list: at.list });
  }
  const words = wordsOf(field);
  // A field after a group reads in lower case ("Client: in good health"), an acronym ("ISAs") as it is.
  const shown = at.labels.length > 0 && /^[A-Z][a-z]/u.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
  const label = labelOf([...at.labels, shown]);
  return [{ key: `${at.key}/${field}`, path: `${at.path}/${field}`, label, display: displayOf(value, field, at.list) }];
}

function fieldsOf(record: Record<string, unknown>, at: Place): Leaf[] {
  return Object.entries(record).flatMap(([field, value]) => (field === 'id' ? [] : leavesOf(value, at, field)));
}

/** Every field of a section's answers as a leaf: rows keyed by their id, so a removed row does not shift the others. */
function sectionLeaves(answers: unknown): Map<string, Leaf> {
  const leaves = isRecord(answers) ? fieldsOf(answers, { key: '', path: '', labels: [], list: null }) : [];
  return new Map(leaves.map((leaf) => [leaf.key, leaf]));
}

/** The fields of one section that differ, in the newer version's order, then those only the older one has. */
function sectionChanges(section: FactFindSection, before: unknown, after: unknown): FactFindChange[] {
  const old = sectionLeaves(before);
  const now = sectionLeaves(after);
  const keys = [...now.keys(), ...[...old.keys()].filter((key) => !now.has(key))];
  return keys.flatMap((key) => {
    const was = old.get(key);
    const is = now.get(key);
    const from = was?.display ?? null;
    const to = is?.display ?? null;
    const where = is ?? was;
    return from === to || !where ? [] : [{ section, path: where.path, label: where.label, before: from, after: to }];
  });
}

/**
 * The field-by-field change list between two versions of a fact find (an empty one for "since nothing"):
 * each field whose value a person would read differently, with its section, pointer, words, and the
 * values before and after as the fact find shows them.
 */
export function factFindChanges(before: FactFindAnswers, after: FactFindAnswers): FactFindChange[] {
  return factFindSectionKeys.flatMap((section) => sectionChanges(section, before[section], after[section]));
}
