import type { RouteObject } from 'react-router';

const pages = () => import('./messages-pages.tsx');
const summary = () => import('./messages-summary-page.tsx');
const bulk = () => import('./message-multiple-clients-page.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the messages feature (off: the not-found page).
 * Clients keep their thread at /messages; staff read a client's under the client, and all of theirs in the summary.
 */
export const messagesRoutes: RouteObject[] = [
  { path: 'messages', lazy: async () => ({ Component: (await pages()).OwnMessagesRoute }) },
  { path: 'clients/:clientId/messages', lazy: async () => ({ Component: (await pages()).ClientMessagesRoute }) },
  { path: 'messages-summary', lazy: async () => ({ Component: (await summary()).MessagesSummaryRoute }) },
  {
    path: 'messages-summary/message-multiple-clients',
    lazy: async () => ({ Component: (await bulk()).MessageMultipleClientsRoute }),
  },
];
