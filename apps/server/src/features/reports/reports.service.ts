import {
  type Actor,
  type AdviserFigures,
  AppError,
  caseStatuses,
  caseStatusLabelOf,
  caseTypeLabelOf,
  caseTypes,
  type FigureCounts,
  type MetaDashboard,
  type MonthlyActivity,
  type MonthlyActivityQuery,
  monthPeriod,
  noAdviserName,
  type Period,
  type PracticeStatistics,
  presetPeriod,
  type Role,
  reportMessages,
  reportReaderRoles,
  shiftMonth,
  tallyFigures,
  tallyUsage,
  todayIso,
  type UsageReport,
  type UsageRow,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { type PracticeActor, practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { renderPdfInWorker } from '../estate-summary/estate-summary.render.ts';
import { letterheadOf } from '../estate-summary/estate-summary.service.ts';
import { personNamesOf } from '../people/person-names.ts';
import { monthlyActivityPdfInput, usageReportPdfInput } from './reports.documents.ts';
import {
  countOnBooks,
  type FigureGroup,
  listAdvisers,
  listCaseStatusesAt,
  listFigureGroups,
  listUsageGroups,
  type UsageGroup,
} from './reports.queries.ts';

/*
 * The director's reports. Each figure is tallied by the domain's rules from the practice's audit events of
 * the period (see reports.queries.ts for the one figure read from rows); nothing here writes, so nothing is
 * audited.
 */

/** The practice's director, or a refusal: the route lets no one else in, and this says why if it ever did. */
function readerOf(actor: Actor): PracticeActor {
  const reader = practiceActorOf(actor);
  if (!(reportReaderRoles as readonly Role[]).includes(reader.role))
    throw new AppError('auth.forbidden', { detail: reportMessages['reports.forbidden'] });
  return reader;
}

function figuresOf(groups: readonly FigureGroup[]): FigureCounts {
  return tallyFigures(groups);
}

/** The figures put to each adviser through their clients: every adviser, then the clients with none if they did anything. */
function adviserFigures(groups: readonly FigureGroup[], advisers: readonly { id: string; name: string }[]): AdviserFigures[] {
  const known = new Set(advisers.map((adviser) => adviser.id));
  const rows = advisers.map((adviser) => ({
    adviser_id: adviser.id,
    name: adviser.name,
    figures: figuresOf(groups.filter((group) => group.adviser_id === adviser.id)),
  }));
  const unassigned = groups.filter((group) => group.adviser_id === null || !known.has(group.adviser_id));
  if (unassigned.length === 0) return rows;
  return [...rows, { adviser_id: null, name: noAdviserName, figures: figuresOf(unassigned) }];
}

async function statisticsOf(tx: Tx, practiceId: string, period: Period): Promise<PracticeStatistics> {
  const [groups, statuses, advisers, onBooks] = await Promise.all([
    listFigureGroups(tx, { practiceId, period }),
    listCaseStatusesAt(tx, { practiceId, to: period.to }),
    listAdvisers(tx, practiceId),
    countOnBooks(tx, practiceId),
  ]);
  const amounts = new Map<string, number>();
  for (const group of groups) if (group.currency !== null) amounts.set(group.currency, (amounts.get(group.currency) ?? 0) + group.amount);
  const countOf = <T>(rows: readonly ({ count: number } & T)[], match: (row: T) => boolean) =>
    rows.filter(match).reduce((sum, row) => sum + row.count, 0);
  return {
    from: period.from,
    to: period.to,
    figures: figuresOf(groups),
    top_up_amounts: [...amounts].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount })),
    cases_by_type: caseTypes.map((type) => ({
      type,
      label: caseTypeLabelOf(type),
      count: countOf(groups, (group) => group.case_type === type),
    })),
    cases_by_status: caseStatuses
      .map((status) => ({ status, label: caseStatusLabelOf(status), count: countOf(statuses, (row) => row.status === status) }))
      .filter((row) => row.count > 0),
    advisers: adviserFigures(groups, advisers),
    on_books: onBooks,
  };
}

/** GET /practice-reports: the practice's figures over a period, in all and by adviser. */
export async function getPracticeStatistics(runtime: Runtime, actor: Actor, period: Period): Promise<PracticeStatistics> {
  const reader = readerOf(actor);
  return statisticsOf(runtime.db, reader.practiceId, period);
}

