import type { CurrentUser, PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import { ShieldIcon, UserIcon } from '../../../ui/icons.tsx';
import type { NavItem } from '../../shell/nav-items.ts';

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const staffRoutes: RouteObject[] = [
  { path: 'advisers', lazy: async () => ({ Component: (await import('./advisers-page.tsx')).AdvisersPage }) },
  { path: 'advisers/new', lazy: async () => ({ Component: (await import('./adviser-new-page.tsx')).AdviserNewPage }) },
  { path: 'advisers/:id', lazy: async () => ({ Component: (await import('./adviser-page.tsx')).AdviserPage }) },
  { path: 'advisers/:id/edit', lazy: async () => ({ Component: (await import('./adviser-page.tsx')).AdviserPage }) },
  { path: 'advisers/:id/support', lazy: async () => ({ Component: (await import('./adviser-support-page.tsx')).AdviserSupportPage }) },
  { path: 'practice-admins', lazy: async () => ({ Component: (await import('./admins-page.tsx')).AdminsPage }) },
  { path: 'practice-admins/new', lazy: async () => ({ Component: (await import('./admin-new-page.tsx')).AdminNewPage }) },
  { path: 'practice-admins/:id', lazy: async () => ({ Component: (await import('./admin-page.tsx')).AdminPage }) },
  { path: 'practice-admins/:id/edit', lazy: async () => ({ Component: (await import('./admin-page.tsx')).AdminPage }) },
  { path: 'practice-admins/:id/team', lazy: async () => ({ Component: (await import('./admin-team-page.tsx')).AdminTeamPage }) },
];

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
