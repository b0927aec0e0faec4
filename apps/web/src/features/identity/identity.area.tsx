import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../shell/nav-items.ts';

/** This area's pages inside the signed-in shell. */
export const identityRoutes: RouteObject[] = [];

/** This area's sidebar links. */
export function identityNavItems(_user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return [];
}
