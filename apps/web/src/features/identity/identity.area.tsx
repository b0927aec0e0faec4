import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import { IdCardIcon } from '../../ui/icons.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';

const pages = () => import('./identity-pages.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the myIdentification feature (off: the
 * not-found page). The client keeps theirs at /my-identification; staff open a client's under the client.
 */
export const identityRoutes: RouteObject[] = [
  { path: 'my-identification', lazy: async () => ({ Component: (await pages()).OwnIdentificationRoute }) },
  { path: 'clients/:clientId/identification', lazy: async () => ({ Component: (await pages()).ClientIdentificationRoute }) },
];

/** 'My Identification' for a client while the practice has the feature on; staff reach a client's from the client's page. */
export function identityNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isFeatureEnabled(practice, 'myIdentification')) return [];
  return [{ key: 'my-identification', label: 'identity.nav', to: '/my-identification', icon: IdCardIcon }];
}
