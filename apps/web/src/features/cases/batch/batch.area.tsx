import type { RouteObject } from 'react-router';

const pages = () => import('./batch-packs-page.tsx');

/** Batch creation of packs for many clients, inside the signed-in shell; the pages load lazily. */
export const batchRoutes: RouteObject[] = [
  { path: 'clients/new-document-packs', lazy: async () => ({ Component: (await pages()).NewDocumentPacksPage }) },
  { path: 'clients/new-recommendation-packs', lazy: async () => ({ Component: (await pages()).NewRecommendationPacksPage }) },
];
