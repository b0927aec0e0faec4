import type { CurrentUser, PublicPractice } from '@advice/domain';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';
import { EstateSummaryIcon } from './estate-summary-icon.tsx';

/** 'Estate summary' for a client, while the practice has the feature on; staff reach a client's from the client's page. */
export function estateSummaryNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isFeatureEnabled(practice, 'estateSummary')) return [];
  return [{ key: 'estate-summary', label: 'estateSummary.nav', to: '/estate-summary', icon: EstateSummaryIcon }];
}
