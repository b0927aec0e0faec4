import { allows, type CurrentUser, factFindHomeEndpoints, type Role } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { ButtonLink, Card } from '../../ui/index.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { useFactFind, useFactFindsToReview } from './fact-find.api.ts';

/** How many of the clients waiting a panel names; the rest it counts. */
const shownCount = 3;

/** The client's own fact find while it is not complete: how far they are, and the way back to it. */
function FactFindProgressPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const factFind = useFactFind({ kind: 'client', clientId: user.id });
  const view = factFind.data;
  if (!view || !allows(view, 'edit')) return null;
  const total = view.sections.length;
  const complete = view.sections.filter((section) => section.complete).length;
  if (complete === total) return null;
  const isStarted = view.sections.some((section) => section.saved);
  const progress = t('home.panels.factFind.progress', { complete, total });
  return (
    <Card title={t('home.panels.factFind.title')} className="home-panel">
      <p className="home-panel__summary">{progress}</p>
      <progress className="home-panel__progress" value={complete} max={total} aria-label={t('home.panels.factFind.progressLabel')}>
        {progress}
      </progress>
      <p className="home-panel__text">{isStarted ? t('home.panels.factFind.continueText') : t('home.panels.factFind.startText')}</p>
      <ButtonLink to="/fact-find">{isStarted ? t('home.panels.factFind.continue') : t('home.panels.factFind.start')}</ButtonLink>
    </Card>
  );
}

/** Staff: the clients whose fact find has saves this person has not reviewed, longest waiting first. */
function FactFindsToReviewPanel() {
  const { t } = useTranslation();
  const list = useFactFindsToReview(shownCount, true);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.toReview.title')}
      summary={t('home.panels.toReview.count', { count: pagination.total })}
      listLabel={t('home.panels.toReview.listLabel')}
      total={pagination.total}
      items={items.map((item) => ({
        key: item.client.id,
        to: `/clients/${item.client.id}/fact-find`,
        label: personName(item.client),
        meta: t('home.panels.toReview.saved', { date: formatDate(item.saved_at) }),
      }))}
    />
  );
}

const reviewers: readonly Role[] = factFindHomeEndpoints.listFactFindsToReview.access.roles;

/** The fact find's panels: the client's progress, and the fact finds waiting for a member of staff's review. */
export const factFindHomePanels: HomePanel[] = [
  { key: 'fact-find-progress', isShown: (user) => user.role === 'client', Component: FactFindProgressPanel },
  {
    key: 'fact-finds-to-review',
    isShown: (user) => user.practice_id !== null && reviewers.includes(user.role),
    Component: FactFindsToReviewPanel,
  },
];