/** GET /practice-reports/monthly-activity: one month's figures, and the month before's beside them. */
export async function getMonthlyActivity(runtime: Runtime, actor: Actor, query: MonthlyActivityQuery): Promise<MonthlyActivity> {
  const reader = readerOf(actor);
  const previousMonth = shiftMonth(query.month, -1);
  const [statistics, previous] = await Promise.all([
    statisticsOf(runtime.db, reader.practiceId, monthPeriod(query.month)),
    listFigureGroups(runtime.db, { practiceId: reader.practiceId, period: monthPeriod(previousMonth) }),
  ]);
  return { month: query.month, statistics, previous: { month: previousMonth, figures: figuresOf(previous) } };
}

/** GET /clients/meta-dashboard: this month so far against the whole of last month. */
export async function getMetaDashboard(runtime: Runtime, actor: Actor): Promise<MetaDashboard> {
  const reader = readerOf(actor);
  const today = todayIso();
  const thisMonth = presetPeriod('thisMonth', today);
  const lastMonth = presetPeriod('lastMonth', today);
  const [current, previous] = await Promise.all(
    [thisMonth, lastMonth].map((period) => listFigureGroups(runtime.db, { practiceId: reader.practiceId, period })),
  );
  return {
    this_month: { ...thisMonth, figures: figuresOf(current ?? []) },
    last_month: { ...lastMonth, figures: figuresOf(previous ?? []) },
  };
}

/** Each person's usage from their groups of events, busiest first, then by name. */
function usageRowsOf(groups: readonly UsageGroup[], people: readonly { id: string; name: string }[]): UsageRow[] {
  return people
    .map((person) => {
      const own = groups.filter((group) => group.actor_id === person.id);
      const last = own.reduce<Date | null>(
        (latest, group) => (group.last_at && (!latest || group.last_at > latest) ? group.last_at : latest),
        null,
      );
      return { person_id: person.id, name: person.name, usage: tallyUsage(own), last_active_at: last?.toISOString() ?? null };
    })
    .sort((a, b) => b.usage.actions - a.usage.actions || a.name.localeCompare(b.name));
}

/** GET /usage-reports: what each adviser, and each client who did anything, did over a period. */
export async function getUsageReport(runtime: Runtime, actor: Actor, period: Period): Promise<UsageReport> {
  const { practiceId } = readerOf(actor);
  const [advisers, adviserGroups, clientGroups] = await Promise.all([
    listAdvisers(runtime.db, practiceId),
    listUsageGroups(runtime.db, { practiceId, period, role: 'adviser' }),
    listUsageGroups(runtime.db, { practiceId, period, role: 'client' }),
  ]);
  const clientNames = await personNamesOf(runtime.db, [...new Set(clientGroups.map((group) => group.actor_id))]);
  const clients = [...clientNames].map(([id, name]) => ({ id, name }));
  return {
    from: period.from,
    to: period.to,
    advisers: usageRowsOf(adviserGroups, advisers),
    clients: usageRowsOf(clientGroups, clients),
  };
}

const pdfWorker = new URL('./reports.pdf.worker.ts', import.meta.url);

/** The monthly activity report as a PDF on the practice's letterhead. */
export async function monthlyActivityPdf(runtime: Runtime, actor: Actor, query: MonthlyActivityQuery): Promise<Buffer> {
  const [report, practice] = await Promise.all([
    getMonthlyActivity(runtime, actor, query),
    letterheadOf(runtime, practiceActorOf(actor).practiceId),
  ]);
  return renderPdfInWorker(pdfWorker, monthlyActivityPdfInput(report, practice, todayIso()));
}

/** The usage report as a PDF on the practice's letterhead. */
export async function usageReportPdf(runtime: Runtime, actor: Actor, period: Period): Promise<Buffer> {
  const [report, practice] = await Promise.all([
    getUsageReport(runtime, actor, period),
    letterheadOf(runtime, practiceActorOf(actor).practiceId),
  ]);
  return renderPdfInWorker(pdfWorker, usageReportPdfInput(report, practice, todayIso()));
}
