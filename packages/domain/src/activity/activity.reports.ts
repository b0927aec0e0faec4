import { z } from 'zod';
import { wordsOf } from '../shared/audit.ts';
import { isIsoDate, todayIso } from '../shared/dates.ts';
import { roles } from '../shared/roles.ts';
import { activityAreas } from './activity.ts';

/**
 * Interaction reports: who did what with a client, how many times and when last, over a period. Every
 * figure is counted from the client's audit events alone, so the same period always gives the same figures.
 */

/** The days of a period are London's: a report for 1 to 31 March holds what happened in the UK's March. */
export const reportTimeZone = 'Europe/London';
/** A period left unchosen is the last 30 days, today included. */
export const defaultReportDays = 30;
/** The longest period a report covers: ten years, far more than any client relationship on the portal. */
export const maxReportDays = 3660;

export const activityReportMessages = {
  'activity.dateFormat': 'Enter a date like 2026-04-21',
  'activity.periodReversed': 'The start of the period cannot be after its end',
  'activity.periodTooLong': 'Choose a period of ten years or less',
  'activity.featureOff': 'This feature is not available.',
} as const;

const dayMillis = 86_400_000;

/** The calendar day `days` after (or before) an ISO day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMillis).toISOString().slice(0, 10);
}

/** How many days a period holds, both ends included. */
export function reportPeriodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMillis) + 1;
}

/** The default period ending `today`: the last {@link defaultReportDays} days. */
export function defaultReportPeriod(today: string = todayIso()): { from: string; to: string } {
  return { from: shiftDay(today, 1 - defaultReportDays), to: today };
}

const dayField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, { message: activityReportMessages['activity.dateFormat'], abort: true })
  .refine(isIsoDate, { message: activityReportMessages['activity.dateFormat'], abort: true });

const periodFields = { from: dayField.optional(), to: dayField.optional() };

/** A period as chosen, each end defaulting from the other (or today): a reversed or endless one is refused. */
function withPeriod<T extends { from?: string | undefined; to?: string | undefined }>(
  query: T,
): Omit<T, 'from' | 'to'> & {
  from: string;
  to: string;
} {
  const to = query.to ?? (query.from ? shiftDay(query.from, defaultReportDays - 1) : todayIso());
  const from = query.from ?? shiftDay(to, 1 - defaultReportDays);
  return { ...query, from, to };
}

function checkPeriod(period: { from: string; to: string }, context: z.core.$RefinementCtx): void {
  if (period.from > period.to)
    context.addIssue({ code: 'custom', message: activityReportMessages['activity.periodReversed'], path: ['from'] });
  else if (reportPeriodDays(period.from, period.to) > maxReportDays)
    context.addIssue({ code: 'custom', message: activityReportMessages['activity.periodTooLong'], path: ['from'] });
}

/** The period's two fields and their defaulting, for a report whose own query adds fields or a tighter rule (Consumer Duty). */
export { periodFields as reportPeriodFields, withPeriod as withReportPeriod };

/** The summary's query: the period (YYYY-MM-DD, both days included). */
export const reportPeriodQuery = z.object(periodFields).transform(withPeriod).superRefine(checkPeriod);
export type ReportPeriod = z.output<typeof reportPeriodQuery>;

/** A feature's report query: the feature, and the period. */
export const interactionReportQuery = z
  .object({ feature: z.enum(activityAreas).default('messages'), ...periodFields })
  .transform(withPeriod)
  .superRefine(checkPeriod);
export type InteractionReportQuery = z.output<typeof interactionReportQuery>;

const who = {
  /** Null when the person's account is gone (or the event was the system's). */
  person_id: z.uuid().nullable(),
  person_name: z.string(),
  role: z.enum(roles).nullable(),
  role_label: z.string(),
};

/** One line of a feature's report: one person's one kind of action, how many times and when last. */
export const interactionReportRowSchema = z.object({
  ...who,
  action: z.string(),
  action_label: z.string(),
  count: z.number().int(),
  last_at: z.string(),
});
export type InteractionReportRow = z.infer<typeof interactionReportRowSchema>;

export const interactionReportSchema = z.object({
  feature: z.enum(activityAreas),
  from: z.string(),
  to: z.string(),
  rows: z.array(interactionReportRowSchema),
});
export type InteractionReport = z.infer<typeof interactionReportSchema>;

/** One line of the summary: one person's actions in one feature, counted. */
export const summaryReportRowSchema = z.object({
  feature: z.enum(activityAreas),
  ...who,
  count: z.number().int(),
  last_at: z.string(),
});
export type SummaryReportRow = z.infer<typeof summaryReportRowSchema>;

export const summaryReportSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(summaryReportRowSchema) });
export type SummaryReport = z.infer<typeof summaryReportSchema>;

/** The name a report gives a person whose account is gone. */
export const reportUnknownPerson = 'Someone';
/** The role a report gives a person whose account is gone. */
export const reportUnknownRole = 'Unknown';

/** What an action did, in words, where the action's own name reads poorly ('acceptForClient'). */
const actionLabels: Readonly<Record<string, string>> = {
  'client-case:created': 'Created a case',
  'client-case:edited': 'Edited a case',
  'client-case:answers_saved': 'Answered a questionnaire',
  'client-case:submit': 'Submitted a case',
  'client-case:send': 'Shared a case for review',
  'client-case:sendAgreed': 'Shared a case as accepted',
  'client-case:sendConfirmed': 'Shared a case as confirmed',
  'client-case:backToPrepare': 'Took a case back to prepare',
  'client-case:acceptForClient': 'Accepted a case for the client',
  'client-case:rejectForClient': 'Marked a case as not accepted',
  'client-case:accept': 'Accepted a case',
  'client-case:reject': 'Rejected a case',
  'client-case:confirm': 'Confirmed a case',
  'client-case:resend': 'Re-sent a case for review',
  'client-case:backToClient': 'Sent a case back to the client',
  'client-case:complete': 'Completed a case',
  'client-case:review': 'Reviewed a case',
  'client-case:reopen': 'Reopened a case',
  'client-case:cancel': 'Cancelled a case',
  'client-case:document_added': 'Uploaded a document',
  'client-case:document_edited': 'Edited a document',
  'client-case:document_removed': 'Removed a document',
  'client-case:document_version_added': 'Uploaded a new version of a document',
  'client-case:document_viewed': 'Opened a document',
  'client-case:document_form_saved': 'Filled in a document’s form',
  'client-case:addendum_added': 'Added an addendum',
  'top-up:created': 'Requested a top-up',
  'top-up:complete': 'Completed a top-up',
  'top-up:cancel': 'Cancelled a top-up',
  'client:signed_in': 'Signed in',
  'client:todo_created': 'Added a to-do',
  'client:todo_updated': 'Changed a to-do',
  'client:todo_completed': 'Completed a to-do',
  'client:todo_reopened': 'Reopened a to-do',
  'client:todo_deleted': 'Deleted a to-do',
};

/** An action in words for a report's line: its own label, else its name in words ('Message sent'). */
export function activityActionLabel(kind: string, action: string): string {
  const label = actionLabels[`${kind}:${action}`];
  if (label) return label;
  const words = wordsOf(action) || 'change';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The columns of the reports' CSV files, in order. */
export const interactionReportCsvHeaders = ['Person', 'Role', 'Action', 'Times', 'Last time (UTC)'] as const;
export const summaryReportCsvHeaders = ['Feature', 'Person', 'Role', 'Times', 'Last time (UTC)'] as const;
