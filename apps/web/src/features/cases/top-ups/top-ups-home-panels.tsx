import type { CurrentUser, Role } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { HomePanelCard } from '../../home/home-panel-card.tsx';
import type { HomePanel } from '../../home/home-panels.tsx';
import { personName } from '../../people/client-account/client-account.api.ts';
import { isFeatureEnabled } from '../../practice/practice.api.ts';
import { formatTopUpAmount, topUpPath } from './top-ups.api.ts';
import { useTopUpsToComplete } from './top-ups-home.api.ts';

/** How many top-ups the panel names; the rest it counts. */
const shownCount = 3;

/** Staff: the top-ups their clients asked for that are not completed yet, each leading to its page. */
function TopUpsToCompletePanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const list = useTopUpsToComplete(shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.topUps.title')}
      summary={t('home.panels.topUps.count', { count: pagination.total })}
      listLabel={t('home.panels.topUps.listLabel')}
      total={pagination.total}
      all={pagination.total > items.length ? { to: '/top-ups', label: t('home.panels.topUps.all') } : undefined}
      items={items.map((item) => ({
        key: item.id,
        to: topUpPath(user, item),
        label: personName(item.client),
        meta: t('home.panels.topUps.item', {
          amount: formatTopUpAmount(item.amount, item.currency),
          account: item.account_type_label,
          date: formatDate(item.created_at),
        }),
      }))}
    />
  );
}

/** Who completes a top-up: the client's advisers and the director (the top-up machine's `complete`). */
const completers: readonly Role[] = ['adviser', 'director'];

/** The top-ups' panel: what waits on the advisers to complete, while the practice has top-ups on. */
export const topUpsHomePanels: HomePanel[] = [
  {
    key: 'top-ups-to-complete',
    isShown: (user, practice) => user.practice_id !== null && completers.includes(user.role) && isFeatureEnabled(practice, 'topUp'),
    Component: TopUpsToCompletePanel,
  },
];
