import type { RouteObject } from 'react-router';

const clientPages = () => import('./client-pages.tsx');

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const clientAccountRoutes: RouteObject[] = [
  { path: 'clients/:clientId', lazy: async () => ({ Component: (await clientPages()).ClientDetailPage }) },
  { path: 'clients/:clientId/account-settings', lazy: async () => ({ Component: (await clientPages()).ClientAccountSettingsPage }) },
  {
    path: 'clients/:clientId/manage-additional-adviser',
    lazy: async () => ({ Component: (await clientPages()).ManageAdditionalAdviserPage }),
  },
  { path: 'clients/:clientId/audit-trail', lazy: async () => ({ Component: (await clientPages()).ClientAuditTrailPage }) },
  { path: 'my-adviser', lazy: async () => ({ Component: (await import('./my-adviser-page.tsx')).MyAdviserPage }) },
];
