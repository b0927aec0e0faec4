import { z } from 'zod';
import { type CaseSectionFacts, caseSectionLockOf } from '../cases/case-sections.ts';
import { currencyCodes } from '../practice/practice-settings.schemas.ts';
import { whenMissing } from '../shared/validation.ts';
import { financialPlanningFigures } from './financial-planning.figures.ts';
import { goalDurationBounds, goalNameMax, goalNoteMax, goalsMax, financialPlanningMessages as m } from './financial-planning.messages.ts';

/*
 * A client's financial planning goals (spec 3 §3): a name, a whole amount of one of the practice's
 * currencies and a duration in whole years. Goals are kept per client; a case's goals section lists them
 * all and is complete once the client has at least one and confirms them.
 */

export const goalIdParams = z.object({ id: z.uuid(), goalId: z.uuid() });

/** POST and PATCH: the whole goal. */
export const goalBody = z.object({
  name: z
    .string({ error: whenMissing(m['financialPlanning.required']) })
    .trim()
    .min(1, m['financialPlanning.required'])
    .max(goalNameMax, m['goals.nameTooLong']),
  amount: z
    .number({ error: m['financialPlanning.number'] })
    .int(m['financialPlanning.integer'])
    .min(0, m['financialPlanning.positive'])
    .max(10 ** financialPlanningFigures.maxAmountDigits - 1, m['financialPlanning.digits']),
  amount_currency: z.enum(currencyCodes, { error: m['financialPlanning.currency'] }),
  duration: z
    .number({ error: m['goals.duration'] })
    .int(m['goals.duration'])
    .min(goalDurationBounds.min, m['goals.duration'])
    .max(goalDurationBounds.max, m['goals.duration']),
});
export type GoalBody = z.infer<typeof goalBody>;

/** The notes: staff write the overview note (which the client never sees); the client writes theirs for the adviser. */
export const goalNotesBody = z
  .object({
    overview_note: z.string().trim().max(goalNoteMax, m['goals.noteTooLong']).optional(),
    client_note: z.string().trim().max(goalNoteMax, m['goals.noteTooLong']).optional(),
  })
  .refine((body) => body.overview_note !== undefined || body.client_note !== undefined, {
    message: m['financialPlanning.required'],
  });
export type GoalNotesBody = z.infer<typeof goalNotesBody>;

export const goalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  amount: z.number().int(),
  amount_currency: z.string(),
  duration: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalsActions = ['add', 'edit', 'delete', 'confirm', 'write_client_note', 'write_overview_note'] as const;
export type GoalsAction = (typeof goalsActions)[number];

/** A case's goals section as its viewer reads it. */
export const goalsViewSchema = z.object({
  case_id: z.uuid(),
  client_id: z.uuid(),
  goals: z.array(goalSchema),
  currencies: z.array(z.string()),
  notes: z.object({
    /** The adviser's overview note: `null` for the client, who never sees it. */
    overview: z.string().nullable(),
    /** The client's note for the adviser. */
    client: z.string(),
    updated_at: z.string().nullable(),
  }),
  max_goals: z.number().int(),
  actions: z.array(z.enum(goalsActions)),
  /** The case's goals section: the client has confirmed their goals. */
  case_section_complete: z.boolean(),
});
export type GoalsView = z.infer<typeof goalsViewSchema>;

export const goalsSavedSchema = goalsViewSchema.extend({ message: z.string() });

/**
 * What the viewer may do with the goals now: change them while they may change the case's sections (at most
 * `goalsMax` goals) and confirm them once there is one; the client writes their note for the adviser then
 * too. The overview note is staff's own and stays open to them while the client's account is.
 */
export function goalsActionsFor(facts: CaseSectionFacts & { goalCount: number }): GoalsAction[] {
  const actions: GoalsAction[] = [];
  if (caseSectionLockOf(facts) === null) {
    if (facts.goalCount < goalsMax) actions.push('add');
    if (facts.goalCount > 0) actions.push('edit', 'delete', 'confirm');
    if (facts.relation === 'self') actions.push('write_client_note');
  }
  if (!facts.isClientReadOnly && facts.relation !== 'self') actions.push('write_overview_note');
  return actions;
}
