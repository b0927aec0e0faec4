import type { CurrentUser, PublicPractice } from '@advice/domain';
import { StarIcon } from '../../ui/icons.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';

/** 'Motivation centre' for a client, while the practice has the feature on; staff reach a client's from the client's page. */
export function motivationNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.role !== 'client' || !isFeatureEnabled(practice, 'motivationCentre')) return [];
  return [{ key: 'motivation-centre', label: 'motivation.nav', to: '/motivation-centre', icon: StarIcon }];
}
