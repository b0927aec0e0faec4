import type { CurrentUser, PublicPractice } from '@advice/domain';
import { isStaffRole } from '@advice/domain/shared/roles';
import type { RouteObject } from 'react-router';
import { TopUpIcon } from '../../../ui/icons.tsx';
import { isFeatureEnabled } from '../../practice/practice.api.ts';
import type { NavItem } from '../../shell/nav-items.ts';

const pages = () => import('./top-ups-pages.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the topUp feature. Clients read their
 * top-ups at /top-ups/{id}; staff under the client (/clients/{clientId}/top-ups/{id}, the link the
 * server's mails carry).
 */
export const topUpsRoutes: RouteObject[] = [
  { path: 'new-top-up', lazy: async () => ({ Component: (await pages()).NewTopUpRoute }) },
  { path: 'top-ups', lazy: async () => ({ Component: (await pages()).TopUpsRoute }) },
  { path: 'top-ups/:topUpId', lazy: async () => ({ Component: (await pages()).TopUpRoute }) },
  { path: 'top-ups/:topUpId/audit-trail', lazy: async () => ({ Component: (await pages()).TopUpAuditTrailRoute }) },
  { path: 'clients/:clientId/top-ups', lazy: async () => ({ Component: (await pages()).ClientTopUpsRoute }) },
  { path: 'clients/:clientId/top-ups/:topUpId', lazy: async () => ({ Component: (await pages()).TopUpRoute }) },
  { path: 'clients/:clientId/top-ups/:topUpId/audit-trail', lazy: async () => ({ Component: (await pages()).TopUpAuditTrailRoute }) },
];

/** 'Top-ups' for clients and their practice's staff, while the practice has the feature on. */
export function topUpsNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (!isFeatureEnabled(practice, 'topUp')) return [];
  if (user.role !== 'client' && !isStaffRole(user.role)) return [];
  return [{ key: 'top-ups', label: 'topUps.nav', to: '/top-ups', icon: TopUpIcon }];
}
