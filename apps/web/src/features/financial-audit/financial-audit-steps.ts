import {
  applicableQuestions,
  type TaxHealthCheckContent,
  type TaxHealthCheckQuestion,
  type TaxHealthCheckView,
  type Worded,
} from '@advice/domain';

/*
 * The steps of a tax health check page, each at its own address under the check's (intro, partner, one
 * per question, summary), and the words of its content as the viewer reads them.
 */

/** Whose words a page shows: the client reads "you", staff read "your client" (spec 3 §6). */
export type Audience = 'client' | 'adviser';

export type Step =
  | { kind: 'intro'; slug: 'intro' }
  | { kind: 'partner'; slug: 'partner' }
  | { kind: 'question'; slug: string; question: TaxHealthCheckQuestion; number: number; total: number }
  | { kind: 'summary'; slug: 'summary' };

/** `TaxableIncomePartner` → `taxable-income-partner`: a question's address. */
export function slugOfKey(key: string): string {
  return key.replace(/(?<=[a-z])(?=[A-Z])/gu, '-').toLowerCase();
}

/**
 * The check's steps in order: the intro, the partner choice, the questions that apply (the partner's only
 * with the partner; none before the choice is made), and the summary.
 */
export function stepsOf(content: TaxHealthCheckContent, check: Pick<TaxHealthCheckView, 'with_partner'>): Step[] {
  const questions = check.with_partner === null ? [] : applicableQuestions(content, check.with_partner);
  return [
    { kind: 'intro', slug: 'intro' },
    { kind: 'partner', slug: 'partner' },
    ...questions.map((question, index) => ({
      kind: 'question' as const,
      slug: slugOfKey(question.key),
      question,
      number: index + 1,
      total: questions.length,
    })),
    { kind: 'summary', slug: 'summary' },
  ];
}

/**
 * Where the check opens without a step: the intro before anything is chosen, the first question not yet
 * answered while it is in progress, else the summary (read-only viewers and completed checks too).
 */
export function landingSlugOf(check: TaxHealthCheckView, steps: readonly Step[]): string {
  const canAnswer = check.actions.includes('answer');
  if (!canAnswer || check.status === 'completed') return 'summary';
  if (check.with_partner === null) return 'intro';
  const next = steps.find((step) => step.kind === 'question' && check.missing.includes(step.question.key));
  return next?.slug ?? 'summary';
}

/** A text's paragraphs for this audience: the client's words where the version has them, else the adviser's. */
export function wordsFor(worded: Worded | undefined, audience: Audience): string[] {
  if (!worded) return [];
  return audience === 'client' ? (worded.client ?? worded.adviser) : worded.adviser;
}

/** The question as this audience reads it. */
export function questionText(question: TaxHealthCheckQuestion, audience: Audience): string {
  return question.text[audience];
}
