import { answers, endpoint } from '../api/endpoint.ts';
import { analyticsReaderRoles, visitBody, visitReportSchema, visitsQuery } from './analytics.ts';

const tag = 'analytics';

/**
 * Visitor analytics (spec 1 §1): the browser's page-view beacon, answered only where the server runs as
 * production (404 elsewhere), and the director's daily and per-page totals over a period.
 */
export const analyticsEndpoints = {
  /** One page view; anyone may send it, signed in or not, and nothing of who they are is kept. */
  recordVisit: endpoint({
    method: 'POST',
    path: '/visits',
    tag,
    access: { public: true },
    body: visitBody,
    answer: answers.empty,
  }),
  getVisitReport: endpoint({
    method: 'GET',
    path: '/visits',
    tag,
    access: { roles: analyticsReaderRoles },
    query: visitsQuery,
    answer: answers.data(visitReportSchema),
  }),
};
