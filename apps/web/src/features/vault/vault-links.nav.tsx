import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { NavItem } from '../shell/nav-items.ts';

/** No sidebar link of its own: the requests are reached from the vault, the home panel and the notifications. */
export function vaultLinksNavItems(_user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return [];
}
