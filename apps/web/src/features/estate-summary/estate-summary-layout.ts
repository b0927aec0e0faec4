import {
  type EstateSummarySection,
  type estateSummaryListSections,
  maxEstateSummaryRows,
  maxExecutors,
  maxFamilyMembers,
} from '@advice/domain';
import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';

/** How a field is edited: its input, and the longest text it takes (the section schema's own bound). */
export type FieldKind = 'text' | 'multiline' | 'date' | 'money' | 'currency' | 'propertyType' | 'yesNo' | 'email' | 'phone';
export type FieldSpec = { key: string; kind: FieldKind; max?: number; isRequired?: boolean; hint?: CatalogueKey };

/** A list of entries (a section's rows, a family group, the executors): each entry's fields, the first one naming it. */
export type ListSpec = {
  fields: readonly FieldSpec[];
  max: number;
  /** "Add a bank account", and the entry's name for a screen reader ("Bank account 2"). */
  addLabel: CatalogueKey;
  entryLabel: CatalogueKey;
};

const contact: FieldSpec = { key: 'contact', kind: 'text', max: 500, hint: 'estateSummary.hint.contact' };
const person = (entryLabel: CatalogueKey, addLabel: CatalogueKey, max: number): ListSpec => ({
  fields: [{ key: 'name', kind: 'text', max: 200, isRequired: true }, contact],
  max,
  addLabel,
  entryLabel,
});

/** The list sections (spec 3 §3), each of entries under `rows`. */
export const rowLists: Record<(typeof estateSummaryListSections)[number], ListSpec> = {
  bankAccounts: {
    fields: [
      { key: 'bank_name', kind: 'text', max: 200, isRequired: true },
      { key: 'sort_code', kind: 'text', max: 20, hint: 'estateSummary.hint.sortCode' },
      { key: 'account_number', kind: 'text', max: 40 },
      { key: 'bank_address', kind: 'multiline', max: 500 },
      contact,
    ],
    max: maxEstateSummaryRows,
    addLabel: 'estateSummary.add.bankAccounts',
    entryLabel: 'estateSummary.entry.bankAccounts',
  },
  financialAssets: {
    fields: [
      { key: 'name', kind: 'text', max: 200, isRequired: true, hint: 'estateSummary.hint.assetName' },
      { key: 'plan_number', kind: 'text', max: 60 },
      { key: 'detail', kind: 'multiline', max: 1000 },
      contact,
    ],
    max: maxEstateSummaryRows,
    addLabel: 'estateSummary.add.financialAssets',
    entryLabel: 'estateSummary.entry.financialAssets',
  },
  pensions: {
    fields: [
      { key: 'provider_name', kind: 'text', max: 200, isRequired: true },
      { key: 'plan_number', kind: 'text', max: 60 },
      { key: 'plan_value', kind: 'money' },
      { key: 'currency', kind: 'currency' },
      { key: 'provider_address', kind: 'multiline', max: 500 },
      contact,
    ],
    max: maxEstateSummaryRows,
    addLabel: 'estateSummary.add.pensions',
    entryLabel: 'estateSummary.entry.pensions',
  },
  property: {
    fields: [
      { key: 'address', kind: 'multiline', max: 500, isRequired: true },
      { key: 'type', kind: 'propertyType', isRequired: true },
      { key: 'ownership', kind: 'text', max: 200, hint: 'estateSummary.hint.ownership' },
      { key: 'approximate_value', kind: 'money' },
      { key: 'outstanding_loan', kind: 'money' },
      { key: 'currency', kind: 'currency' },
    ],
    max: maxEstateSummaryRows,
    addLabel: 'estateSummary.add.property',
    entryLabel: 'estateSummary.entry.property',
  },
  lifetimeGifts: {
    fields: [
      { key: 'recipient', kind: 'text', max: 200, isRequired: true },
      { key: 'date', kind: 'date' },
      { key: 'amount', kind: 'money' },
      { key: 'currency', kind: 'currency' },
      { key: 'asset', kind: 'text', max: 500, hint: 'estateSummary.hint.asset' },
    ],
    max: maxEstateSummaryRows,
    addLabel: 'estateSummary.add.lifetimeGifts',
    entryLabel: 'estateSummary.entry.lifetimeGifts',
  },
  beneficiaries: {
    fields: [{ key: 'name', kind: 'text', max: 200, isRequired: true }, { key: 'address', kind: 'multiline', max: 500 }, contact],
    max: maxEstateSummaryRows,
    addLabel: 'estateSummary.add.beneficiaries',
    entryLabel: 'estateSummary.entry.beneficiaries',
  },
  powersOfAttorney: {
    fields: [
      { key: 'attorney_name', kind: 'text', max: 200, isRequired: true },
      { key: 'date_made', kind: 'date' },
      { key: 'registered', kind: 'yesNo', hint: 'estateSummary.hint.registered' },
      { key: 'attorney_address', kind: 'multiline', max: 500 },
      { key: 'people_to_notify', kind: 'multiline', max: 1000 },
    ],
    max: maxEstateSummaryRows,
    addLabel: 'estateSummary.add.powersOfAttorney',
    entryLabel: 'estateSummary.entry.powersOfAttorney',
  },
};

