import type { RouteObject } from 'react-router';

const pages = () => import('./top-ups-pages.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the topUp feature. Clients read their
 * top-ups at /top-ups/{id}; staff under the client (/clients/{clientId}/top-ups/{id}, the link the
 * server's mails carry).
 */
export const topUpsRoutes: RouteObject[] = [
  { path: 'new-top-up', lazy: async () => ({ Component: (await pages()).NewTopUpRoute }) },
  { path: 'top-ups', lazy: async () => ({ Component: (await pages()).TopUpsRoute }) },
  { path: 'top-ups/:topUpId', lazy: async () => ({ Component: (await pages()).TopUpRoute }) },
  { path: 'top-ups/:topUpId/audit-trail', lazy: async () => ({ Component: (await pages()).TopUpAuditTrailRoute }) },
  { path: 'clients/:clientId/top-ups', lazy: async () => ({ Component: (await pages()).ClientTopUpsRoute }) },
  { path: 'clients/:clientId/top-ups/:topUpId', lazy: async () => ({ Component: (await pages()).TopUpRoute }) },
  { path: 'clients/:clientId/top-ups/:topUpId/audit-trail', lazy: async () => ({ Component: (await pages()).TopUpAuditTrailRoute }) },
];
