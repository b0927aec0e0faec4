import { z } from 'zod';
import { reportPeriodQuery } from '../activity/activity.reports.ts';
import type { AuditEntityKind } from '../audit/audit.events.ts';
import { type CaseStatus, type CaseType, caseStatuses, caseTypes } from '../cases/case-types.ts';
import { caseStatusLabels, caseTypeLabels } from '../cases/cases.machine.ts';
import { todayIso } from '../shared/dates.ts';
import type { Role } from '../shared/roles.ts';

/*
 * The director's statistics, the monthly activity report and the usage reports (spec 1 §2, §7). Every figure
 * is counted from the practice's audit events, which are never changed or deleted, so the same period always
 * gives the same figures: which events count for which figure is the data below, read by the server's query
 * and by the tests that recount a report from the events themselves.
 */

/** Who reads the practice's reports: its director (spec 1 §1, "download reports"). */
export const reportReaderRoles = ['director'] as const satisfies readonly Role[];

/** The figures of a period, in the order every report shows them. */
export const practiceFigures = [
  'clientsAdded',
  'prospectsInvited',
  'signUps',
  'casesOpened',
  'casesCompleted',
  'topUpsRequested',
  'topUpsCompleted',
  'documentsSigned',
  'messagesSent',
  'meetingsHeld',
] as const;
export type PracticeFigure = (typeof practiceFigures)[number];

export const practiceFigureLabels = {
  clientsAdded: 'Clients added',
  prospectsInvited: 'Prospects invited',
  signUps: 'Sign-ups',
  casesOpened: 'Cases opened',
  casesCompleted: 'Cases completed',
  topUpsRequested: 'Top-ups requested',
  topUpsCompleted: 'Top-ups completed',
  documentsSigned: 'Documents signed',
  messagesSent: 'Messages sent',
  meetingsHeld: 'Meetings held',
} as const satisfies Record<PracticeFigure, string>;

/**
 * Which audit events a figure counts: events of `kind` with one of `actions`, or (`statusTo`) every event that
 * moved the entity into that status, whichever action did it (a case completes by several).
 */
export type FigureRule = { kind: AuditEntityKind; actions?: readonly string[]; statusTo?: string };

export const practiceFigureRules = {
  clientsAdded: { kind: 'client', actions: ['created', 'created_in_bulk'] },
  prospectsInvited: { kind: 'client', actions: ['prospect_invited'] },
  signUps: { kind: 'client', actions: ['registered'] },
  casesOpened: { kind: 'client-case', actions: ['created'] },
  casesCompleted: { kind: 'client-case', statusTo: 'completed' },
  topUpsRequested: { kind: 'top-up', actions: ['created'] },
  topUpsCompleted: { kind: 'top-up', actions: ['complete'] },
  documentsSigned: { kind: 'client-case', actions: ['signing_completed'] },
  messagesSent: { kind: 'client', actions: ['message_sent'] },
  meetingsHeld: { kind: 'advice-room', actions: ['room_completed'] },
} as const satisfies Record<PracticeFigure, FigureRule>;

export type FigureCounts = Record<PracticeFigure, number>;

/** Every figure at zero: a period with no events. */
export function emptyFigures(): FigureCounts {
  return Object.fromEntries(practiceFigures.map((figure) => [figure, 0])) as FigureCounts;
}

/** One audit event, or a group of like ones, as the figures read it. */
export type FigureEvent = {
  kind: string;
  action: string;
  /** The status the event moved its entity into (its `after.status` when that differs from `before.status`). */
  status_to: string | null;
  count: number;
};

/** Whether one event counts for a figure's rule. */
export function matchesFigureRule(rule: FigureRule, event: Omit<FigureEvent, 'count'>): boolean {
  if (event.kind !== rule.kind) return false;
  if (rule.statusTo !== undefined) return event.status_to === rule.statusTo;
  return (rule.actions ?? []).includes(event.action);
}

/** The figures of a set of events (or groups of them): the server's tally and the tests' recount both read this. */
export function tallyFigures(events: readonly FigureEvent[]): FigureCounts {
  const counts = emptyFigures();
  for (const event of events)
    for (const figure of practiceFigures) if (matchesFigureRule(practiceFigureRules[figure], event)) counts[figure] += event.count;
  return counts;
}

/**
 * What a person did in the usage reports, each column counted from the events they were the actor of.
 * `actions` is every event of theirs, whatever it was.
 */
