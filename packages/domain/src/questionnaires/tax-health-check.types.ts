import type { TaxHealthCheckVersion } from './questionnaires.states.ts';

/*
 * The shape of a tax health check's content (spec 3 §3): one module per version holds its data
 * (`tax-health-check.current.ts`, `.new.ts`, `.old.ts`), written in plain en-GB and checked against §9.
 */

/** The question keys; each but CountryOfResidence (old and new versions) has a partner twin with the suffix Partner. */
export const taxHealthCheckBaseKeys = [
  'CountryOfResidence',
  'TaxableIncome',
  'IsaInvested',
  'ReceiveInInterest',
  'ReceiveInDividends',
  'ExpectCapitalGains',
  'CapitalGainExcess',
  'ContributeToPension',
  'PensionBenefits',
  'MadeGifts',
  'BiggerAssets',
  'Inheritances',
] as const;
export type TaxHealthCheckBaseKey = (typeof taxHealthCheckBaseKeys)[number];
export type TaxHealthCheckQuestionKey = TaxHealthCheckBaseKey | `${TaxHealthCheckBaseKey}Partner`;

export const optionLetters = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type OptionLetter = (typeof optionLetters)[number];

/**
 * Words addressed to the adviser ("your client ...") and, where the version has them, to the client
 * ("you ..."). Older versions address the adviser only; the client then reads the adviser's words.
 * Rich text is a list of paragraphs; a paragraph starting with "- " is a bullet.
 */
export type Worded = { adviser: string[]; client?: string[] };

export type TaxHealthCheckOption = {
  letter: OptionLetter;
  /** The answer as the person ticks it ("Up to £12,570"). */
  text: string;
  /** The short hint shown after answering. */
  hint?: Worded;
  /** The old version's second hint, where it has one. */
  hint2?: Worded;
  /** The longer description of suggested action; several options may share one (the same object). */
  description: Worded;
  /** The current version's variants of the description, where it has them. */
  description2?: Worded;
  description3?: Worded;
};

export type TaxHealthCheckQuestion = {
  key: TaxHealthCheckQuestionKey;
  /** Whose situation it asks about: partner questions are asked only when the check includes the partner. */
  person: 'client' | 'partner';
  /** The question, for the adviser ("Does your client ...?") and the client ("Do you ...?"). */
  text: { adviser: string; client: string };
  /** The definitions panel: what the question's terms mean. */
  definitions?: Worded;
  /** True when more than one box may be ticked. */
  isMultiple?: boolean;
  /** ReceiveInInterest: the personal savings allowance by taxpayer type (subText 1 to 5). */
  subText?: Record<1 | 2 | 3 | 4 | 5, Worded>;
  options: TaxHealthCheckOption[];
};

export type TaxHealthCheckContent = {
  version: TaxHealthCheckVersion;
  /** The tax year the figures are for: '2023/24', from 6 April to 5 April. */
  taxYear: { label: string; start: string; end: string };
  /** The intro step's paragraphs, description0 to description6. */
  intro: string[];
  questions: TaxHealthCheckQuestion[];
};
