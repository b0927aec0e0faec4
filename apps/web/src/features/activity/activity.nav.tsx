import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { NavItem } from '../shell/nav-items.ts';

/** No sidebar links: each page belongs to one client, reached from the client's page. */
export function activityNavItems(_user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return [];
}
