import type { RouteObject } from 'react-router';

const feed = () => import('./activity-feed-page.tsx');
const reports = () => import('./interaction-reports-pages.tsx');

/**
 * This area's pages inside the signed-in shell, all staff's and under a client: the activity feed (behind
 * the clientActivityFeed feature), one feature's interaction report and the summary. The client's page links here.
 */
export const activityRoutes: RouteObject[] = [
  { path: 'clients/:clientId/activity-feed', lazy: async () => ({ Component: (await feed()).ClientActivityFeedRoute }) },
  {
    path: 'clients/:clientId/messages/interaction-reports',
    lazy: async () => ({ Component: (await reports()).InteractionReportRoute }),
  },
  {
    path: 'clients/:clientId/summary-interaction-reports',
    lazy: async () => ({ Component: (await reports()).SummaryInteractionReportRoute }),
  },
];
