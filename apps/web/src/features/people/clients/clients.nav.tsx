import { allows, type CurrentUser, type PublicPractice } from '@advice/domain';
import { UserIcon } from '../../../ui/icons.tsx';
import type { NavItem } from '../../shell/nav-items.ts';

/** This area's sidebar links for the signed-in user: 'Clients' for staff who may see the list. */
export function clientsNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  if (!allows(user, 'clients.export')) return [];
  return [{ key: 'clients', label: 'clients.nav', to: '/clients', icon: UserIcon }];
}
