import { answers, endpoint } from '../api/endpoint.ts';
import {
  metaDashboardSchema,
  monthlyActivityQuery,
  monthlyActivitySchema,
  practiceStatisticsSchema,
  reportReaderRoles,
  statisticsQuery,
  usageReportSchema,
} from './reports.ts';

const tag = 'reports';
const readers = { roles: reportReaderRoles } as const;

/**
 * The director's reports (spec 1 §7 `/practice-reports` monthly-activity, `/usage-reports`, `/clients/meta-dashboard`):
 * the practice's statistics over a period, the monthly activity report and the usage report, each also as a
 * CSV and a PDF on the practice's letterhead, and the headline figures of the director's home.
 */
export const reportsEndpoints = {
  getPracticeStatistics: endpoint({
    method: 'GET',
    path: '/practice-reports',
    tag,
    access: readers,
    query: statisticsQuery,
    answer: answers.data(practiceStatisticsSchema),
  }),
  getMonthlyActivity: endpoint({
    method: 'GET',
    path: '/practice-reports/monthly-activity',
    tag,
    access: readers,
    query: monthlyActivityQuery,
    answer: answers.data(monthlyActivitySchema),
  }),
  /** The month's report as a CSV file (text/csv): the practice, then each adviser. */
  downloadMonthlyActivityCsv: endpoint({
    method: 'GET',
    path: '/practice-reports/monthly-activity.csv',
    tag,
    access: readers,
    query: monthlyActivityQuery,
    answer: answers.file,
  }),
  /** The month's report as a PDF on the practice's letterhead. */
  downloadMonthlyActivityPdf: endpoint({
    method: 'GET',
    path: '/practice-reports/monthly-activity.pdf',
    tag,
    access: readers,
    query: monthlyActivityQuery,
    answer: answers.file,
  }),
  getUsageReport: endpoint({
    method: 'GET',
    path: '/usage-reports',
    tag,
    access: readers,
    query: statisticsQuery,
    answer: answers.data(usageReportSchema),
  }),
  downloadUsageReportCsv: endpoint({
    method: 'GET',
    path: '/usage-reports.csv',
    tag,
    access: readers,
    query: statisticsQuery,
    answer: answers.file,
  }),
  downloadUsageReportPdf: endpoint({
    method: 'GET',
    path: '/usage-reports.pdf',
    tag,
    access: readers,
    query: statisticsQuery,
    answer: answers.file,
  }),
  /** The headline figures of the director's home: this month so far against last month. */
  getMetaDashboard: endpoint({
    method: 'GET',
    path: '/clients/meta-dashboard',
    tag,
    access: readers,
    answer: answers.data(metaDashboardSchema),
  }),
};
