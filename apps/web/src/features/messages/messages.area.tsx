import { type CurrentUser, isStaffRole, type PublicPractice } from '@advice/domain';
import type { RouteObject } from 'react-router';
import { MessageIcon } from '../../ui/icons.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';
import { MessagesUnreadBadge } from './messages-unread-badge.tsx';

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

/** 'Messages' with the unread count, while the practice has messages on: the client's thread, or the staff's summary. */
export function messagesNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (!user.practice_id || !isFeatureEnabled(practice, 'messages')) return [];
  if (user.role === 'client')
    return [{ key: 'messages', label: 'messages.nav', to: '/messages', icon: MessageIcon, Badge: MessagesUnreadBadge }];
  if (isStaffRole(user.role))
    return [{ key: 'messages-summary', label: 'messages.nav', to: '/messages-summary', icon: MessageIcon, Badge: MessagesUnreadBadge }];
  return [];
}
