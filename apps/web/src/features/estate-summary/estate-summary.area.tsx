import type { RouteObject } from 'react-router';

const pages = () => import('./estate-summary-pages.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the estateSummary feature (off: the not-found
 * page). Clients keep theirs at /estate-summary; staff open a client's under the client.
 */
export const estateSummaryRoutes: RouteObject[] = [
  { path: 'estate-summary', lazy: async () => ({ Component: (await pages()).OwnEstateSummaryRoute }) },
  { path: 'estate-summary/audit-trail', lazy: async () => ({ Component: (await pages()).OwnEstateSummaryAuditTrailRoute }) },
  { path: 'clients/:clientId/estate-summary', lazy: async () => ({ Component: (await pages()).ClientEstateSummaryRoute }) },
  {
    path: 'clients/:clientId/estate-summary/audit-trail',
    lazy: async () => ({ Component: (await pages()).ClientEstateSummaryAuditTrailRoute }),
  },
];
