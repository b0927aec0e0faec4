import { type CurrentUser, isStaffRole, type PublicPractice } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { summaryKey, unreadKey, useMessagesSummary, useUnreadMessages } from './messages.api.ts';
import { useReloadOnMessagesEvent } from './messages-live.ts';

/** How many clients the staff panel names; the rest it counts. */
const shownCount = 3;

const isAboutMessages = (event: { type: string }) => event.type !== 'messages.bulk-progress';

/** Client: how many messages from the practice wait unread, leading to the thread. */
function ClientUnreadPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const unread = useUnreadMessages(user.id);
  useReloadOnMessagesEvent(unreadKey, isAboutMessages);
  const total = unread.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <HomePanelCard
      title={t('messages.panel.title')}
      summary={t('messages.panel.client', { count: total })}
      listLabel={t('messages.panel.listLabel')}
      total={1}
      items={[{ key: 'thread', to: '/messages', label: t('messages.panel.open'), meta: t('messages.unreadCount', { count: total }) }]}
    />
  );
}

/** Staff: the clients whose messages wait unread, latest first, each leading to the client's messages. */
function StaffUnreadPanel() {
  const { t } = useTranslation();
  const list = useMessagesSummary({ filter: 'unread', search: '', page: 1 }, shownCount);
  useReloadOnMessagesEvent(summaryKey, isAboutMessages);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('messages.panel.title')}
      summary={t('messages.panel.staff', { count: pagination.total })}
      listLabel={t('messages.panel.listLabel')}
      total={pagination.total}
      items={items.map((row) => ({
        key: row.client.id,
        to: `/clients/${row.client.id}/messages`,
        label: personName(row.client),
        meta: row.last_message
          ? t('messages.panel.item', { count: row.unread_count, time: formatDateTime(row.last_message.created_at) })
          : t('messages.unreadCount', { count: row.unread_count }),
      }))}
    />
  );
}

const isOn = (user: CurrentUser, practice: PublicPractice) => user.practice_id !== null && isFeatureEnabled(practice, 'messages');

/** What waits in this area on the signed-in person's home. */
export const messagesHomePanels: HomePanel[] = [
  {
    key: 'messages-unread-client',
    isShown: (user, practice) => user.role === 'client' && isOn(user, practice),
    Component: ClientUnreadPanel,
  },
  {
    key: 'messages-unread-staff',
    isShown: (user, practice) => isStaffRole(user.role) && isOn(user, practice),
    Component: StaffUnreadPanel,
  },
];
