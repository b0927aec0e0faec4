import {
  changeText,
  type FigureCounts,
  formatWholeAmount,
  type MonthlyActivity,
  monthlyActivityCsvHeaders,
  practiceFigureLabels,
  practiceFigures,
  type UsageReport,
  type UsageRow,
  usageColumnLabels,
  usageColumns,
  usageReportCsvHeaders,
} from '@advice/domain';
import { csvOf } from '../../http/csv.ts';
import type { PdfLetterhead } from '../estate-summary/estate-summary.pdf.ts';
import { formatLetterDate } from '../people/client-letter.pdf.ts';
import type { ReportPdfInput } from './reports.pdf.ts';

/** The reports as files: the CSVs, what the PDFs print, and the files' names (what and when, never whose). */

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-04' as 'April 2026'. */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${months[number - 1]} ${year}`;
}

const periodName = (from: string, to: string) => `${formatLetterDate(from)} to ${formatLetterDate(to)}`;
const figureCells = (figures: FigureCounts) => practiceFigures.map((figure) => figures[figure]);

export const reportFileNames = {
  monthlyCsv: (report: MonthlyActivity) => `monthly-activity-${report.month}.csv`,
  monthlyPdf: (report: { month: string }) => `monthly-activity-${report.month}.pdf`,
  usageCsv: (report: { from: string; to: string }) => `usage-report-${report.from}-to-${report.to}.csv`,
  usagePdf: (report: { from: string; to: string }) => `usage-report-${report.from}-to-${report.to}.pdf`,
};

/** The month's CSV: the whole practice, then each adviser, a figure a column. */
export function monthlyActivityCsv(report: MonthlyActivity): string {
  const { statistics } = report;
  return csvOf(monthlyActivityCsvHeaders, [
    ['Whole practice', ...figureCells(statistics.figures)],
    ...statistics.advisers.map((adviser) => [adviser.name, ...figureCells(adviser.figures)]),
  ]);
}

const usageCells = (group: string, row: UsageRow) => [
  group,
  row.name,
  ...usageColumns.map((column) => row.usage[column]),
  row.last_active_at ?? '',
];

/** The usage CSV: each adviser, then each client who did anything, a line each. */
export function usageReportCsv(report: UsageReport): string {
  return csvOf(usageReportCsvHeaders, [
    ...report.advisers.map((row) => usageCells('Adviser', row)),
    ...report.clients.map((row) => usageCells('Client', row)),
  ]);
}

/** What the monthly report's PDF prints: the figures against the month before, by adviser, then the cases and top-ups. */
export function monthlyActivityPdfInput(report: MonthlyActivity, practice: PdfLetterhead, date: string): ReportPdfInput {
  const { statistics, previous } = report;
  const amounts = statistics.top_up_amounts;
  return {
    practice,
    title: 'Monthly activity report',
    period: monthName(report.month),
    date,
    tables: [
      {
        heading: 'The month at a glance',
        columns: ['Figure', monthName(report.month), monthName(previous.month), 'Change'],
        rows: practiceFigures.map((figure) => [
          practiceFigureLabels[figure],
          statistics.figures[figure],
          previous.figures[figure],
          changeText(statistics.figures[figure], previous.figures[figure]),
        ]),
      },
      {
        heading: 'By adviser',
        note: "Each client's events are put to the client's adviser.",
        columns: ['Adviser', ...practiceFigures.map((figure) => practiceFigureLabels[figure])],
        rows: statistics.advisers.map((adviser) => [adviser.name, ...figureCells(adviser.figures)]),
      },
      {
        heading: 'Cases opened by type',
        columns: ['Type', 'Cases'],
        rows: statistics.cases_by_type.map((row) => [row.label, row.count]),
      },
      {
        heading: 'Cases by status at the end of the month',
        columns: ['Status', 'Cases'],
        rows: statistics.cases_by_status.length > 0 ? statistics.cases_by_status.map((row) => [row.label, row.count]) : [['No cases', 0]],
      },
      {
        heading: 'Top-ups requested',
        columns: ['Currency', 'Amount'],
        rows: amounts.length > 0 ? amounts.map((row) => [row.currency, formatWholeAmount(row.amount)]) : [['None requested', 0]],
      },
      {
        heading: 'On the books now',
        columns: ['', 'People'],
        rows: [
          ['Clients', statistics.on_books.clients],
          ['Prospects', statistics.on_books.prospects],
        ],
      },
    ],
  };
}

const usageTable = (heading: string, rows: UsageRow[]) => ({
  heading,
  columns: ['Name', ...usageColumns.map((column) => usageColumnLabels[column]), 'Last active'],
  rows: rows.map((row) => [
    row.name,
    ...usageColumns.map((column) => row.usage[column]),
    row.last_active_at ? formatLetterDate(row.last_active_at.slice(0, 10)) : '–',
  ]),
});

/** What the usage report's PDF prints: the advisers, then the clients who did anything. */
export function usageReportPdfInput(report: UsageReport, practice: PdfLetterhead, date: string): ReportPdfInput {
  return {
    practice,
    title: 'Usage report',
    period: periodName(report.from, report.to),
    date,
    tables: [
      usageTable('Advisers', report.advisers),
      report.clients.length > 0
        ? usageTable('Clients', report.clients)
        : { heading: 'Clients', columns: ['Name'], rows: [['No client used the portal in this period']] },
    ],
  };
}
