import { type Role, verificationEndpoints } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { isVerificationEnabled, useVerifications, useVerificationsToReview } from './verification.api.ts';

/** How many verifications a panel names; the rest it counts. */
const shownCount = 3;

/** The client: verifications their adviser asked for that wait for them to sign in with the authority. */
function WaitingPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const list = useVerifications(clientId, 1, { status: 'in_progress', perPage: shownCount });
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.verificationWaiting.title')}
      summary={t('home.panels.verificationWaiting.count', { count: pagination.total })}
      listLabel={t('home.panels.verificationWaiting.listLabel')}
      total={pagination.total}
      items={items.map((item) => ({
        key: item.id,
        to: `/identity-verifications/${item.id}`,
        label: t('verification.start', { authority: t(`verification.authority.${item.authority}`) }),
        meta: t('verification.requestedOn', { date: formatDate(item.created_at) }),
      }))}
    />
  );
}

/** The adviser: verifications their clients submitted, waiting to be reviewed and completed, the longest waiting first. */
function ToReviewPanel() {
  const { t } = useTranslation();
  const list = useVerificationsToReview(shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.verificationsToReview.title')}
      summary={t('home.panels.verificationsToReview.count', { count: pagination.total })}
      listLabel={t('home.panels.verificationsToReview.listLabel')}
      total={pagination.total}
      items={items.map((item) => ({
        key: item.id,
        to: `/clients/${item.client.id}/identity-verifications/${item.id}`,
        label: personName(item.client),
        meta: `${t(`verification.authority.${item.authority}`)}, ${t('verification.submittedOn', { date: formatDate(item.submitted_at) })}`,
      }))}
    />
  );
}

const reviewers: readonly Role[] = verificationEndpoints.listIdentityVerificationsToReview.access.roles;

/** What waits in this area on the signed-in person's home. */
export const verificationHomePanels: HomePanel[] = [
  {
    key: 'identity-verifications-waiting',
    isShown: (user, practice) => user.role === 'client' && isVerificationEnabled(practice),
    Component: ({ user }) => <WaitingPanel clientId={user.id} />,
  },
  {
    key: 'identity-verifications-to-review',
    isShown: (user, practice) => user.practice_id !== null && reviewers.includes(user.role) && isVerificationEnabled(practice),
    Component: ToReviewPanel,
  },
];
