import type { Notification } from '@advice/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { BellIcon } from '../../ui/icons.tsx';
import { useDisclosure } from '../../ui/use-disclosure.ts';
import { useLatestNotifications, useNotificationActions, useUnreadCount } from './notifications.api.ts';
import './notifications.css';

/** The bell in the top bar: the unread count, live, and the newest notifications in a panel. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const hasUnread = unread !== null && unread > 0;
  const { isOpen, toggle, setIsOpen, rootRef, buttonRef } = useDisclosure();
  const panelId = useId();
  const headingId = useId();
  const list = useLatestNotifications(isOpen, unread);
  const actions = useNotificationActions();
  const navigate = useNavigate();

  const open = (notification: Notification) => {
    if (!notification.seen) void actions.markSeen.run(notification.id);
    setIsOpen(false);
    if (notification.link) void navigate(notification.link);
  };

  const items = list.data ?? [];
  return (
    <div className="notifications-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="notifications-menu__button ui-icon-button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        <BellIcon />
        {/* Until the count arrives the bell is only "Notifications": "none unread" would be a guess. */}
        <span className="visually-hidden">{unread === null ? t('notifications.title') : t('notifications.button', { count: unread })}</span>
        {hasUnread && (
          <span className="notifications-menu__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <section id={panelId} className="notifications-menu__panel" hidden={!isOpen} aria-labelledby={headingId}>
        <header className="notifications-menu__header">
          <h2 id={headingId}>{t('notifications.title')}</h2>
          {hasUnread && (
            <button type="button" className="notifications-menu__link" onClick={() => void actions.markAllSeen.run()}>
              {t('notifications.markAllSeen')}
            </button>
          )}
        </header>
        {list.isPending && isOpen && <p className="notifications-menu__empty">{t('common.loading')}</p>}
        {list.isSuccess && items.length === 0 && <p className="notifications-menu__empty">{t('notifications.empty')}</p>}
        {items.length > 0 && (
          <ul className="notifications-menu__list">
            {items.map((n) => (
              <li key={n.id} className={n.seen ? 'notifications-menu__item' : 'notifications-menu__item notifications-menu__item--unread'}>
                <button type="button" className="notifications-menu__open" onClick={() => open(n)}>
                  <strong>{n.title}</strong>
                  {!n.seen && <span className="visually-hidden">{t('notifications.unread')}</span>}
                  <span>{n.body}</span>
                  <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
                </button>
                <button type="button" className="notifications-menu__link" onClick={() => void actions.archive.run(n.id)}>
                  {t('notifications.archive')}
                  <span className="visually-hidden">{`: ${n.title}`}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
