import type { CurrentUser, PublicPractice } from '@advice/domain';
import { CompassIcon } from '../../ui/icons.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';

/** 'Financial strategy' for a client while the practice has the feature on; staff reach a client's from the client's page. */
export function financialStrategyNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isFeatureEnabled(practice, 'financialStrategy')) return [];
  return [{ key: 'financial-strategy', label: 'financialStrategy.nav', to: '/financial-strategy', icon: CompassIcon }];
}
