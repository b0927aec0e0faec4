import { type CurrentUser, type Role, reportReaderRoles } from '@advice/domain';
import { Icon, type IconProps } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';

/** Bars of a chart: the reports. */
export const ReportsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h16" />
    <path d="M7 16v-5M12 16V6M17 16v-8" />
  </Icon>
);

/** 'Statistics' for the practice's director. */
export function reportsNavItems(user: CurrentUser): NavItem[] {
  if (user.practice_id === null || !(reportReaderRoles as readonly Role[]).includes(user.role)) return [];
  return [{ key: 'reports', label: 'reports.nav', to: '/practice-statistics', icon: ReportsIcon }];
}
