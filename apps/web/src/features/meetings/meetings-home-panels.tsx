import { isStaffRole, type MeetingRoom } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useMeetingRoomsWithSummaryToShare, useUpcomingMeetingRooms } from './meetings.api.ts';
import { roomPathFor } from './room-parts.tsx';

/** How many rooms a panel names; the rest it counts. */
const shownCount = 3;

const whenOf = (room: MeetingRoom) => `${formatDate(room.start_at)}, ${formatTime(room.start_at)}`;

/** The rooms still to come, soonest first: staff see their clients' next seven days, a client their next meetings. */
function UpcomingPanel({ isClient }: { isClient: boolean }) {
  const { t } = useTranslation();
  const list = useUpcomingMeetingRooms(shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  const panel = isClient ? 'home.panels.nextMeeting' : 'home.panels.upcomingMeetings';
  return (
    <HomePanelCard
      title={t(`${panel}.title`)}
      summary={t(`${panel}.count`, { count: pagination.total })}
      listLabel={t(`${panel}.listLabel`)}
      total={pagination.total}
      all={{ to: isClient ? '/meetings' : '/client-meeting-rooms', label: t(isClient ? 'meetings.ownTitle' : 'meetings.allTitle') }}
      items={items.map((room) => ({
        key: room.id,
        to: roomPathFor(room, isClient),
        label: isClient ? room.name : `${personName(room.client)}: ${room.name}`,
        meta: whenOf(room),
      }))}
    />
  );
}

/** Completed meetings whose written summary waits for the staff member to check, edit and share with the client. */
function SummariesToSharePanel() {
  const { t } = useTranslation();
  const list = useMeetingRoomsWithSummaryToShare(shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.summariesToShare.title')}
      summary={t('home.panels.summariesToShare.count', { count: pagination.total })}
      listLabel={t('home.panels.summariesToShare.listLabel')}
      total={pagination.total}
      all={{ to: '/client-meeting-rooms', label: t('meetings.allTitle') }}
      items={items.map((room) => ({
        key: room.id,
        to: `${roomPathFor(room, false)}#meeting-summary`,
        label: `${personName(room.client)}: ${room.name}`,
        meta: whenOf(room),
      }))}
    />
  );
}

/** What waits in this area on the signed-in person's home. */
export const meetingsHomePanels: HomePanel[] = [
  {
    key: 'next-meeting',
    isShown: (user, practice) => user.role === 'client' && isFeatureEnabled(practice, 'adviceRoom'),
    Component: () => <UpcomingPanel isClient />,
  },
  {
    key: 'upcoming-meetings',
    isShown: (user, practice) => user.practice_id !== null && isStaffRole(user.role) && isFeatureEnabled(practice, 'adviceRoom'),
    Component: () => <UpcomingPanel isClient={false} />,
  },
  {
    key: 'summaries-to-share',
    isShown: (user, practice) => user.practice_id !== null && isStaffRole(user.role) && isFeatureEnabled(practice, 'adviceRoom'),
    Component: SummariesToSharePanel,
  },
];
