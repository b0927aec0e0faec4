/**
 * The calls pages start with, by method, path and answer kind only; the server asks for some of them in index.html
 * (index-page.ts). Their contracts spread these, so the method and path are written once; the web app's first paint
 * calls them through these, so it needs none of the contract's schemas (zod and every area's shapes arrive with the
 * pages that use them).
 */
export const bootCalls = {
  getPractice: { method: 'GET', path: '/practice', answer: { kind: 'data' } },
  getCurrentUser: { method: 'GET', path: '/users/me', answer: { kind: 'data' } },
  getPublicSite: { method: 'GET', path: '/landing-pages', answer: { kind: 'data' } },
  listMaintenanceNotices: { method: 'GET', path: '/maintenances/notices', answer: { kind: 'data' } },
  getClientDashboard: { method: 'GET', path: '/client-dashboard', answer: { kind: 'data' } },
} as const;
