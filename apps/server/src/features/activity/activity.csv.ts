import {
  activityAreaLabels,
  type InteractionReport,
  interactionReportCsvHeaders,
  type SummaryReport,
  summaryReportCsvHeaders,
} from '@advice/domain';
import { csvOf } from '../../http/csv.ts';

/** A feature's report, a line per person and action. */
export function interactionReportCsv(report: InteractionReport): string {
  return csvOf(
    interactionReportCsvHeaders,
    report.rows.map((row) => [row.person_name, row.role_label, row.action_label, row.count, row.last_at]),
  );
}

/** The summary, a line per feature and person. */
export function summaryReportCsv(report: SummaryReport): string {
  return csvOf(
    summaryReportCsvHeaders,
    report.rows.map((row) => [activityAreaLabels[row.feature], row.person_name, row.role_label, row.count, row.last_at]),
  );
}

/** The files' names say what and which days, never whose (a name in a download folder is no place for it). */
export const reportFileNames = {
  interaction: (report: InteractionReport) => `interaction-report-${report.feature}-${report.from}-to-${report.to}.csv`,
  summary: (report: SummaryReport) => `summary-interaction-report-${report.from}-to-${report.to}.csv`,
};
