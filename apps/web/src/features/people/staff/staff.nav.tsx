import type { CurrentUser, PublicPractice } from '@advice/domain';
import { ShieldIcon, UserIcon } from '../../../ui/icons.tsx';
import type { NavItem } from '../../shell/nav-items.ts';

const staffRolesSeeingLists = new Set(['director', 'adviser', 'admin']);

/** This area's sidebar links: the staff lists for every staff role, plus 'My support' or 'My team'. */
export function staffNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  if (!staffRolesSeeingLists.has(user.role)) return [];
  const items: NavItem[] = [];
  if (user.role === 'adviser')
    items.push({ key: 'my-support', label: 'staff.nav.mySupport', to: `/advisers/${user.id}/support`, icon: ShieldIcon });
  if (user.role === 'admin')
    items.push({ key: 'my-team', label: 'staff.nav.myTeam', to: `/practice-admins/${user.id}/team`, icon: ShieldIcon });
  // With 'My support' or 'My team' under the same path, the list links light up only on the lists themselves.
  const isEnd = user.role !== 'director';
  items.push(
    { key: 'advisers', label: 'staff.nav.advisers', to: '/advisers', icon: UserIcon, isEnd },
    { key: 'practice-admins', label: 'staff.nav.admins', to: '/practice-admins', icon: UserIcon, isEnd },
  );
  return items;
}
