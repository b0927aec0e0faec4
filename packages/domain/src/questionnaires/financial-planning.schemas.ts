import { z } from 'zod';
import { currencyCodes } from '../practice/practice-settings.schemas.ts';
import { whenMissing } from '../shared/validation.ts';
import {
  type FinancialPlanningAnswerKey,
  financialPlanningAnswerKeys,
  financialPlanningConfidence,
  financialPlanningTaxLetters,
  financialPlanningTaxQuestions,
  financialPlanningYesNo,
  financialPlanningYesNoNa,
} from './financial-planning.content.ts';
import { financialPlanningFigures } from './financial-planning.figures.ts';
import { financialPlanningMessages as m } from './financial-planning.messages.ts';
import { questionnaireStatuses } from './questionnaires.states.ts';

/*
 * The health check's answers as stored and sent (spec 3 §3): one value per answer key, each kept beside the
 * answer of the client's previous completed check. Keys are snake_case like the rest of the API.
 */

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: m['financialPlanning.choose'] });

/** A whole amount of one of the practice's currencies (which the service checks). */
export const financialPlanningAmountSchema = z.object({
  amount: z
    .number({ error: m['financialPlanning.number'] })
    .int(m['financialPlanning.integer'])
    .min(0, m['financialPlanning.positive'])
    .max(10 ** financialPlanningFigures.maxAmountDigits - 1, m['financialPlanning.digits']),
  currency: z.enum(currencyCodes, { error: m['financialPlanning.currency'] }),
});
export type FinancialPlanningAmount = z.infer<typeof financialPlanningAmountSchema>;

const word = z
  .string({ error: whenMissing(m['financialPlanning.required']) })
  .trim()
  .min(1, m['financialPlanning.required'])
  .max(100, m['financialPlanning.word']);

const taxAnswers = Object.fromEntries(financialPlanningTaxQuestions.map((q) => [q.key, choice(financialPlanningTaxLetters)])) as {
  [K in (typeof financialPlanningTaxQuestions)[number]['key']]: z.ZodEnum<{ A: 'A'; B: 'B'; C: 'C'; D: 'D' }>;
};

/** Each answer key's value when answered. */
export const financialPlanningAnswerShape = {
  ideal_income: choice(financialPlanningYesNo),
  ideal_capital: choice(financialPlanningYesNo),
  ideal_work: choice(financialPlanningYesNo),
  ideal_money_spend: choice(financialPlanningYesNo),
  ideal_time_spend: choice(financialPlanningYesNo),
  ideal_retirement: choice(financialPlanningYesNo),
  independence_capital: financialPlanningAmountSchema,
  independence_income: financialPlanningAmountSchema,
  tax_saving_check: choice(financialPlanningYesNo),
  asset_passing: choice(financialPlanningYesNo),
  affairs_provision: choice(financialPlanningYesNo),
  dependants_provided: choice(financialPlanningYesNoNa),
  feeling_word: word,
  confidence: choice(financialPlanningConfidence),
  ...taxAnswers,
} satisfies Record<FinancialPlanningAnswerKey, z.ZodType>;

/** A check's answers: any key may be unanswered. */
export const financialPlanningAnswersSchema = z.object(
  Object.fromEntries(Object.entries(financialPlanningAnswerShape).map(([key, schema]) => [key, schema.optional()])) as {
    [K in FinancialPlanningAnswerKey]: z.ZodOptional<(typeof financialPlanningAnswerShape)[K]>;
  },
);
export type FinancialPlanningAnswers = z.infer<typeof financialPlanningAnswersSchema>;

/** PATCH: the answers to change; `null` clears one. A key the check does not have is refused. */
export const financialPlanningSaveBody = z.object({
  answers: z.strictObject(
    Object.fromEntries(Object.entries(financialPlanningAnswerShape).map(([key, schema]) => [key, schema.nullable().optional()])) as {
      [K in FinancialPlanningAnswerKey]: z.ZodOptional<z.ZodNullable<(typeof financialPlanningAnswerShape)[K]>>;
    },
    { error: m['financialPlanning.unknownQuestion'] },
  ),
});
export type FinancialPlanningSaveBody = z.infer<typeof financialPlanningSaveBody>;

/**
 * Reads stored answers leniently: a value that no longer fits its key (an older content version) is left
 * out rather than failing the whole check.
 */
export function readFinancialPlanningAnswers(stored: unknown): FinancialPlanningAnswers {
  const record = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const answers: Record<string, unknown> = {};
  for (const key of financialPlanningAnswerKeys) {
    const parsed = financialPlanningAnswerShape[key].safeParse(record[key]);
    if (parsed.success) answers[key] = parsed.data;
  }
  return answers as FinancialPlanningAnswers;
}

/** What the viewer may do with the check now. */
export const financialPlanningActions = ['edit', 'complete', 'mark_complete'] as const;
export type FinancialPlanningAction = (typeof financialPlanningActions)[number];

/** A case's health check as its viewer reads it. */
export const financialPlanningViewSchema = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  client_id: z.uuid(),
  tax_year: z.object({ start: z.string(), label: z.string() }),
  /** Its tax year has ended: it can no longer be changed (spec 3 §4). */
  is_past_tax_year: z.boolean(),
  status: z.enum(questionnaireStatuses),
  completed_at: z.string().nullable(),
  /** Completed by the adviser's mark after its tax year ended, not by answering. */
  is_marked_complete: z.boolean(),
  answers: financialPlanningAnswersSchema,
  /** The answers of the client's previous completed check, shown beside each answer. */
  previous_answers: financialPlanningAnswersSchema,
  previous_completed_at: z.string().nullable(),
  /** The answers still missing before the check can be completed, in question order. */
  missing: z.array(z.enum(financialPlanningAnswerKeys)),
  currencies: z.array(z.string()),
  actions: z.array(z.enum(financialPlanningActions)),
  case_section_complete: z.boolean(),
});
export type FinancialPlanningView = z.infer<typeof financialPlanningViewSchema>;

export const financialPlanningSavedSchema = financialPlanningViewSchema.extend({ message: z.string() });
export type FinancialPlanningSaved = z.infer<typeof financialPlanningSavedSchema>;
