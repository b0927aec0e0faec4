import type { CurrentUser, PublicPractice } from '@advice/domain';
import { isStaffRole } from '@advice/domain/shared/roles';
import { TopUpIcon } from '../../../ui/icons.tsx';
import { isFeatureEnabled } from '../../practice/practice.api.ts';
import type { NavItem } from '../../shell/nav-items.ts';

/** 'Top-ups' for clients and their practice's staff, while the practice has the feature on. */
export function topUpsNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (!isFeatureEnabled(practice, 'topUp')) return [];
  if (user.role !== 'client' && !isStaffRole(user.role)) return [];
  return [{ key: 'top-ups', label: 'topUps.nav', to: '/top-ups', icon: TopUpIcon }];
}