export type ListSection = keyof typeof rowLists;
export const isListSection = (section: EstateSummarySection): section is ListSection => section in rowLists;

/** The client's own details, then a group for each professional the executors should call. */
export const personalFields: readonly FieldSpec[] = [
  { key: 'full_name', kind: 'text', max: 200 },
  { key: 'national_id_number', kind: 'text', max: 40, hint: 'estateSummary.hint.nationalId' },
  { key: 'date_of_birth', kind: 'date' },
];
export const professionals = ['financial_adviser', 'solicitor', 'accountant'] as const;
export const professionalFields: readonly FieldSpec[] = [
  { key: 'name', kind: 'text', max: 200 },
  { key: 'firm', kind: 'text', max: 200 },
  { key: 'phone', kind: 'phone', max: 40 },
  { key: 'email', kind: 'email', max: 254 },
  { key: 'address', kind: 'multiline', max: 500 },
];

export const familyGroups = ['parents', 'grandparents', 'children', 'siblings'] as const;
export type FamilyGroup = (typeof familyGroups)[number];
export const familyLists: Record<FamilyGroup, ListSpec> = {
  parents: person('estateSummary.entry.parents', 'estateSummary.add.parents', maxFamilyMembers),
  grandparents: person('estateSummary.entry.grandparents', 'estateSummary.add.grandparents', maxFamilyMembers),
  children: person('estateSummary.entry.children', 'estateSummary.add.children', maxFamilyMembers),
  siblings: person('estateSummary.entry.siblings', 'estateSummary.add.siblings', maxFamilyMembers),
};
export const partnerFields: readonly FieldSpec[] = [{ key: 'name', kind: 'text', max: 200, hint: 'estateSummary.hint.partner' }, contact];

export const willFields: readonly FieldSpec[] = [
  { key: 'storage', kind: 'text', max: 500, hint: 'estateSummary.hint.storage' },
  { key: 'date', kind: 'date' },
  { key: 'drawn_up_by', kind: 'text', max: 200, hint: 'estateSummary.hint.drawnUpBy' },
];
export const executorList: ListSpec = person('estateSummary.entry.executors', 'estateSummary.add.executors', maxExecutors);

/** The sections of one free text, and its field. */
export const textSections = { funeralArrangements: 'wishes', otherInformation: 'information', explanatoryNote: 'note' } as const;
export type TextSection = keyof typeof textSections;
export const isTextSection = (section: EstateSummarySection): section is TextSection => section in textSections;
export const maxNoteLength = 5000;

/** The address of each section on the page (`#bank-accounts`), which opens it. */
export function sectionSlug(section: EstateSummarySection): string {
  return section.replace(/[A-Z]/gu, (letter) => `-${letter.toLowerCase()}`);
}

/** Whether anything is recorded in a value: a text, an amount, a yes or no, an entry. */
export function hasAnything(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasAnything);
  if (typeof value === 'string') return value.trim() !== '';
  return value !== null && value !== undefined;
}

/** What a section holds at a glance: its entries (a list), or whether anything is recorded. */
export function sectionStatus(section: EstateSummarySection, value: unknown): { entries: number | null; isEmpty: boolean } {
  if (isListSection(section)) {
    const entries = (value as { rows: unknown[] }).rows.length;
    return { entries, isEmpty: entries === 0 };
  }
  return { entries: null, isEmpty: !hasAnything(value) };
}
