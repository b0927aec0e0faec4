import { z } from 'zod';
import { caseStatuses } from './case-types.ts';

/*
 * A review questionnaire (spec 1 §4): the adviser's questions, each answered by marking options or in
 * free text of at most 100 characters (spec 1 §5, spec 3 §5), with last time's answers beside each.
 */

/** How a question is answered: by marking options, or in a few words. */
export const reviewQuestionKinds = ['options', 'text'] as const;
export type ReviewQuestionKind = (typeof reviewQuestionKinds)[number];

/** Free-text answers are at most 100 characters (spec 1 §5). */
export const reviewTextAnswerMax = 100;

export const reviewQuestionnaireMessages = {
  'questionnaires.textTooLong': `Keep your answer to ${reviewTextAnswerMax} characters or fewer.`,
  'questionnaires.notTextQuestion': 'This question is answered by marking options.',
  'questionnaires.notOptionsQuestion': 'This question is answered in words, not by marking options.',
} as const;

/** A question as stored in the case's JSON: older rows have no `kind` and are option questions. */
export type StoredReviewQuestion = { id: string; text: string; kind?: ReviewQuestionKind; options: { id: string; label: string }[] };

export function reviewQuestionKindOf(question: Pick<StoredReviewQuestion, 'kind'>): ReviewQuestionKind {
  return question.kind ?? 'options';
}

/** Marked option ids and free-text answers, by question id. */
export type ReviewAnswers = { options: Record<string, string[]>; texts: Record<string, string> };

/** Whether anything is answered: a questionnaire is submitted only then (the atLeastOneOptionMarked guard). */
export function hasAnyReviewAnswer({ options, texts }: ReviewAnswers): boolean {
  return Object.values(options).some((ids) => ids.length > 0) || Object.values(texts).some((text) => text.trim().length > 0);
}

/** How a question is matched with last time's: its words, ignoring case, spacing and a closing question mark. */
export function reviewQuestionMatchKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/[?.!\s]+$/u, '');
}

/** Last time's answer to one question: the options' labels marked then, and the words written then. */
export type LastReviewAnswer = { question_id: string; options: string[]; text: string | null };

/**
 * Last time's answers beside this time's questions: each question of `current` that the earlier
 * questionnaire also asked (by id, else by its words) with what was answered to it then. Options are
 * carried by label, since each questionnaire has its own option ids.
 */
export function lastReviewAnswersFor(
  current: readonly StoredReviewQuestion[],
  earlier: { questions: readonly StoredReviewQuestion[]; answers: ReviewAnswers },
): LastReviewAnswer[] {
  const byId = new Map(earlier.questions.map((q) => [q.id, q]));
  const byText = new Map(earlier.questions.map((q) => [reviewQuestionMatchKey(q.text), q]));
  return current.flatMap((question) => {
    const then = byId.get(question.id) ?? byText.get(reviewQuestionMatchKey(question.text));
    if (!then) return [];
    const marked = new Set(earlier.answers.options[then.id] ?? []);
    const options = then.options.filter((o) => marked.has(o.id)).map((o) => o.label);
    const text = earlier.answers.texts[then.id]?.trim() || null;
    return options.length > 0 || text ? [{ question_id: question.id, options, text }] : [];
  });
}

export const lastReviewAnswersSchema = z.object({
  case_id: z.uuid(),
  case_name: z.string(),
  /** When the earlier questionnaire was last changed (answered or reviewed). */
  answered_at: z.string(),
  answers: z.array(z.object({ question_id: z.uuid(), options: z.array(z.string()), text: z.string().nullable() })),
});
export type LastReviewAnswers = z.infer<typeof lastReviewAnswersSchema>;

/** One of a client's review questionnaires (GET /clients/{id}/review-questionnaires). */
export const reviewQuestionnaireSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(caseStatuses),
  question_count: z.number().int(),
  answered_count: z.number().int(),
  /** Whether it waits on the client (sent and not yet submitted). */
  is_waiting_on_client: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReviewQuestionnaireSummary = z.infer<typeof reviewQuestionnaireSummarySchema>;

/** How many questions have an answer, of either kind. */
export function reviewAnsweredCount(questions: readonly StoredReviewQuestion[], answers: ReviewAnswers): number {
  return questions.filter((q) => (answers.options[q.id]?.length ?? 0) > 0 || (answers.texts[q.id]?.trim().length ?? 0) > 0).length;
}