export const usageColumns = ['signIns', 'messages', 'cases', 'documentsSigned', 'topUps', 'meetings', 'actions'] as const;
export type UsageColumn = (typeof usageColumns)[number];

export const usageColumnLabels = {
  signIns: 'Sign-ins',
  messages: 'Messages sent',
  cases: 'Cases opened or submitted',
  documentsSigned: 'Signatures',
  topUps: 'Top-ups requested',
  meetings: 'Meetings scheduled or held',
  actions: 'All actions',
} as const satisfies Record<UsageColumn, string>;

export const usageColumnRules = {
  signIns: [
    { kind: 'client', actions: ['signed_in'] },
    { kind: 'user', actions: ['signed_in'] },
  ],
  messages: [{ kind: 'client', actions: ['message_sent', 'practice_note_written'] }],
  cases: [{ kind: 'client-case', actions: ['created', 'submit'] }],
  documentsSigned: [{ kind: 'client-case', actions: ['signing_signed'] }],
  topUps: [{ kind: 'top-up', actions: ['created'] }],
  meetings: [{ kind: 'advice-room', actions: ['room_created', 'room_completed'] }],
  actions: [],
} as const satisfies Record<UsageColumn, readonly FigureRule[]>;

export type UsageCounts = Record<UsageColumn, number>;

/** One person's events by kind and action, as the usage reports read them. */
export type UsageEvent = { kind: string; action: string; count: number };

/** A person's usage columns from their events: every event counts in `actions`, and in each column whose rule it matches. */
export function tallyUsage(events: readonly UsageEvent[]): UsageCounts {
  const counts = Object.fromEntries(usageColumns.map((column) => [column, 0])) as UsageCounts;
  for (const event of events) {
    counts.actions += event.count;
    for (const column of usageColumns) {
      const rules: readonly FigureRule[] = usageColumnRules[column];
      if (rules.some((rule) => matchesFigureRule(rule, { ...event, status_to: null }))) counts[column] += event.count;
    }
  }
  return counts;
}

/* Periods. */

/** The quick choices of a period beside the two dates. */
export const reportPresets = ['thisMonth', 'lastMonth', 'thisQuarter', 'last12Months'] as const;
export type ReportPreset = (typeof reportPresets)[number];

export const reportPresetLabels = {
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisQuarter: 'This quarter',
  last12Months: 'Last 12 months',
} as const satisfies Record<ReportPreset, string>;

export type Period = { from: string; to: string };

/** The last day of a 'YYYY-MM' month. */
function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/** The month `offset` months after (or before) a 'YYYY-MM' month. */
export function shiftMonth(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + offset, 1)).toISOString().slice(0, 7);
}

/** A 'YYYY-MM' month's days, first to last. */
export function monthPeriod(month: string): Period {
  return { from: `${month}-01`, to: lastDayOf(month) };
}

/** A preset's days on `today`; a period that runs on past today ends today. */
export function presetPeriod(preset: ReportPreset, today: string = todayIso()): Period {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'thisMonth':
      return { from: `${month}-01`, to: today };
    case 'lastMonth':
      return monthPeriod(shiftMonth(month, -1));
    case 'thisQuarter': {
      const number = Number(today.slice(5, 7));
      const first = `${today.slice(0, 4)}-${String(number - ((number - 1) % 3)).padStart(2, '0')}`;
      return { from: `${first}-01`, to: today };
    }
    case 'last12Months':
      return { from: `${shiftMonth(month, -11)}-01`, to: today };
  }
}

/** The preset a period is, if it is one on `today`. */
export function presetOf(period: Period, today: string = todayIso()): ReportPreset | null {
  return (
    reportPresets.find((preset) => {
      const days = presetPeriod(preset, today);
      return days.from === period.from && days.to === period.to;
    }) ?? null
  );
}

/** A period the statistics open on: this month so far. */
export function defaultStatisticsPeriod(today: string = todayIso()): Period {
  return presetPeriod('thisMonth', today);
}

export const reportMessages = {
  'reports.monthFormat': 'Choose a month like 2026-04',
  'reports.monthAhead': 'Choose this month or an earlier one',
  'reports.forbidden': 'Only the practice director can read its reports.',
} as const;

