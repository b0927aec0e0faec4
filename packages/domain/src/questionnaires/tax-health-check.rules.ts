import type { FeatureFlag } from '../practice/feature-flags.ts';
import type { QuestionnaireStatus, TaxHealthCheckVersion } from './questionnaires.states.ts';
import { taxHealthCheckMessages } from './tax-health-check.messages.ts';
import type {
  OptionLetter,
  TaxHealthCheckContent,
  TaxHealthCheckOption,
  TaxHealthCheckQuestion,
  TaxHealthCheckQuestionKey,
  Worded,
} from './tax-health-check.types.ts';
import { isPastTaxYear, taxYearStartOf } from './tax-year.ts';

/*
 * The tax health check's rules (spec 3 §3, §4, §5): which version a new check takes from the date (the tax
 * year itself is `tax-year.ts`'s, shared with the financial planning health check), which questions apply
 * (partner questions only with the partner), what a valid answer is, when every question is answered, and
 * when a check may still change (only during its own tax year).
 */

/**
 * The practice feature flag the tax health check belongs to. The flag list has two health-check flags,
 * `financialPlanningHealthCheck` and `financialPlanningGoals`, and no flag of the tax health check's own;
 * the tax health check is a health check, so it follows the first.
 */
export const taxHealthCheckFeature = 'financialPlanningHealthCheck' as const satisfies FeatureFlag;

/** Per question key, the option letters ticked: one, or several where the question allows it. */
export type TaxHealthCheckAnswers = Partial<Record<TaxHealthCheckQuestionKey, OptionLetter[]>>;

/** The first day of the tax year each version's figures are for; each is used until the next one starts. */
export const taxHealthCheckVersionStarts = {
  old: '2018-04-06',
  new: '2019-04-06',
  current: '2023-04-06',
} as const satisfies Record<TaxHealthCheckVersion, string>;

/**
 * The version a new check on this date (ISO, the UK's date) uses: the one whose tax year started last on
 * or before it, so from 6 April 2023 the current version, from 6 April 2019 the new one, the old one before.
 */
export function versionForDate(isoDate: string): TaxHealthCheckVersion {
  const start = taxYearStartOf(isoDate);
  if (start >= taxHealthCheckVersionStarts.current) return 'current';
  if (start >= taxHealthCheckVersionStarts.new) return 'new';
  return 'old';
}

/** A partner question's key ends in Partner. */
export function isPartnerKey(key: string): boolean {
  return key.endsWith('Partner');
}

/**
 * The questions a check asks, in order: the client's always; the partner's only when the check includes
 * the partner (spec 3 §4). Before the choice is made, the client's.
 */
export function applicableQuestions(content: TaxHealthCheckContent, withPartner: boolean | null): TaxHealthCheckQuestion[] {
  return content.questions.filter((question) => question.person === 'client' || withPartner === true);
}

/** The applicable questions without an answer: what stops the check from being completed. */
export function missingAnswers(
  content: TaxHealthCheckContent,
  withPartner: boolean | null,
  answers: TaxHealthCheckAnswers,
): TaxHealthCheckQuestionKey[] {
  return applicableQuestions(content, withPartner)
    .filter((question) => (answers[question.key]?.length ?? 0) === 0)
    .map((question) => question.key);
}

/** Every applicable question answered, once the partner choice is made ("Please answer every question ..."). */
export function isEveryQuestionAnswered(
  content: TaxHealthCheckContent,
  withPartner: boolean | null,
  answers: TaxHealthCheckAnswers,
): boolean {
  return withPartner !== null && missingAnswers(content, withPartner, answers).length === 0;
}

/** A refusal of one answer, pointing at its question inside the body (`/answers/TaxableIncome`). */
export type TaxHealthCheckAnswerError = { pointer: string; detail: string };

/**
 * Checks answers sent for a check: each names a question of its version, asked of this check (a partner
 * question only with the partner), with letters among the question's options, one unless the question
 * allows several, none twice. Answers already stored are not checked again.
 */
