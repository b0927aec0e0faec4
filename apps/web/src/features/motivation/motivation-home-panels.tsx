import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useUnseenCommentNotices } from './motivation.api.ts';

/** How many of the new comments the panel names; the rest it counts. */
const shownCount = 3;

/**
 * New comments from the other side that the person has not read: the client's from their staff, staff's
 * from their clients. Read from the bell's unseen notices of new comments, which an item's page marks read.
 */
function NewCommentsPanel() {
  const { t } = useTranslation();
  const notices = useUnseenCommentNotices(true);
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  return (
    <HomePanelCard
      title={t('motivation.home.title')}
      summary={t('motivation.home.count', { count: list.length })}
      listLabel={t('motivation.home.listLabel')}
      total={list.length}
      items={list.slice(0, shownCount).map((notice) => ({
        key: notice.id,
        to: notice.link ?? '/',
        label: notice.body,
        meta: formatDateTime(notice.created_at),
      }))}
    />
  );
}

/** The motivation centre's panel of every home of a practice whose centre is on. */
export const motivationHomePanels: HomePanel[] = [
  {
    key: 'motivation-new-comments',
    isShown: (user, practice) => user.practice_id !== null && isFeatureEnabled(practice, 'motivationCentre'),
    Component: NewCommentsPanel,
  },
];
