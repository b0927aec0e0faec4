import type { RouteObject } from 'react-router';

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
