import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../auth/session.ts';
import { unreadKey, useUnreadMessages } from './messages.api.ts';
import { useReloadOnMessagesEvent } from './messages-live.ts';
import './messages-shell.css';

/** The signed-in person's unseen messages beside the Messages link, live; nothing while none wait. */
export function MessagesUnreadBadge() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const unread = useUnreadMessages(user.id);
  useReloadOnMessagesEvent(unreadKey, (event) => event.type !== 'messages.bulk-progress');
  const total = unread.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <span className="messages-badge">
      <span aria-hidden="true">{total > 99 ? '99+' : total}</span>
      <span className="visually-hidden">{t('messages.unreadCount', { count: total })}</span>
    </span>
  );
}
