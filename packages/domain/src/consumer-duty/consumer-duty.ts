import { z } from 'zod';
import { activityReportMessages, reportPeriodDays, reportPeriodFields, withReportPeriod } from '../activity/activity.reports.ts';
import type { Actor, Role } from '../shared/roles.ts';
import {
  type ConsumerDutyFigure,
  type ConsumerDutyUnit,
  consumerDutyAreas,
  consumerDutyFigureDefinitions,
  consumerDutyFigures,
} from './consumer-duty.figures.ts';

export * from './consumer-duty.figures.ts';
export * from './consumer-duty.tally.ts';

/** The longest period a pack covers: two years, the span a firm's annual Consumer Duty board report looks back over. */
export const maxConsumerDutyMonths = 24;

export const consumerDutyMessages = {
  'consumerDuty.periodTooLong': 'Choose a period of 24 months or less',
  'consumerDuty.forbidden': 'Only the practice director, or a prime practice admin, can read the practice’s Consumer Duty evidence.',
  'consumerDuty.notRecorded': 'Not recorded in the portal',
  'consumerDuty.none': 'None in the period',
} as const;

/** What the pack is downloaded as: JSON (the page), a CSV, or a PDF on the practice's letterhead. */
export const consumerDutyFormats = ['json', 'csv', 'pdf'] as const;
export type ConsumerDutyFormat = (typeof consumerDutyFormats)[number];

/** The day `months` calendar months after a day (the 31st of a shorter month runs on into the next, as Date does). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, date)).toISOString().slice(0, 10);
}

/** Whether a period holds more than {@link maxConsumerDutyMonths} months: its end is that many months after its start, or later. */
export function isConsumerDutyPeriodTooLong(period: { from: string; to: string }): boolean {
  return period.to >= addMonths(period.from, maxConsumerDutyMonths);
}

/**
 * The rule of a pack's period, shared by the server and the period chooser: two days (YYYY-MM-DD, both included,
 * London's), the start not after the end, and at most 24 months.
 */
export function checkConsumerDutyPeriod(period: { from: string; to: string }, context: z.core.$RefinementCtx): void {
  if (period.from > period.to)
    context.addIssue({ code: 'custom', message: activityReportMessages['activity.periodReversed'], path: ['from'] });
  else if (isConsumerDutyPeriodTooLong(period))
    context.addIssue({ code: 'custom', message: consumerDutyMessages['consumerDuty.periodTooLong'], path: ['from'] });
}

/** The pack's query: the period, and the format (JSON unless asked). */
export const consumerDutyQuery = z
  .object({ ...reportPeriodFields, format: z.enum(consumerDutyFormats).default('json') })
  .transform(withReportPeriod)
  .superRefine(checkConsumerDutyPeriod);
export type ConsumerDutyQuery = z.output<typeof consumerDutyQuery>;

/** The period alone, as the period chooser checks it before asking. */
export const consumerDutyPeriod = z.object(reportPeriodFields).transform(withReportPeriod).superRefine(checkConsumerDutyPeriod);

/** Who reads the whole practice's pack: its director, and a prime practice admin. */
export function canReadPracticeConsumerDuty(actor: Pick<Actor, 'role' | 'adminLevel'>): boolean {
  return actor.role === 'director' || (actor.role === 'admin' && actor.adminLevel === 'prime');
}
export const practiceConsumerDutyRoles = ['director', 'admin'] as const satisfies readonly Role[];

/** A time in minutes as a person reads it: '45 min', '3 h 5 min', '2 days 4 h'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  const dayWord = days === 1 ? 'day' : 'days';
  return hours % 24 === 0 ? `${days} ${dayWord}` : `${days} ${dayWord} ${hours % 24} h`;
}

/** A figure's value in words: a count, a time, none in the period, or not recorded in the portal. */
export function consumerDutyValueText(unit: ConsumerDutyUnit, value: number | null): string {
  if (unit === 'notRecorded') return consumerDutyMessages['consumerDuty.notRecorded'];
  if (value === null) return consumerDutyMessages['consumerDuty.none'];
  return unit === 'minutes' ? formatDuration(value) : value.toLocaleString('en-GB');
}

/** One figure as the pack shows it: its name and definition, its value (and in words), and the events it came from. */
export const consumerDutyFigureSchema = z.object({
  figure: z.enum(consumerDutyFigures),
  area: z.enum(consumerDutyAreas),
  label: z.string(),
  definition: z.string(),
  unit: z.enum(['count', 'minutes', 'notRecorded']),
  /** A count, or minutes; null when nothing was there to measure, or the portal records nothing. */
  value: z.number().int().nullable(),
  value_text: z.string(),
  event_ids: z.array(z.uuid()),
});
export type ConsumerDutyFigureRow = z.infer<typeof consumerDutyFigureSchema>;

/** One event a figure came from, as the appendix lists it. */
export const consumerDutyEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  client_id: z.uuid(),
  client_name: z.string(),
  action: z.string(),
  action_label: z.string(),
  actor_name: z.string(),
});
export type ConsumerDutyEventRow = z.infer<typeof consumerDutyEventSchema>;

export const consumerDutyPackSchema = z.object({
  scope: z.enum(['client', 'practice']),
  /** The client of a client's pack; null for the practice's. */
  client: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  generated_at: z.string(),
  figures: z.array(consumerDutyFigureSchema),
  /** Every event any figure came from, oldest first. */
  events: z.array(consumerDutyEventSchema),
});
export type ConsumerDutyPack = z.infer<typeof consumerDutyPackSchema>;

/** A figure's row of the pack from its tally. */
export function consumerDutyFigureRow(figure: ConsumerDutyFigure, value: number | null, eventIds: string[]): ConsumerDutyFigureRow {
  const definition = consumerDutyFigureDefinitions[figure];
  return {
    figure,
    area: definition.area,
    label: definition.label,
    definition: definition.definition,
    unit: definition.unit,
    value,
    value_text: consumerDutyValueText(definition.unit, value),
    event_ids: eventIds,
  };
}

/** The days a period holds, for the pack's heading. */
export const consumerDutyPeriodDays = reportPeriodDays;

/** The CSV's two tables: a line a figure, then the appendix of the events they came from. */
export const consumerDutyFigureCsvHeaders = ['Area', 'Figure', 'Value', 'Value in words', 'How it is counted', 'Events'] as const;
export const consumerDutyEventCsvHeaders = ['Event', 'Time (UTC)', 'Client', 'Action', 'Actor'] as const;
