import type { RouteObject } from 'react-router';

const listPage = () => import('./verification-list-page.tsx');
const newPage = () => import('./verification-new-page.tsx');
const detailPage = () => import('./verification-detail-page.tsx');
const auditPage = () => import('./verification-audit-page.tsx');

/**
 * This area's pages inside the signed-in shell, each while Singpass or iAM Smart is on (else the not-found page):
 * the client's own at /identity-verifications, and staff's under the client.
 */
export const verificationRoutes: RouteObject[] = [
  { path: 'identity-verifications', lazy: async () => ({ Component: (await listPage()).OwnVerificationsRoute }) },
  { path: 'identity-verifications/audit-trail', lazy: async () => ({ Component: (await auditPage()).OwnVerificationAuditTrailRoute }) },
  { path: 'identity-verifications/:verificationId', lazy: async () => ({ Component: (await detailPage()).OwnVerificationRoute }) },
  { path: 'clients/:clientId/identity-verifications', lazy: async () => ({ Component: (await listPage()).ClientVerificationsRoute }) },
  { path: 'clients/:clientId/identity-verifications/new', lazy: async () => ({ Component: (await newPage()).NewVerificationRoute }) },
  {
    path: 'clients/:clientId/identity-verifications/audit-trail',
    lazy: async () => ({ Component: (await auditPage()).VerificationAuditTrailRoute }),
  },
  {
    path: 'clients/:clientId/identity-verifications/:verificationId',
    lazy: async () => ({ Component: (await detailPage()).VerificationRoute }),
  },
];
