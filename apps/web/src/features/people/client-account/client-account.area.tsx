import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import { UserIcon } from '../../../ui/icons.tsx';
import type { NavItem } from '../../shell/nav-items.ts';

const clientPages = () => import('./client-pages.tsx');

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const clientAccountRoutes: RouteObject[] = [
  { path: 'clients/:clientId', lazy: async () => ({ Component: (await clientPages()).ClientDetailPage }) },
  { path: 'clients/:clientId/account-settings', lazy: async () => ({ Component: (await clientPages()).ClientAccountSettingsPage }) },
  {
    path: 'clients/:clientId/manage-additional-adviser',
    lazy: async () => ({ Component: (await clientPages()).ManageAdditionalAdviserPage }),
  },
  { path: 'clients/:clientId/audit-trail', lazy: async () => ({ Component: (await clientPages()).ClientAuditTrailPage }) },
  { path: 'my-adviser', lazy: async () => ({ Component: (await import('./my-adviser-page.tsx')).MyAdviserPage }) },
];

/** This area's sidebar links for the signed-in user. */
export function clientAccountNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return user.role === 'client' ? [{ key: 'my-adviser', label: 'client.nav.myAdviser', to: '/my-adviser', icon: UserIcon }] : [];
}
