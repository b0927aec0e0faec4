import type { RouteObject } from 'react-router';

const pages = () => import('./financial-planning-pages.tsx');
const healthCheck = { lazy: async () => ({ Component: (await pages()).HealthCheckRoute }) };
const goals = { lazy: async () => ({ Component: (await pages()).GoalsRoute }) };

/**
 * This area's pages inside the signed-in shell; each page loads lazily. The health check and the goals are
 * sub-pages of a case (spec 1 §2), reached from client-cases/{caseId} and from clients/{clientId}/cases/{caseId}.
 */
export const financialPlanningRoutes: RouteObject[] = [
  { path: 'client-cases/:caseId/financial-planning-health-check', ...healthCheck },
  { path: 'clients/:clientId/cases/:caseId/financial-planning-health-check', ...healthCheck },
  { path: 'client-cases/:caseId/financial-planning-goals', ...goals },
  { path: 'clients/:clientId/cases/:caseId/financial-planning-goals', ...goals },
];
