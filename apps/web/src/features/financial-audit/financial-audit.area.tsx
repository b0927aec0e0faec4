import type { RouteObject } from 'react-router';

const check = { lazy: async () => ({ Component: (await import('./financial-audit-pages.tsx')).TaxHealthCheckRoute }) };

/**
 * This area's pages inside the signed-in shell; each page loads lazily. A case's tax health check (its Online
 * Advice Request's financial-audit section, spec 1 §2) under client-cases and under the client, each with
 * the step after it: intro, partner, a question (`taxable-income`) or summary.
 */
export const taxHealthCheckRoutes: RouteObject[] = [
  { path: 'client-cases/:caseId/financial-audit', ...check },
  { path: 'client-cases/:caseId/financial-audit/:step', ...check },
  { path: 'clients/:clientId/cases/:caseId/financial-audit', ...check },
  { path: 'clients/:clientId/cases/:caseId/financial-audit/:step', ...check },
];
