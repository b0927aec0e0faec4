import type { CurrentUser, PublicPractice } from '@advice/domain';
import { IdCardIcon } from '../../ui/icons.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';

/** 'My Identification' for a client while the practice has the feature on; staff reach a client's from the client's page. */
export function identityNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isFeatureEnabled(practice, 'myIdentification')) return [];
  return [{ key: 'my-identification', label: 'identity.nav', to: '/my-identification', icon: IdCardIcon }];
}
