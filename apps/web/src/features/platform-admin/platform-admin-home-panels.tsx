import { type CurrentUser, canPlatform, isPlatformRole } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card } from '../../ui/index.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { usePlatformPractices } from './platform-admin.api.ts';

/** How many practices the panel names; the rest it counts. */
const shownCount = 5;

/** Platform admins: suspended practices and those whose director has not signed in yet; else what to do next. */
function PracticesNeedingAttentionPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const list = usePlatformPractices(1, 'attention');
  if (!list.data) return null;
  const { items, pagination } = list.data;
  if (items.length === 0)
    return (
      <Card title={t('home.panels.platform.calmTitle')} className="home-panel">
        <p className="home-panel__summary">{t('home.panels.platform.calm')}</p>
        <div className="platform-admin__actions">
          {canPlatform(user.role, 'platform.write') ? (
            <ButtonLink to="/super_administrator/practices/new">{t('home.panels.platform.addPractice')}</ButtonLink>
          ) : null}
          <ButtonLink variant="secondary" to="/super_administrator/users">
            {t('home.panels.platform.findPeople')}
          </ButtonLink>
        </div>
      </Card>
    );
  return (
    <HomePanelCard
      title={t('home.panels.platform.title')}
      summary={t('home.panels.platform.count', { count: pagination.total })}
      listLabel={t('home.panels.platform.listLabel')}
      total={pagination.total}
      all={{ to: '/super_administrator/practices?filter=attention', label: t('home.panels.platform.all') }}
      items={items.slice(0, shownCount).map((practice) => ({
        key: practice.id,
        to: `/super_administrator/practices/${practice.id}`,
        label: practice.name,
        meta: t(practice.status === 'suspended' ? 'home.panels.platform.suspended' : 'home.panels.platform.noDirector', {
          hosts: practice.hosts.join(', '),
        }),
      }))}
    />
  );
}

/** This area's panel for platform admins: the practices that need them. */
export const platformAdminHomePanels: HomePanel[] = [
  { key: 'platform-practices', isShown: (user) => isPlatformRole(user.role), Component: PracticesNeedingAttentionPanel },
];
