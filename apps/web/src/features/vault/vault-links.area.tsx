import type { RouteObject } from 'react-router';

const requestPages = () => import('./document-requests-pages.tsx');

/**
 * This area's pages inside the signed-in shell, behind the documentVault feature: the client's document
 * requests, and a client's for staff. A document's share links are a panel its page places (VaultShareLinks).
 */
export const vaultLinksRoutes: RouteObject[] = [
  { path: 'vault/requests', lazy: async () => ({ Component: (await requestPages()).OwnDocumentRequestsRoute }) },
  { path: 'clients/:clientId/vault/requests', lazy: async () => ({ Component: (await requestPages()).ClientDocumentRequestsRoute }) },
];

/**
 * This area's public page: a share link someone outside the portal opens, signed in or not, on the practice's
 * site, outside the signed-in shell (the router places it beside the other public pages).
 */
export const vaultLinksPublicRoutes: RouteObject[] = [
  {
    path: 'shared-document/:token',
    lazy: async () => ({ Component: (await import('./vault-links-public-page.tsx')).SharedDocumentPage }),
  },
];
