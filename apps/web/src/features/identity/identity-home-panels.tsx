import { identityEndpoints, type Role } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useAwaitedCopies, useLiveIdentification, useOpenCopyRequests } from './identity.api.ts';

/** How many requests a panel names; the rest it counts. */
const shownCount = 3;

/** The client: physical copies of their documents their adviser asked for, longest waiting first. */
function CopiesRequestedPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  useLiveIdentification();
  const list = useOpenCopyRequests(clientId, shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.identityCopies.title')}
      summary={t('home.panels.identityCopies.count', { count: pagination.total })}
      listLabel={t('home.panels.identityCopies.listLabel')}
      total={pagination.total}
      items={items.map((item) => ({
        key: item.id,
        to: '/my-identification#physical-copies',
        label: item.document_name ?? t('identity.copies.removedDocument'),
        meta: t('home.panels.identityCopies.item', { date: formatDate(item.requested_at) }),
      }))}
    />
  );
}

/** Staff: physical copies they asked of their clients and have not marked received, longest waiting first. */
function CopiesAwaitedPanel() {
  const { t } = useTranslation();
  useLiveIdentification();
  const list = useAwaitedCopies(shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.identityAwaited.title')}
      summary={t('home.panels.identityAwaited.count', { count: pagination.total })}
      listLabel={t('home.panels.identityAwaited.listLabel')}
      total={pagination.total}
      items={items.map((item) => ({
        key: item.id,
        to: `/clients/${item.client.id}/identification#physical-copies`,
        label: personName(item.client),
        meta: t('home.panels.identityAwaited.item', {
          document: item.document_name ?? t('identity.copies.removedDocument'),
          date: formatDate(item.requested_at),
        }),
      }))}
    />
  );
}

const requesters: readonly Role[] = identityEndpoints.listAwaitedIdentityCopies.access.roles;

/** What waits in this area on the signed-in person's home. */
export const identityHomePanels: HomePanel[] = [
  {
    key: 'identity-copies-requested',
    isShown: (user, practice) => user.role === 'client' && isFeatureEnabled(practice, 'myIdentification'),
    Component: ({ user }) => <CopiesRequestedPanel clientId={user.id} />,
  },
  {
    key: 'identity-copies-awaited',
    isShown: (user, practice) =>
      user.practice_id !== null && requesters.includes(user.role) && isFeatureEnabled(practice, 'myIdentification'),
    Component: CopiesAwaitedPanel,
  },
];
