import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';
import { EstateSummaryIcon } from './estate-summary-icon.tsx';

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

/** 'Estate summary' for a client, while the practice has the feature on; staff reach a client's from the client's page. */
export function estateSummaryNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isFeatureEnabled(practice, 'estateSummary')) return [];
  return [{ key: 'estate-summary', label: 'estateSummary.nav', to: '/estate-summary', icon: EstateSummaryIcon }];
}
