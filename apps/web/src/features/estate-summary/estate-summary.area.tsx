import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../shell/nav-items.ts';

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const estateSummaryRoutes: RouteObject[] = [];

/** This area's sidebar links for the signed-in user. */
export function estateSummaryNavItems(_user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return [];
}
