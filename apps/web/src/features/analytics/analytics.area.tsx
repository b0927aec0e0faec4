import type { RouteObject } from 'react-router';

/** The director's visitor figures, reached from the statistics page. */
export const analyticsRoutes: RouteObject[] = [
  { path: 'practice-statistics/visitors', lazy: async () => ({ Component: (await import('./visitors-page.tsx')).VisitorsRoute }) },
];
