import type { RouteObject } from 'react-router';

const practices = () => import('./practices-page.tsx');
const practice = () => import('./practice-page.tsx');

/**
 * The platform's own administration inside the signed-in shell, in the super_administrator area that super and
 * support admins share (spec 1 §2); and the practice's audit trail, its director's.
 */
export const platformAdminRoutes: RouteObject[] = [
  { path: 'super_administrator/practices', lazy: async () => ({ Component: (await practices()).PracticesRoute }) },
  { path: 'super_administrator/practices/new', lazy: async () => ({ Component: (await practices()).NewPracticeRoute }) },
  { path: 'super_administrator/practices/:practiceId', lazy: async () => ({ Component: (await practice()).PracticeRoute }) },
  { path: 'super_administrator/users', lazy: async () => ({ Component: (await import('./users-page.tsx')).PlatformUsersRoute }) },
  {
    path: 'super_administrator/feature-helps',
    lazy: async () => ({ Component: (await import('../help/feature-helps-page.tsx')).FeatureHelpsRoute }),
  },
  {
    path: 'super_administrator/audit-trail',
    lazy: async () => ({ Component: (await import('./platform-audit-trail-page.tsx')).PlatformAuditTrailRoute }),
  },
  {
    path: 'practice-audit-trail',
    lazy: async () => ({ Component: (await import('./practice-audit-trail-page.tsx')).PracticeAuditTrailRoute }),
  },
];
