import { z } from 'zod';
import { interpolate } from '../shared/audit.ts';
import { questionnaireStatuses, riskAssessmentSteps, riskLevels } from './questionnaires.states.ts';
import { riskQuestionKeys, riskQuestions } from './risk-tolerance.content.ts';
import { riskToleranceMessages as m } from './risk-tolerance.messages.ts';

/** The longest time one answer may record: a day, past which a browser left open measures nothing useful. */
export const riskDurationMaxMs = 86_400_000;

/** What the viewer may do with a risk assessment: answer it (on the client's behalf, for staff), and generate its score. */
export const riskAssessmentActions = ['answer', 'generate'] as const;
export type RiskAssessmentAction = (typeof riskAssessmentActions)[number];

const scaleValue = z
  .number({ error: m['riskTolerance.choose'] })
  .int(m['riskTolerance.choose'])
  .min(1, m['riskTolerance.choose'])
  .max(5, m['riskTolerance.choose']);
const durationMs = z
  .number()
  .int(m['riskTolerance.duration'])
  .min(0, m['riskTolerance.duration'])
  .max(riskDurationMaxMs, m['riskTolerance.duration']);
const lastQuestion = riskQuestions.length - 1;
const questionRange = interpolate(m['riskTolerance.questionRange'], { max: String(lastQuestion) });

/** One stored answer: its position on the scale, and the milliseconds spent on the question (summed over visits). */
export const riskAnswerSchema = z.object({ value: z.number().int().min(1).max(5), duration_ms: z.number().int().min(0) });
export type RiskAnswer = z.infer<typeof riskAnswerSchema>;

/**
 * A step of progress (PATCH): where the client is (the step, the question they are on) and at most one
 * answer with the time spent on it, measured in the browser. Any of the three, at least one.
 */
export const riskProgressBody = z
  .object({
    step: z.enum(riskAssessmentSteps).optional(),
    current_question: z.number().int(questionRange).min(0, questionRange).max(lastQuestion, questionRange).optional(),
    answer: z
      .object({
        question: z.enum(riskQuestionKeys, { error: m['riskTolerance.questionUnknown'] }),
        value: scaleValue,
        duration_ms: durationMs,
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((body) => body.step !== undefined || body.current_question !== undefined || body.answer !== undefined, {
    message: m['riskTolerance.nothingToSave'],
  });
export type RiskProgressBody = z.infer<typeof riskProgressBody>;

/** A case's risk assessment as its viewer reads it: progress, answers, and once generated the score and level. */
export const riskAssessmentViewSchema = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  client_id: z.uuid(),
  status: z.enum(questionnaireStatuses),
  step: z.enum(riskAssessmentSteps),
  current_question: z.number().int(),
  answers: z.partialRecord(z.enum(riskQuestionKeys), riskAnswerSchema),
  score: z.number().int().nullable(),
  level: z.enum(riskLevels).nullable(),
  completed_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
  /** Whether the case's risk tolerance section is complete. */
  case_section_complete: z.boolean(),
  actions: z.array(z.enum(riskAssessmentActions)),
});
export type RiskAssessmentView = z.infer<typeof riskAssessmentViewSchema>;

/** The answer of generating the score: the completed assessment and the sentence to show. */
export const riskAssessmentGeneratedSchema = riskAssessmentViewSchema.extend({ message: z.string() });
