import type { RouteObject } from 'react-router';

const listPage = () => import('./vault-list-page.tsx');
const itemPage = () => import('./vault-item-page.tsx');
const formPages = () => import('./vault-form-pages.tsx');
const auditPages = () => import('./vault-audit-pages.tsx');
const staffPages = () => import('./vault-staff-pages.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the documentVault feature (off: the not-found
 * page). The client keeps their vault at /vault; staff read what a client shares under the client.
 */
export const vaultRoutes: RouteObject[] = [
  { path: 'vault', lazy: async () => ({ Component: (await listPage()).VaultRoute }) },
  { path: 'vault/new', lazy: async () => ({ Component: (await formPages()).NewDocumentRoute }) },
  { path: 'vault/new-folder', lazy: async () => ({ Component: (await formPages()).NewFolderRoute }) },
  { path: 'vault/audit-trail', lazy: async () => ({ Component: (await auditPages()).OwnVaultAuditTrailRoute }) },
  { path: 'vault/:itemId', lazy: async () => ({ Component: (await itemPage()).VaultItemRoute }) },
  { path: 'vault/:itemId/edit', lazy: async () => ({ Component: (await formPages()).EditItemRoute }) },
  { path: 'clients/:clientId/vault', lazy: async () => ({ Component: (await staffPages()).ClientVaultRoute }) },
  { path: 'clients/:clientId/vault/audit-trail', lazy: async () => ({ Component: (await auditPages()).ClientVaultAuditTrailRoute }) },
  { path: 'clients/:clientId/vault/:itemId', lazy: async () => ({ Component: (await staffPages()).ClientVaultItemRoute }) },
];
