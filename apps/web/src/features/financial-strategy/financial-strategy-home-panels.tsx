import { financialStrategyEndpoints, type Role } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useStrategies, useStrategiesToShare } from './financial-strategy.api.ts';

/** How many strategies a panel names; the rest it counts. */
const shownCount = 3;

/** The client: strategies their adviser shared that they have not opened yet, newest first. */
function SharedWithYouPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const list = useStrategies(clientId, 1, { isUnopenedOnly: true, perPage: shownCount });
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.strategyShared.title')}
      summary={t('home.panels.strategyShared.count', { count: pagination.total })}
      listLabel={t('home.panels.strategyShared.listLabel')}
      total={pagination.total}
      items={items.map((item) => ({
        key: item.id,
        to: `/financial-strategy/${item.id}`,
        label: item.title,
        meta: item.shared_at ? t('financialStrategy.sharedOn', { date: formatDate(item.shared_at) }) : '',
      }))}
    />
  );
}

/** Staff: strategies not shared yet with the clients they may manage, each with what it still needs. */
function ToSharePanel() {
  const { t } = useTranslation();
  const list = useStrategiesToShare(shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.strategiesToShare.title')}
      summary={t('home.panels.strategiesToShare.count', { count: pagination.total })}
      listLabel={t('home.panels.strategiesToShare.listLabel')}
      total={pagination.total}
      items={items.map((item) => ({
        key: item.id,
        to: `/clients/${item.client.id}/financial-strategy/${item.id}`,
        label: personName(item.client),
        meta: t(item.next_step === 'upload' ? 'home.panels.strategiesToShare.upload' : 'home.panels.strategiesToShare.share', {
          title: item.title,
        }),
      }))}
    />
  );
}

const managers: readonly Role[] = financialStrategyEndpoints.listFinancialStrategiesToShare.access.roles;

/** What waits in this area on the signed-in person's home. */
export const financialStrategyHomePanels: HomePanel[] = [
  {
    key: 'financial-strategy-shared',
    isShown: (user, practice) => user.role === 'client' && isFeatureEnabled(practice, 'financialStrategy'),
    Component: ({ user }) => <SharedWithYouPanel clientId={user.id} />,
  },
  {
    key: 'financial-strategies-to-share',
    isShown: (user, practice) =>
      user.practice_id !== null && managers.includes(user.role) && isFeatureEnabled(practice, 'financialStrategy'),
    Component: ToSharePanel,
  },
];
