import type { RouteObject } from 'react-router';

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const documentsRoutes: RouteObject[] = [
  { path: 'documents', lazy: async () => ({ Component: (await import('./documents-page.tsx')).DocumentsPage }) },
  { path: 'documents/:documentId/sign', lazy: async () => ({ Component: (await import('./sign-page.tsx')).SignDocumentPage }) },
  {
    path: 'client-cases/:caseId/documents/:documentId/signing',
    lazy: async () => ({ Component: (await import('./prepare-signing-page.tsx')).PrepareSigningPage }),
  },
];

/** This area's public pages (the verify page): anyone, signed in or not, on the practice's site. */
export const documentsPublicRoutes: RouteObject[] = [
  { path: 'verify-document', lazy: async () => ({ Component: (await import('./verify-page.tsx')).VerifyDocumentPage }) },
  // A signer without an account here (a partner) signs through the link mailed to them.
  { path: 'sign/:token', lazy: async () => ({ Component: (await import('./sign-link-page.tsx')).SignByLinkPage }) },
];
