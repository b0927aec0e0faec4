import { type CurrentUser, isStaffRole, type PublicPractice } from '@advice/domain';
import { MessageIcon } from '../../ui/icons.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';
import { MessagesUnreadBadge } from './messages-unread-badge.tsx';

/** 'Messages' with the unread count, while the practice has messages on: the client's thread, or the staff's summary. */
export function messagesNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (!user.practice_id || !isFeatureEnabled(practice, 'messages')) return [];
  if (user.role === 'client')
    return [{ key: 'messages', label: 'messages.nav', to: '/messages', icon: MessageIcon, Badge: MessagesUnreadBadge }];
  if (isStaffRole(user.role))
    return [{ key: 'messages-summary', label: 'messages.nav', to: '/messages-summary', icon: MessageIcon, Badge: MessagesUnreadBadge }];
  return [];
}
