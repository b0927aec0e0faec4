import {
  type ActionRequiredKind,
  type CaseSummary,
  type CaseWaitingKind,
  type CurrentUser,
  type PublicPractice,
  type Role,
  waitingFeaturesOf,
} from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useActionRequired } from './action-required/action-required.api.ts';
import { casePath } from './case-parts.tsx';
import { useCasesPanelList } from './cases-home.api.ts';
import type { CasesHomeKey } from './cases-home.catalogue.ts';

/** How many cases a panel names; the rest it counts. */
const shownCount = 3;

/** What a waiting case asks of staff, by its type and status ("Recommendation accepted: complete the case"). */
function stateKeyOf(item: CaseSummary): CasesHomeKey {
  return `home.panels.cases.state.${item.type}.${item.status}` as CasesHomeKey;
}

/** Staff: the cases of one waiting kind, each leading to its case; nothing while none waits. */
function WaitingCasesPanel({ kind }: { kind: CaseWaitingKind }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const list = useCasesPanelList(`waiting-${kind}`, { waiting: kind }, shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t(`home.panels.cases.${kind}.title`)}
      summary={t(`home.panels.cases.${kind}.count`, { count: pagination.total })}
      listLabel={t(`home.panels.cases.${kind}.listLabel`)}
      total={pagination.total}
      all={pagination.total > items.length ? { to: '/client-cases', label: t('home.panels.cases.all') } : undefined}
      items={items.map((item) => ({
        key: item.id,
        to: casePath(item),
        label: item.name,
        meta: t('home.panels.cases.meta', {
          client: personName(item.client),
          state: tk(stateKeyOf(item)),
          date: formatDate(item.updated_at),
        }),
      }))}
    />
  );
}

function PacksToPreparePanel() {
  return <WaitingCasesPanel kind="prepare" />;
}

function PacksToReviewPanel() {
  return <WaitingCasesPanel kind="review" />;
}

/** The cases list filtered to the meeting requests waiting for an answer. */
const meetingRequestsPath = '/client-cases?type=meeting_request&status=requested';

/** Staff: the clients' meeting requests that wait for an answer. */
function MeetingRequestsPanel() {
  const { t } = useTranslation();
  const list = useCasesPanelList('meeting-requests', { type: 'meeting_request', status: 'requested' }, shownCount);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('home.panels.meetingRequests.title')}
      summary={t('home.panels.meetingRequests.count', { count: pagination.total })}
      listLabel={t('home.panels.meetingRequests.listLabel')}
      total={pagination.total}
      all={pagination.total > items.length ? { to: meetingRequestsPath, label: t('home.panels.meetingRequests.all') } : undefined}
      items={items.map((item) => ({
        key: item.id,
        to: casePath(item),
        label: personName(item.client),
        meta: t('home.panels.meetingRequests.item', { date: formatDate(item.created_at) }),
      }))}
    />
  );
}

/** What the client's own panels of other areas already show: their requests and their questionnaires. */
const packKinds: readonly ActionRequiredKind[] = ['review_pack', 'complete_document_pack'];

/** The client: the packs their adviser sent and waits on them for, longest waiting first. */
function PacksForYouPanel() {
  const { t } = useTranslation();
  const query = useActionRequired();
  const packs = (query.data ?? []).filter((item) => packKinds.includes(item.kind));
  if (packs.length === 0) return null;
  return (
    <HomePanelCard
      title={t('home.panels.packsForYou.title')}
      summary={t('home.panels.packsForYou.count', { count: packs.length })}
      listLabel={t('home.panels.packsForYou.listLabel')}
      total={packs.length}
      all={{ to: '/action-required', label: t('home.panels.packsForYou.all') }}
      items={packs.slice(0, shownCount).map((item) => ({
        key: item.case_id,
        to: `/client-cases/${item.case_id}`,
        label: item.name,
        meta: `${t(`actionRequired.cta.${item.kind}`)} · ${t('actionRequired.since', { date: formatDate(item.since) })}`,
      }))}
    />
  );
}

/** Who closes a case the client answered and answers a meeting request: the client's advisers and the director. */
const advisers: readonly Role[] = ['adviser', 'director'];
const isPracticeStaff = (user: CurrentUser) => user.practice_id !== null && user.role !== 'client';
const isAnyOn = (practice: PublicPractice, kind: CaseWaitingKind) =>
  waitingFeaturesOf(kind).some((flag) => isFeatureEnabled(practice, flag));

/**
 * The cases area's panels: for staff, what the clients answered (to close), the packs and questionnaires
 * not sent yet (to prepare; supporting admins prepare them too) and the meeting requests; for the client,
 * the packs waiting on them. Each only while a feature it lists is on.
 */
export const casesHomePanels: HomePanel[] = [
  {
    key: 'packs-for-you',
    isShown: (user, practice) =>
      user.role === 'client' && (isFeatureEnabled(practice, 'recommendationPack') || isFeatureEnabled(practice, 'documentsPack')),
    Component: PacksForYouPanel,
  },
  {
    key: 'packs-to-review',
    isShown: (user, practice) => isPracticeStaff(user) && advisers.includes(user.role) && isAnyOn(practice, 'review'),
    Component: PacksToReviewPanel,
  },
  {
    key: 'packs-to-prepare',
    isShown: (user, practice) => isPracticeStaff(user) && isAnyOn(practice, 'prepare'),
    Component: PacksToPreparePanel,
  },
  {
    key: 'meeting-requests',
    isShown: (user, practice) => isPracticeStaff(user) && advisers.includes(user.role) && isFeatureEnabled(practice, 'f2FRequest'),
    Component: MeetingRequestsPanel,
  },
];
