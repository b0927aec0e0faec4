import type { RouteObject } from 'react-router';

const pages = () => import('./fact-find-pages.tsx');

const own = { lazy: async () => ({ Component: (await pages()).OwnFactFindRoute }) };
const client = { lazy: async () => ({ Component: (await pages()).ClientFactFindRoute }) };
const ofCase = { lazy: async () => ({ Component: (await pages()).CaseFactFindRoute }) };

/**
 * This area's pages inside the signed-in shell; each page loads lazily. One fact find per client, reached
 * from the client's own area, the adviser's client page and a case's fact-find section (spec 1 §2), each
 * with the section's slug after it.
 */
export const factFindRoutes: RouteObject[] = [
  { path: 'fact-find', ...own },
  { path: 'fact-find/:section', ...own },
  { path: 'clients/:clientId/fact-find', ...client },
  { path: 'clients/:clientId/fact-find/:section', ...client },
  { path: 'clients/:clientId/cases/:caseId/fact-find', ...ofCase },
  { path: 'clients/:clientId/cases/:caseId/fact-find/:section', ...ofCase },
  { path: 'client-cases/:caseId/fact-find', ...ofCase },
  { path: 'client-cases/:caseId/fact-find/:section', ...ofCase },
];
