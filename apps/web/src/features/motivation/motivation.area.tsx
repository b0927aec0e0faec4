import type { RouteObject } from 'react-router';

const pages = () => import('./motivation-pages.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the motivationCentre feature (off: the not-found
 * page). Clients keep theirs at /motivation-centre; staff open a client's under the client.
 */
export const motivationRoutes: RouteObject[] = [
  { path: 'motivation-centre', lazy: async () => ({ Component: (await pages()).OwnMotivationCentreRoute }) },
  { path: 'motivation-centre/new', lazy: async () => ({ Component: (await pages()).OwnNewItemRoute }) },
  { path: 'motivation-centre/edit/:itemId', lazy: async () => ({ Component: (await pages()).OwnEditItemRoute }) },
  { path: 'motivation-centre/:itemId', lazy: async () => ({ Component: (await pages()).OwnItemRoute }) },
  { path: 'clients/:clientId/motivation-centre', lazy: async () => ({ Component: (await pages()).ClientMotivationCentreRoute }) },
  { path: 'clients/:clientId/motivation-centre/new', lazy: async () => ({ Component: (await pages()).ClientNewItemRoute }) },
  { path: 'clients/:clientId/motivation-centre/edit/:itemId', lazy: async () => ({ Component: (await pages()).ClientEditItemRoute }) },
  { path: 'clients/:clientId/motivation-centre/:itemId', lazy: async () => ({ Component: (await pages()).ClientItemRoute }) },
];
