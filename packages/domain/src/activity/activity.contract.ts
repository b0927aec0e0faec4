import { answers, endpoint } from '../api/endpoint.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam } from '../shared/fields.ts';
import { interactionReportQuery, interactionReportSchema, reportPeriodQuery, summaryReportSchema } from './activity.reports.ts';
import { activityFeedQuery, activityItemSchema } from './activity.ts';

// The area's rules, schemas and texts, reached through the package's index with its contract.
export * from './activity.reports.ts';
export * from './activity.ts';

const tag = 'activity';
const reporters = { roles: clientRolesFor('interactionReports.view') } as const;

/**
 * A client's activity feed and interaction reports, read from the audit events (spec 1 §7). The reports
 * have no flag of their own: each feature's figures show only while that feature's flag is on.
 */
export const activityEndpoints = {
  listActivityFeed: endpoint({
    method: 'GET',
    path: '/clients/:id/activity-feed',
    tag,
    feature: 'clientActivityFeed',
    access: { roles: clientRolesFor('activityFeed.view') },
    params: idParam,
    query: activityFeedQuery,
    answer: answers.page(activityItemSchema),
  }),
  getInteractionReport: endpoint({
    method: 'GET',
    path: '/clients/:id/interaction-reports',
    tag,
    access: reporters,
    params: idParam,
    query: interactionReportQuery,
    answer: answers.data(interactionReportSchema),
  }),
  /** The same report as a CSV file (text/csv). */
  downloadInteractionReport: endpoint({
    method: 'GET',
    path: '/clients/:id/interaction-reports.csv',
    tag,
    access: reporters,
    params: idParam,
    query: interactionReportQuery,
    answer: answers.file,
  }),
  getSummaryInteractionReport: endpoint({
    method: 'GET',
    path: '/clients/:id/summary-interaction-reports',
    tag,
    access: reporters,
    params: idParam,
    query: reportPeriodQuery,
    answer: answers.data(summaryReportSchema),
  }),
  /** The same summary as a CSV file (text/csv). */
  downloadSummaryInteractionReport: endpoint({
    method: 'GET',
    path: '/clients/:id/summary-interaction-reports.csv',
    tag,
    access: reporters,
    params: idParam,
    query: reportPeriodQuery,
    answer: answers.file,
  }),
};
