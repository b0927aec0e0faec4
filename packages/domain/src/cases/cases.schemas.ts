import { z } from 'zod';
import { checkAmountCurrencies, investmentProjectionShape } from '../onboarding/registration.schemas.ts';
import { paginationQuery, requiredText } from '../shared/fields.ts';
import { caseDocumentSchema, casePersonSchema } from './case-documents.ts';
import { caseSections } from './case-sections.ts';
import { type CaseStatus, type CaseType, caseStatuses, caseTypes, minDurationByCaseType } from './case-types.ts';
import { caseWaitingKinds } from './case-waiting.ts';
import { caseActions, caseGuards, timelineSteps } from './cases.machine.ts';
import { lastReviewAnswersSchema, reviewQuestionKinds, reviewQuestionnaireMessages, reviewTextAnswerMax } from './review-questionnaires.ts';

export * from './case-sections.ts';
export * from './case-waiting.ts';

/** Which case types each side may create: clients request, staff prepare packs for a client. */
export const clientRequestedCaseTypes = ['online_advice_request', 'meeting_request'] as const;
export const staffCreatedCaseTypes = ['recommendation_pack_case', 'review_questionnaire_case', 'document_pack_case'] as const;

const version = z.number({ error: 'Reload the page and try again.' }).int().min(1).max(2_147_483_647);
const wholeAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const caseListQuery = paginationQuery.extend({
  type: z.enum(caseTypes).optional(),
  status: z.enum(caseStatuses).optional(),
  /** What waits on staff (`caseWaitingStatuses`), longest waiting first. */
  waiting: z.enum(caseWaitingKinds).optional(),
});
export type CaseListQuery = z.infer<typeof caseListQuery>;

/** POST /client-cases by a client: a meeting request (new-meeting) or an Online Advice Request (new-case). */
export const clientCaseRequestBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('meeting_request'), message: requiredText(2000) }),
  z
    .object({
      type: z.literal('online_advice_request'),
      topics: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
      ...investmentProjectionShape(minDurationByCaseType.online_advice_request),
    })
    .superRefine(checkAmountCurrencies),
]);
export type ClientCaseRequestBody = z.infer<typeof clientCaseRequestBody>;

/** A question as staff write it: options to mark (at least two), or a free-text answer (no options). */
const questionInput = z
  .object({
    text: requiredText(500),
    kind: z.enum(reviewQuestionKinds).default('options'),
    options: z.array(requiredText(200)).max(20).default([]),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'options' && question.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give each question at least two options' });
  })
  .transform((question) => (question.kind === 'text' ? { ...question, options: [] } : question));

/** POST /clients/{id}/client-cases by staff: the case row of a pack or questionnaire (its documents come later). */
export const staffCaseBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('recommendation_pack_case'), name: requiredText(200), cover_note: z.string().trim().max(5000).default('') }),
  z.object({ type: z.literal('document_pack_case'), name: requiredText(200), cover_note: z.string().trim().max(5000).default('') }),
  z.object({
    type: z.literal('review_questionnaire_case'),
    name: requiredText(200),
    questions: z.array(questionInput).min(1, 'Add at least one question').max(50),
  }),
]);
export type StaffCaseBody = z.infer<typeof staffCaseBody>;

/** PATCH /client-cases/{id}: the fields of edit-investment and the case name, with the version the editor saw. */
export const caseEditBody = z
  .object({
    version,
    name: requiredText(200).optional(),
    estimated_case_size: wholeAmount.nullable().optional(),
    cover_note: z.string().trim().max(5000).optional(),
    ...z.object(investmentProjectionShape(minDurationByCaseType.online_advice_request)).partial().shape,
  })
  .superRefine((value, ctx) => {
    if (value.initial_investment !== undefined || value.monthly_contribution !== undefined)
      checkAmountCurrencies(
        {
          initial_investment: value.initial_investment ?? 0,
          initial_investment_currency: value.initial_investment_currency ?? null,
          monthly_contribution: value.monthly_contribution ?? 0,
          monthly_contribution_currency: value.monthly_contribution_currency ?? null,
        },
        ctx,
      );
  });
export type CaseEditBody = z.infer<typeof caseEditBody>;

/** The longest note an adviser sends a request back to the client with. */
export const returnNoteMax = 2000;

/**
 * The body of every lifecycle POST: the version the caller saw, the client's consent when accepting, and
 * the adviser's note when sending a case back to the client (kept on the case, shown to the client).
 */
export const caseTransitionBody = z.object({
  version,
  consent: z.boolean().default(false),
  note: z.string().trim().max(returnNoteMax).optional(),
});
export type CaseTransitionBody = z.infer<typeof caseTransitionBody>;

