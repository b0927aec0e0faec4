import type { RouteObject } from 'react-router';

const formPage = () => import('./support-form-page.tsx');

/** This area's page inside the signed-in shell: the technical support form (spec 1 §2), for every role of a practice. */
export const supportRoutes: RouteObject[] = [
  { path: 'technical-support-form', lazy: async () => ({ Component: (await formPage()).SupportFormRoute }) },
];
