import { platformRoles, type Role } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { usePractices } from './settings/settings.api.ts';

/** How many practices the panel names; the rest it counts. */
const shownCount = 5;

/** Platform admins: the practices on the platform, each leading to its feature flags. */
function PracticesPanel() {
  const { t } = useTranslation();
  const list = usePractices();
  if (!list.data || list.data.length === 0) return null;
  return (
    <HomePanelCard
      title={t('home.panels.practices.title')}
      summary={t('home.panels.practices.count', { count: list.data.length })}
      listLabel={t('home.panels.practices.listLabel')}
      total={list.data.length}
      all={{ to: '/super_administrator/practices', label: t('home.panels.practices.all') }}
      items={list.data.slice(0, shownCount).map((practice) => ({
        key: practice.id,
        to: `/super_administrator/practices/${practice.id}/feature-flags`,
        label: practice.name,
        meta: t('home.panels.practices.item', { hosts: practice.hosts.join(', ') }),
      }))}
    />
  );
}

/** The practice area's panel for platform admins: the practices they look after. */
export const practicesHomePanels: HomePanel[] = [
  {
    key: 'practices',
    isShown: (user) => user.practice_id === null && (platformRoles as readonly Role[]).includes(user.role),
    Component: PracticesPanel,
  },
];
