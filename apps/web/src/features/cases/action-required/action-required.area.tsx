import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import { BellIcon } from '../../../ui/icons.tsx';
import type { NavItem } from '../../shell/nav-items.ts';

/** This area's page inside the signed-in shell; it loads lazily. */
export const actionRequiredRoutes: RouteObject[] = [
  { path: 'action-required', lazy: async () => ({ Component: (await import('./action-required-page.tsx')).ActionRequiredRoute }) },
];

/** 'Action required' for clients: what their adviser waits on them for. */
export function actionRequiredNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return user.role === 'client' ? [{ key: 'action-required', label: 'actionRequired.nav', to: '/action-required', icon: BellIcon }] : [];
}
