import type { RouteObject } from 'react-router';

const clientPages = () => import('./client-pages.tsx');
const listPage = () => import('./staff-list-page.tsx');
const strategyPage = () => import('./staff-strategy-page.tsx');
const auditPage = () => import('./staff-audit-page.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the financialStrategy feature (off: the
 * not-found page). The client reads what was shared with them at /financial-strategy; staff keep a
 * client's strategies under the client.
 */
export const financialStrategyRoutes: RouteObject[] = [
  { path: 'financial-strategy', lazy: async () => ({ Component: (await clientPages()).OwnStrategiesRoute }) },
  { path: 'financial-strategy/:strategyId', lazy: async () => ({ Component: (await clientPages()).OwnStrategyRoute }) },
  { path: 'clients/:clientId/financial-strategy', lazy: async () => ({ Component: (await listPage()).ClientStrategiesRoute }) },
  { path: 'clients/:clientId/financial-strategy/new', lazy: async () => ({ Component: (await strategyPage()).NewStrategyRoute }) },
  {
    path: 'clients/:clientId/financial-strategy/audit-trail',
    lazy: async () => ({ Component: (await auditPage()).StrategyAuditTrailRoute }),
  },
  { path: 'clients/:clientId/financial-strategy/:strategyId', lazy: async () => ({ Component: (await strategyPage()).StrategyRoute }) },
];
