import type { RouteObject } from 'react-router';

const pages = () => import('./identity-pages.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the myIdentification feature (off: the
 * not-found page). The client keeps theirs at /my-identification; staff open a client's under the client.
 */
export const identityRoutes: RouteObject[] = [
  { path: 'my-identification', lazy: async () => ({ Component: (await pages()).OwnIdentificationRoute }) },
  { path: 'clients/:clientId/identification', lazy: async () => ({ Component: (await pages()).ClientIdentificationRoute }) },
];
