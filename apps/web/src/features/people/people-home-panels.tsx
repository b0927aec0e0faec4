import { allows, type CurrentUser, type StaffAction } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { personName } from './client-account/client-account.api.ts';
import { useInvitationsPending, useProspectsToAssign } from './people-home.api.ts';

/** How many people a panel names; the rest it counts. */
const shownCount = 3;

/** Directors: the prospects waiting for an adviser, newest first. */
function ProspectsToAssignPanel() {
  const { t } = useTranslation();
  const list = useProspectsToAssign(shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.prospectsToAssign.title')}
      summary={t('home.panels.prospectsToAssign.count', { count: pagination.total })}
      listLabel={t('home.panels.prospectsToAssign.listLabel')}
      total={pagination.total}
      all={{ to: '/clients/awaiting', label: t('home.panels.prospectsToAssign.all') }}
      items={items.map((item) => ({
        key: item.id,
        to: `/clients/${item.id}`,
        label: personName(item),
        meta: t('home.panels.prospectsToAssign.item', { date: formatDate(item.created_at) }),
      }))}
    />
  );
}

/** Staff who invite prospects: the invitations nobody has accepted yet, newest first. */
function InvitationsPendingPanel() {
  const { t } = useTranslation();
  const list = useInvitationsPending(shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.invitationsPending.title')}
      summary={t('home.panels.invitationsPending.count', { count: pagination.total })}
      listLabel={t('home.panels.invitationsPending.listLabel')}
      total={pagination.total}
      all={{ to: '/clients/invitations', label: t('home.panels.invitationsPending.all') }}
      items={items.map((item) => ({
        key: item.id,
        to: `/clients/${item.id}`,
        label: personName(item),
        meta: item.invited_at ? t('home.panels.invitationsPending.item', { date: formatDate(item.invited_at) }) : '',
      }))}
    />
  );
}

const mayDo = (user: CurrentUser, action: StaffAction) => user.practice_id !== null && allows(user, action);

/** The people area's panels: prospects waiting for an adviser (directors), and invitations not accepted yet. */
export const peopleHomePanels: HomePanel[] = [
  { key: 'prospects-to-assign', isShown: (user) => mayDo(user, 'prospects.assign'), Component: ProspectsToAssignPanel },
  {
    key: 'invitations-pending',
    isShown: (user, practice) => mayDo(user, 'prospects.invite') && isFeatureEnabled(practice, 'inviteProspectiveClient'),
    Component: InvitationsPendingPanel,
  },
];
