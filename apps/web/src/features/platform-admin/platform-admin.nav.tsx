import { type CurrentUser, isPlatformRole, type PublicPractice } from '@advice/domain';
import { ActivityIcon, InfoIcon, ShieldIcon, UserIcon } from '../../ui/icons.tsx';
import type { NavItem } from '../shell/nav-items.ts';

/**
 * 'Practices', 'People', 'Feature helps' and the platform's 'Audit trail' for super and support admins; the practice's
 * for its director.
 */
export function platformAdminNavItems(user: CurrentUser, _practice: PublicPractice): NavItem[] {
  if (isPlatformRole(user.role))
    return [
      { key: 'platform-practices', label: 'platformAdmin.nav.practices', to: '/super_administrator/practices', icon: ShieldIcon },
      { key: 'platform-people', label: 'platformAdmin.nav.people', to: '/super_administrator/users', icon: UserIcon },
      { key: 'platform-feature-helps', label: 'help.pageTitle', to: '/super_administrator/feature-helps', icon: InfoIcon },
      {
        key: 'platform-audit-trail',
        label: 'platformAdmin.nav.platformAuditTrail',
        to: '/super_administrator/audit-trail',
        icon: ActivityIcon,
      },
    ];
  if (user.role === 'director')
    return [{ key: 'practice-audit-trail', label: 'platformAdmin.nav.auditTrail', to: '/practice-audit-trail', icon: ActivityIcon }];
  return [];
}