/** A month as 'YYYY-MM', this one or earlier; none chosen is this month. */
export const monthField = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/u, { message: reportMessages['reports.monthFormat'], abort: true })
  .refine((month) => month <= todayIso().slice(0, 7), { message: reportMessages['reports.monthAhead'] });

export const monthlyActivityQuery = z.object({ month: monthField.optional() }).transform((query) => ({
  month: query.month ?? todayIso().slice(0, 7),
}));
export type MonthlyActivityQuery = z.output<typeof monthlyActivityQuery>;

/** The statistics' and usage reports' period: two days, checked as the interaction reports' are (the same rule). */
export const statisticsQuery = reportPeriodQuery;

/* What the reports answer. */

const figureCounts = z.object(
  Object.fromEntries(practiceFigures.map((figure) => [figure, z.number().int()])) as {
    [F in PracticeFigure]: z.ZodNumber;
  },
);

const adviserFiguresSchema = z.object({
  /** Null: the events of clients with no adviser (prospects waiting, or whose adviser has gone). */
  adviser_id: z.uuid().nullable(),
  name: z.string(),
  figures: figureCounts,
});
export type AdviserFigures = z.infer<typeof adviserFiguresSchema>;

export const practiceStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  figures: figureCounts,
  /** Top-ups requested over the period, their amounts summed by currency (whole units). */
  top_up_amounts: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  /** Cases opened over the period, by type. */
  cases_by_type: z.array(z.object({ type: z.enum(caseTypes), label: z.string(), count: z.number().int() })),
  /** Every case as it stood at the end of the period, by status. */
  cases_by_status: z.array(z.object({ status: z.enum(caseStatuses), label: z.string(), count: z.number().int() })),
  advisers: z.array(adviserFiguresSchema),
  /** Clients and prospects on the practice's books now (not of the period): its rows, not its events. */
  on_books: z.object({ clients: z.number().int(), prospects: z.number().int() }),
});
export type PracticeStatistics = z.infer<typeof practiceStatisticsSchema>;

export const monthlyActivitySchema = z.object({
  month: z.string(),
  statistics: practiceStatisticsSchema,
  /** The month before's figures, for the comparison. */
  previous: z.object({ month: z.string(), figures: figureCounts }),
});
export type MonthlyActivity = z.infer<typeof monthlyActivitySchema>;

/** The director's home: this month so far against the whole of last month. */
export const metaDashboardSchema = z.object({
  this_month: z.object({ from: z.string(), to: z.string(), figures: figureCounts }),
  last_month: z.object({ from: z.string(), to: z.string(), figures: figureCounts }),
});
export type MetaDashboard = z.infer<typeof metaDashboardSchema>;

const usageCounts = z.object(
  Object.fromEntries(usageColumns.map((column) => [column, z.number().int()])) as {
    [C in UsageColumn]: z.ZodNumber;
  },
);

export const usageRowSchema = z.object({
  person_id: z.uuid(),
  name: z.string(),
  usage: usageCounts,
  /** The last event of theirs in the period, or null when they did nothing in it. */
  last_active_at: z.string().nullable(),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

export const usageReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every adviser of the practice, busiest first. */
  advisers: z.array(usageRowSchema),
  /** The clients who did anything over the period, busiest first. */
  clients: z.array(usageRowSchema),
});
export type UsageReport = z.infer<typeof usageReportSchema>;

/** Labels of the breakdowns, for the server's rows and downloads. */
export const caseTypeLabelOf = (type: CaseType) => caseTypeLabels[type];
export const caseStatusLabelOf = (status: CaseStatus) => caseStatusLabels[status];

/** The name a report gives the clients with no adviser. */
export const noAdviserName = 'No adviser';

/** The monthly activity report's CSV: a line for the whole practice, then one for each adviser. */
export const monthlyActivityCsvHeaders = ['Adviser', ...practiceFigures.map((figure) => practiceFigureLabels[figure])];

/** The usage report's CSV: advisers first, then clients, a line each. */
export const usageReportCsvHeaders = ['Group', 'Name', ...usageColumns.map((column) => usageColumnLabels[column]), 'Last active'];

/** The change from one figure to the next, in words a director reads at a glance: '+3', '−2', 'no change'. */
export function changeText(current: number, previous: number): string {
  const change = current - previous;
  if (change === 0) return 'no change';
  return change > 0 ? `+${change}` : `−${Math.abs(change)}`;
}
