import { type CurrentUser, isStaffRole, type PublicPractice } from '@advice/domain';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';
import { LibraryIcon } from './library-icon.tsx';

/** 'Library' for clients (what they read) and staff (what they manage) while the practice has it; 'Brochures' for platform admins. */
export function libraryNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (user.practice_id === null)
    return user.role === 'super_admin' || user.role === 'support_admin'
      ? [{ key: 'brochures', label: 'brochures.nav', to: '/super_administrator/brochures', icon: LibraryIcon }]
      : [];
  if (!isFeatureEnabled(practice, 'brochureLibrary')) return [];
  if (user.role === 'client') return [{ key: 'library', label: 'library.nav', to: '/library', icon: LibraryIcon }];
  return isStaffRole(user.role) ? [{ key: 'library', label: 'library.nav', to: '/practice-library-content', icon: LibraryIcon }] : [];
}
