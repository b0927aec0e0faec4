import { z } from 'zod';
import { questionnaireStatuses, taxHealthCheckVersions } from './questionnaires.states.ts';
import { taxHealthCheckMessages } from './tax-health-check.messages.ts';
import { optionLetters, taxHealthCheckBaseKeys } from './tax-health-check.types.ts';

/*
 * What the tax health check's endpoints take and answer: the case's check with the viewer's actions, the
 * partner choice and answers to save, and what a save or a completion answers.
 */

/** The most answers one check holds: every question of a version, the client's and the partner's. */
const answersMax = taxHealthCheckBaseKeys.length * 2;

/** Per question key, the option letters ticked; the version's content decides which keys and letters are valid. */
export const taxHealthCheckAnswersSchema = z
  .record(
    z
      .string()
      .max(40)
      .regex(/^[A-Za-z]+$/u),
    z.array(z.enum(optionLetters)).max(optionLetters.length),
  )
  .refine((answers) => Object.keys(answers).length <= answersMax, { message: taxHealthCheckMessages['taxHealthCheck.questionUnknown'] });

/** What the viewer may do with the check now: answer (and choose the partner), complete it, or, as adviser, mark a past year's complete. */
export const taxHealthCheckActions = ['answer', 'complete', 'markComplete'] as const;
export type TaxHealthCheckAction = (typeof taxHealthCheckActions)[number];

/** Why the viewer cannot change the answers now: the request is closed, it is with the adviser (for the client), or its tax year has passed. */
export const taxHealthCheckLocks = ['request_closed', 'with_adviser', 'past_year'] as const;
export type TaxHealthCheckLock = (typeof taxHealthCheckLocks)[number];

const taxYearSchema = z.object({ start: z.string(), end: z.string(), label: z.string() });

/** A case's tax health check (its Online Advice Request's financial-audit section), as its viewer reads it. */
export const taxHealthCheckViewSchema = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  client_id: z.uuid(),
  version: z.enum(taxHealthCheckVersions),
  /** The tax year the check was created in, during which alone it can change. */
  tax_year: taxYearSchema,
  /** Null until chosen, before the first answer. */
  with_partner: z.boolean().nullable(),
  answers: taxHealthCheckAnswersSchema,
  /** The answers of the client's previous completed check, to the questions this one asks too. */
  previous_answers: taxHealthCheckAnswersSchema,
  status: z.enum(questionnaireStatuses),
  completed_at: z.string().nullable(),
  /** Completed by the adviser's mark on a past year's unfinished check, not by answering. */
  is_marked_complete: z.boolean(),
  /** Its tax year has ended: it can no longer change. */
  is_past_year: z.boolean(),
  lock: z.enum(taxHealthCheckLocks).nullable(),
  /** The applicable questions not answered yet, in order. */
  missing: z.array(z.string()),
  case_section_complete: z.boolean(),
  actions: z.array(z.enum(taxHealthCheckActions)),
  updated_at: z.string(),
});
export type TaxHealthCheckView = z.infer<typeof taxHealthCheckViewSchema>;

/**
 * Saves the partner choice (before answering only) and answers: the questions named are set to the
 * letters given, the others kept, so each step saves on its own.
 */
export const taxHealthCheckSaveBody = z
  .object({ with_partner: z.boolean().optional(), answers: taxHealthCheckAnswersSchema.optional() })
  .refine((body) => body.with_partner !== undefined || (body.answers !== undefined && Object.keys(body.answers).length > 0), {
    message: taxHealthCheckMessages['taxHealthCheck.nothingToSave'],
  });
export type TaxHealthCheckSaveBody = z.infer<typeof taxHealthCheckSaveBody>;

/** A save's, a completion's or a mark's answer: its sentence, and the check as it is now. */
export const taxHealthCheckSavedSchema = z.object({ message: z.string(), check: taxHealthCheckViewSchema });
export type TaxHealthCheckSaved = z.infer<typeof taxHealthCheckSavedSchema>;
