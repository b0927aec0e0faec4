import type { RouteObject } from 'react-router';

/** This area's page inside the signed-in shell; it loads lazily. */
export const actionRequiredRoutes: RouteObject[] = [
  { path: 'action-required', lazy: async () => ({ Component: (await import('./action-required-page.tsx')).ActionRequiredRoute }) },
];
