import type { CurrentUser, PublicPractice } from '@advice/domain';
import { CasesIcon } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';

/** This area's sidebar link: a client's recommendations and requests, or every case for staff of a practice. */
export function casesNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  if (!user.practice_id) return [];
  const label = user.role === 'client' ? 'cases.nav.client' : 'cases.nav.staff';
  return [{ key: 'cases', label, to: '/client-cases', icon: CasesIcon }];
}
