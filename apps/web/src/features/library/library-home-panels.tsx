import { isStaffRole } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useLibraryItems } from './library.api.ts';
import { formatCalendarDate } from './library-content.tsx';

/** How many of the expiring items the panel names; the rest it counts. */
const shownCount = 3;

/** Items whose display-until date falls within two weeks: staff may extend the date or replace the item before clients lose it. */
function ExpiringItemsPanel() {
  const { t } = useTranslation();
  const expiring = useLibraryItems(1, 'expiring');
  const items = expiring.data?.items ?? [];
  if (items.length === 0) return null;
  const total = expiring.data?.pagination.total ?? items.length;
  return (
    <HomePanelCard
      title={t('library.home.title')}
      summary={t('library.home.count', { count: total })}
      listLabel={t('library.home.listLabel')}
      total={total}
      all={{ to: '/practice-library-content', label: t('library.home.all') }}
      items={items.slice(0, shownCount).map((item) => ({
        key: item.id,
        to: `/practice-library-content/${item.id}`,
        label: item.title,
        meta: item.display_until ? t('library.until', { date: formatCalendarDate(item.display_until) }) : '',
      }))}
    />
  );
}

/** The library's panel of a staff member's home, while the practice has the library on. */
export const libraryHomePanels: HomePanel[] = [
  {
    key: 'library-expiring-items',
    isShown: (user, practice) => user.practice_id !== null && isStaffRole(user.role) && isFeatureEnabled(practice, 'brochureLibrary'),
    Component: ExpiringItemsPanel,
  },
];
