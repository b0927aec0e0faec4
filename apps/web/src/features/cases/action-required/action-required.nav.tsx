import type { CurrentUser, PublicPractice } from '@advice/domain';
import { BellIcon } from '../../../ui/icons.tsx';
import type { NavItem } from '../../shell/nav-items.ts';

/** 'Action required' for clients: what their adviser waits on them for. */
export function actionRequiredNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return user.role === 'client' ? [{ key: 'action-required', label: 'actionRequired.nav', to: '/action-required', icon: BellIcon }] : [];
}
