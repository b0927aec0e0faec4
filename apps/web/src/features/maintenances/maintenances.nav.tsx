import { type CurrentUser, canMaintenances, type PublicPractice } from '@advice/domain';
import { ClockIcon } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';

/** 'Maintenances' for the platform admins who may read them. */
export function maintenancesNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  if (!canMaintenances(user.role, 'maintenances.read')) return [];
  return [{ key: 'maintenances', label: 'maintenances.nav', to: '/super_administrator/maintenances', icon: ClockIcon }];
}
