import { type CurrentUser, isStaffRole, type PublicPractice } from '@advice/domain';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';
import { BlogIcon } from './blog-icon.tsx';

/** 'Blog' for the practice's clients and staff, while the practice has the feature on. */
export function blogNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  const isReader = user.role === 'client' || isStaffRole(user.role);
  if (!isReader || user.practice_id === null || !isFeatureEnabled(practice, 'blog')) return [];
  return [{ key: 'blog', label: 'blog.nav', to: '/blog', icon: BlogIcon }];
}
