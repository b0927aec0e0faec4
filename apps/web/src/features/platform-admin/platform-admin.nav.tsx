import { type CurrentUser, isPlatformRole, type PublicPractice } from '@advice/domain';
import { ActivityIcon, ShieldIcon, UserIcon } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';

/** 'Practices' and 'People' for super and support admins; 'Audit trail' (the practice's) for its director. */
export function platformAdminNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  if (isPlatformRole(user.role))
    return [
      { key: 'platform-practices', label: 'platformAdmin.nav.practices', to: '/super_administrator/practices', icon: ShieldIcon },
      { key: 'platform-people', label: 'platformAdmin.nav.people', to: '/super_administrator/users', icon: UserIcon },
    ];
  if (user.role === 'director')
    return [{ key: 'practice-audit-trail', label: 'platformAdmin.nav.auditTrail', to: '/practice-audit-trail', icon: ActivityIcon }];
  return [];
}
