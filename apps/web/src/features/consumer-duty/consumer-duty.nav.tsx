import { type CurrentUser, canReadPracticeConsumerDuty } from '@advice/domain';
import { Icon, type IconProps } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';

/** A ticked shield: the evidence a firm keeps. */
export const ConsumerDutyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);

/** 'Consumer Duty' for the practice's director and its prime admins. */
export function consumerDutyNavItems(user: CurrentUser): NavItem[] {
  if (user.practice_id === null || !canReadPracticeConsumerDuty({ role: user.role, adminLevel: user.admin_level })) return [];
  return [{ key: 'consumerDuty', label: 'consumerDuty.nav', to: '/consumer-duty', icon: ConsumerDutyIcon }];
}