export function checkTaxHealthCheckAnswers(
  content: TaxHealthCheckContent,
  withPartner: boolean | null,
  answers: Readonly<Record<string, readonly string[]>>,
): TaxHealthCheckAnswerError[] {
  const m = taxHealthCheckMessages;
  return Object.entries(answers).flatMap(([key, letters]): TaxHealthCheckAnswerError[] => {
    const pointer = `/answers/${key}`;
    const question = content.questions.find((candidate) => candidate.key === key);
    if (!question) return [{ pointer, detail: m['taxHealthCheck.questionUnknown'] }];
    if (question.person === 'partner' && withPartner !== true) return [{ pointer, detail: m['taxHealthCheck.partnerNotIncluded'] }];
    const offered = new Set<string>(question.options.map((option) => option.letter));
    if (letters.length === 0) return [{ pointer, detail: m['taxHealthCheck.tickOne'] }];
    if (letters.some((letter) => !offered.has(letter))) return [{ pointer, detail: m['taxHealthCheck.optionUnknown'] }];
    if (new Set(letters).size !== letters.length) return [{ pointer, detail: m['taxHealthCheck.optionTwice'] }];
    if (!question.isMultiple && letters.length > 1) return [{ pointer, detail: m['taxHealthCheck.onlyOne'] }];
    return [];
  });
}

/** Letters in the order the question lists its options, so a stored answer reads the same however it was ticked. */
export function orderedLetters(question: TaxHealthCheckQuestion, letters: readonly string[]): OptionLetter[] {
  return question.options.map((option) => option.letter).filter((letter) => letters.includes(letter));
}

/** The previous check's answers a new check of this version compares with: those to questions it asks too. */
export function previousAnswersFor(
  content: TaxHealthCheckContent,
  previous: Readonly<Record<string, readonly string[]>>,
): TaxHealthCheckAnswers {
  const kept: TaxHealthCheckAnswers = {};
  for (const question of content.questions) {
    const letters = previous[question.key];
    if (letters && letters.length > 0) kept[question.key] = orderedLetters(question, letters);
  }
  return kept;
}

/**
 * The description of an option that fits the person (the current version's variants): description2 for a
 * Scottish taxpayer and description3 for someone living outside the UK, by their CountryOfResidence answer
 * (D and E); the partner's questions follow the partner's answer.
 */
export function descriptionFor(question: TaxHealthCheckQuestion, option: TaxHealthCheckOption, answers: TaxHealthCheckAnswers): Worded {
  const residence = answers[question.person === 'partner' ? 'CountryOfResidencePartner' : 'CountryOfResidence']?.[0];
  if (residence === 'D' && option.description2) return option.description2;
  if (residence === 'E' && option.description3) return option.description3;
  return option.description;
}

/** A check as the rules about its changes read it. */
export type TaxHealthCheckFacts = {
  status: QuestionnaireStatus;
  taxYearStart: string;
  withPartner: boolean | null;
  answers: TaxHealthCheckAnswers;
};

/**
 * Why a check's answers cannot change now (spec 3 §4), or `null` when they can: once its tax year has
 * passed it is no longer editable, completed or not.
 */
export function taxHealthCheckLockOf(check: Pick<TaxHealthCheckFacts, 'taxYearStart'>, today: string): 'pastYear' | null {
  return isPastTaxYear(check.taxYearStart, today) ? 'pastYear' : null;
}

/** The partner choice is made before answering: open while nothing is answered and the check is not complete. */
export function isPartnerChoiceOpen(check: Pick<TaxHealthCheckFacts, 'status' | 'answers'>): boolean {
  return check.status === 'in_progress' && Object.values(check.answers).every((letters) => (letters?.length ?? 0) === 0);
}

/**
 * Whether the adviser may mark the check complete (spec 3 §4): it is from a past tax year and was never
 * completed, so it can no longer be answered, yet the request it belongs to must progress.
 */
export function isMarkableComplete(check: Pick<TaxHealthCheckFacts, 'status' | 'taxYearStart'>, today: string): boolean {
  return check.status === 'in_progress' && isPastTaxYear(check.taxYearStart, today);
}
