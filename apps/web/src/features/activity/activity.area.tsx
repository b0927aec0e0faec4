import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../shell/nav-items.ts';

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

/** No sidebar links: each page belongs to one client, reached from the client's page. */
export function activityNavItems(_user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return [];
}
