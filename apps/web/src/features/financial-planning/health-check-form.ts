import {
  type Addressed,
  type FinancialPlanningAnswerKey,
  type FinancialPlanningAnswers,
  financialPlanningAnswerKeys,
  financialPlanningAnswerShape,
  financialPlanningFieldOf,
  financialPlanningTaxQuestionOf,
  formatCurrencyAmount,
  formatWholeAmount,
  parseWholeAmount,
} from '@advice/domain';

/** Who reads the words: the client reads "you", staff read "your client". */
export type Reader = keyof Addressed;

/** An amount as typed (with separators) and its currency. */
export type AmountDraft = { text: string; currency: string };
/** The form's values: a choice, a letter or a word as text ('' unanswered), or an amount as typed. */
export type HealthCheckDraft = Partial<Record<FinancialPlanningAnswerKey, string | AmountDraft>>;

const isAmountKey = (key: FinancialPlanningAnswerKey) => key === 'independence_capital' || key === 'independence_income';

/** The saved answers as the form shows them. */
export function draftOf(answers: FinancialPlanningAnswers, defaultCurrency: string): HealthCheckDraft {
  const draft: HealthCheckDraft = {};
  for (const key of financialPlanningAnswerKeys) {
    const value = answers[key];
    if (isAmountKey(key)) {
      const amount = value as { amount: number; currency: string } | undefined;
      draft[key] = amount ? { text: formatWholeAmount(amount.amount), currency: amount.currency } : { text: '', currency: defaultCurrency };
    } else {
      draft[key] = typeof value === 'string' ? value : '';
    }
  }
  return draft;
}

/** One value of the form as the API takes it: `null` when left empty. */
function apiValueOf(value: HealthCheckDraft[FinancialPlanningAnswerKey]): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  const amount = parseWholeAmount(value.text);
  if (amount === null) return null;
  return { amount: Number.isNaN(amount) ? value.text : amount, currency: value.currency };
}

export type HealthCheckChanges = {
  /** The answers to send: each changed key, `null` to clear one. */
  answers: Record<string, unknown>;
  /** Changed keys that had an answer before: changing what the client said. */
  replaced: FinancialPlanningAnswerKey[];
  /** The domain's refusal of each changed value, by key. */
  errors: Partial<Record<FinancialPlanningAnswerKey, string>>;
};

/** What the form changes against the saved answers, checked with the domain's own schemas. */
export function changesOf(draft: HealthCheckDraft, saved: FinancialPlanningAnswers): HealthCheckChanges {
  const answers: Record<string, unknown> = {};
  const replaced: FinancialPlanningAnswerKey[] = [];
  const errors: HealthCheckChanges['errors'] = {};
  for (const key of financialPlanningAnswerKeys) {
    const value = apiValueOf(draft[key]);
    if (JSON.stringify(value ?? undefined) === JSON.stringify(saved[key])) continue;
    answers[key] = value;
    if (saved[key] !== undefined) replaced.push(key);
    if (value !== null) {
      const parsed = financialPlanningAnswerShape[key].safeParse(value);
      if (!parsed.success) errors[key] = parsed.error.issues[0]?.message;
    }
  }
  return { answers, replaced, errors };
}

/** An answer in words, for the previous answer beside the field. */
export function answerText(key: FinancialPlanningAnswerKey, answers: FinancialPlanningAnswers, reader: Reader): string | null {
  const value = answers[key];
  if (value === undefined) return null;
  if (typeof value === 'object') return formatCurrencyAmount(value.amount, value.currency);
  if (key in financialPlanningTaxQuestionOf) {
    const option = financialPlanningTaxQuestionOf[key as keyof typeof financialPlanningTaxQuestionOf].options.find(
      (o) => o.letter === value,
    );
    return option ? `${option.letter}. ${option.label[reader]}` : value;
  }
  const field = financialPlanningFieldOf[key as keyof typeof financialPlanningFieldOf];
  if (field?.kind === 'choice') return field.options.find((o) => o.value === value)?.label[reader] ?? value;
  return value;
}

/** The form field a server error points at (`/answers/independence_income/amount` → independence_income). */
export function keyOfPointer(field: string): FinancialPlanningAnswerKey | undefined {
  const key = field.replace(/^answers\./u, '').split('.')[0];
  return (financialPlanningAnswerKeys as readonly string[]).includes(key ?? '') ? (key as FinancialPlanningAnswerKey) : undefined;
}