/** PUT /client-cases/{id}/answers: the options marked per option question, and the words per free-text question. */
export const questionnaireAnswersBody = z.object({
  version,
  answers: z.array(z.object({ question_id: z.uuid(), option_ids: z.array(z.uuid()).max(20) })).max(50),
  text_answers: z
    .array(
      z.object({
        question_id: z.uuid(),
        text: z.string().trim().max(reviewTextAnswerMax, reviewQuestionnaireMessages['questionnaires.textTooLong']),
      }),
    )
    .max(50)
    .default([]),
});
export type QuestionnaireAnswersBody = z.infer<typeof questionnaireAnswersBody>;

export const questionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  kind: z.enum(reviewQuestionKinds),
  options: z.array(z.object({ id: z.uuid(), label: z.string() })),
});
export type Question = z.infer<typeof questionSchema>;
/** Marked option ids by question id. */
export type Answers = Record<string, string[]>;

/** Whether at least one option is marked: a questionnaire is submitted only then (the atLeastOneOptionMarked guard). */
export function hasMarkedOption(answers: Readonly<Answers>): boolean {
  return Object.values(answers).some((optionIds) => optionIds.length > 0);
}

export const caseSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(caseTypes),
  status: z.enum(caseStatuses),
  name: z.string(),
  client: casePersonSchema,
  adviser_id: z.uuid().nullable(),
  estimated_case_size: z.number().int().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseActionSchema = z.object({
  action: z.enum(caseActions),
  /** The path segment of the action's POST. */
  path: z.string(),
  to: z.enum(caseStatuses),
  label: z.string(),
  confirm: z.boolean(),
  irreversible: z.boolean(),
  /** The guard that currently blocks it, with the hint to show on the disabled button. */
  blocked_by: z.object({ guard: z.enum(caseGuards), hint: z.string() }).nullable(),
});
export type CaseActionView = z.infer<typeof caseActionSchema>;

export const caseDetailSchema = caseSummarySchema.extend({
  topics: z.array(z.string()),
  initial_investment: z.number().int(),
  initial_investment_currency: z.string().nullable(),
  monthly_contribution: z.number().int(),
  monthly_contribution_currency: z.string().nullable(),
  investment_duration: z.number().int().nullable(),
  cover_note: z.string(),
  message: z.string(),
  questions: z.array(questionSchema),
  answers: z.array(z.object({ question_id: z.uuid(), option_ids: z.array(z.uuid()) })),
  text_answers: z.array(z.object({ question_id: z.uuid(), text: z.string() })),
  /** A review questionnaire's last time: the client's previous questionnaire's answers to the questions asked again. */
  previous_answers: lastReviewAnswersSchema.nullable(),
  /** Online Advice Request only, and only the sections the practice's requests have (see `caseSectionsOf`); empty otherwise. */
  sections: z.array(
    z.object({
      section: z.enum(caseSections),
      label: z.string(),
      complete: z.boolean(),
      /** The section's sub-page of the case. */
      page: z.string(),
    }),
  ),
  /** The first section still to complete, while the request is with the client. */
  next_section: z.enum(caseSections).nullable(),
  /** The adviser's note from sending the case back, shown to the client while it is with them again. */
  return_note: z.string(),
  timeline: z.array(z.object({ step: z.enum(timelineSteps), status: z.enum(caseStatuses).nullable(), at: z.string().nullable() })),
  actions: z.array(caseActionSchema),
  is_editable: z.boolean(),
  /** The documents the caller may see (the client never sees concealed ones), in category order. */
  documents: z.array(caseDocumentSchema),
  /** False for an agreed recommendation pack (reference-only) and a closed case; see `documentsEditable`. */
  documents_editable: z.boolean(),
  /** The case image's URL, or null when none was chosen. */
  image_url: z.string().nullable(),
  /** A cancelled case's notice, pointing to the audit trail. */
  notice: z.string().nullable(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** What waits on the client (action-required). */
export const actionRequiredKinds = ['review_pack', 'fill_questionnaire', 'complete_request', 'complete_document_pack'] as const;
export type ActionRequiredKind = (typeof actionRequiredKinds)[number];

/** The status in which each case type waits on the client, and what the client is asked to do. */
export const actionRequiredByType = {
  recommendation_pack_case: { status: 'reviewing_pack', kind: 'review_pack' },
  review_questionnaire_case: { status: 'building', kind: 'fill_questionnaire' },
  online_advice_request: { status: 'building', kind: 'complete_request' },
  document_pack_case: { status: 'building', kind: 'complete_document_pack' },
} as const satisfies Partial<Record<CaseType, { status: CaseStatus; kind: ActionRequiredKind }>>;

export const actionRequiredItemSchema = z.object({
  kind: z.enum(actionRequiredKinds),
  case_id: z.uuid(),
  type: z.enum(caseTypes),
  name: z.string(),
  status: z.enum(caseStatuses),
  since: z.string(),
});
export type ActionRequiredItem = z.infer<typeof actionRequiredItemSchema>;

export const cancelledCaseNotice =
  'This case was cancelled. Cancelling cannot be undone; see the audit trail for who cancelled it and when.';
