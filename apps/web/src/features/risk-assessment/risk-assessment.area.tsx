import type { RouteObject } from 'react-router';

const page = { lazy: async () => ({ Component: (await import('./risk-assessment-page.tsx')).RiskAssessmentRoute }) };

/**
 * This area's pages inside the signed-in shell; each page loads lazily. The risk assessment is a section of
 * an Online Advice Request, reached from the case for the client and for their staff (spec 1 §2).
 */
export const riskToleranceRoutes: RouteObject[] = [
  { path: 'client-cases/:caseId/risk-assessment', ...page },
  { path: 'clients/:clientId/cases/:caseId/risk-assessment', ...page },
];
