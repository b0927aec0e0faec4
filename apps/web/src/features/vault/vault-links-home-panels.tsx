import { useTranslation } from 'react-i18next';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { ownRequestsPath, useDocumentRequests } from './document-requests.api.ts';

/** How many waiting requests the panel names; the rest it counts. */
const shownCount = 3;

/** The client: the document requests still waiting for something from them; nothing while none is. */
function OwnRequestsPanel({ user }: { user: { id: string } }) {
  const { t } = useTranslation();
  const list = useDocumentRequests(user.id, 1, { isOpenOnly: true, perPage: shownCount });
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.documentRequests.title')}
      summary={t('home.panels.documentRequests.count', { count: pagination.total })}
      listLabel={t('home.panels.documentRequests.listLabel')}
      total={pagination.total}
      items={items.map((request) => ({
        key: request.id,
        to: ownRequestsPath,
        label: request.title,
        meta: t('home.panels.documentRequests.item', { received: request.received_count, total: request.items.length }),
      }))}
    />
  );
}

/** What waits in this area on the signed-in person's home: the client's open document requests. */
export const vaultLinksHomePanels: HomePanel[] = [
  {
    key: 'document-requests-own',
    isShown: (user, practice) => user.role === 'client' && isFeatureEnabled(practice, 'documentVault'),
    Component: OwnRequestsPanel,
  },
];
