import type { RouteObject } from 'react-router';

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const clientsRoutes: RouteObject[] = [
  { path: 'clients', lazy: async () => ({ Component: (await import('./clients-page.tsx')).ClientsPage }) },
  { path: 'clients/new', lazy: async () => ({ Component: (await import('./new-client-page.tsx')).NewClientPage }) },
  { path: 'clients/new-prospect', lazy: async () => ({ Component: (await import('./new-prospect-page.tsx')).NewProspectPage }) },
  { path: 'clients/invitations', lazy: async () => ({ Component: (await import('./invitations-page.tsx')).InvitationsPage }) },
  { path: 'clients/awaiting', lazy: async () => ({ Component: (await import('./awaiting-page.tsx')).AwaitingPage }) },
  { path: 'clients/bulk', lazy: async () => ({ Component: (await import('./bulk-page.tsx')).BulkPage }) },
];
