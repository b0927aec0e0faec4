import type { CurrentUser, PublicPractice } from '@advice/domain';
import { UserIcon } from '../../../ui/icons.tsx';
import type { NavItem } from '../../shell/nav-items.ts';

/** This area's sidebar links for the signed-in user. */
export function clientAccountNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  return user.role === 'client' ? [{ key: 'my-adviser', label: 'client.nav.myAdviser', to: '/my-adviser', icon: UserIcon }] : [];
}
