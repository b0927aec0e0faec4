import { type CaseDetail, type CurrentUser, caseSectionPages, type Role } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ButtonLink, Card } from '../../ui/index.ts';
import { casePath } from '../cases/case-parts.tsx';
import { useOpenRequests, useReviewQuestionnaires } from '../cases/cases.api.ts';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useRequestsToReview } from './questionnaires.api.ts';
import './questionnaires-home-panels.css';

/** How many questionnaires or requests a panel names; the rest it counts. */
const shownCount = 3;

/** How much of the adviser's note the home quotes; the request's page shows it whole. */
const noteLength = 140;

/** The note's first line, cut at a word near `noteLength`, with an ellipsis when there is more. */
function firstLineOf(note: string): string {
  const lines = note.trim().split(/\r?\n/u);
  const first = (lines[0] ?? '').trim();
  if (first.length > noteLength) {
    const cut = first.slice(0, noteLength);
    const space = cut.lastIndexOf(' ');
    return `${(space > noteLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/u, '')}…`;
  }
  // The note is trimmed, so a second line always holds more of it.
  return lines.length > 1 ? `${first.replace(/[\s,;:.]+$/u, '')}…` : first;
}

/** One request still with the client: how far it is, the adviser's note when it came back, and the way on. */
function RequestProgress({ request, isNamed }: { request: CaseDetail; isNamed: boolean }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const total = request.sections.length;
  const done = request.sections.filter((section) => section.complete).length;
  const next = request.sections.find((section) => section.section === request.next_section);
  const progress = t('questionnaires.request.progress', { done, total });
  return (
    <li className="request-progress">
      {isNamed ? (
        <Link to={casePath(request)} className="home-panel__link">
          {request.name}
        </Link>
      ) : null}
      <p className="request-progress__summary">{progress}</p>
      <progress
        className="home-panel__progress"
        value={done}
        max={Math.max(total, 1)}
        aria-label={t('questionnaires.home.request.progressLabel', { name: request.name })}
      >
        {progress}
      </progress>
      {request.return_note.trim() ? (
        <p className="request-progress__note">{t('questionnaires.request.sentBack', { note: firstLineOf(request.return_note) })}</p>
      ) : null}
      {next ? null : <p className="request-progress__text">{t('questionnaires.request.ready')}</p>}
      <div className="request-progress__actions">
        <ButtonLink size="sm" to={next ? casePath(request, caseSectionPages[next.section]) : casePath(request, 'submit')}>
          {next
            ? t('questionnaires.home.request.continue', { section: tk(`cases.section.${next.section}`) })
            : t('questionnaires.request.submit')}
        </ButtonLink>
        {isNamed ? null : (
          <Link to={casePath(request)} className="request-progress__open">
            {t('questionnaires.home.request.open')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** The client's Online Advice Requests still with them: nothing while there are none. */
function RequestsPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { requests } = useOpenRequests(user.id);
  if (requests.length === 0) return null;
  const isNamed = requests.length > 1;
  return (
    <Card title={t('questionnaires.home.request.title', { count: requests.length })} className="home-panel">
      <p className="home-panel__summary">{t('questionnaires.request.lead')}</p>
      <ul className="request-progress__list" aria-label={t('questionnaires.home.request.listLabel')}>
        {requests.map((request) => (
          <RequestProgress key={request.id} request={request} isNamed={isNamed} />
        ))}
      </ul>
    </Card>
  );
}

/** The review questionnaires the client has still to answer, newest first: nothing while there are none. */
function QuestionnairesPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const list = useReviewQuestionnaires(user.id);
  const waiting = (list.data?.items ?? []).filter((item) => item.is_waiting_on_client);
  if (waiting.length === 0) return null;
  return (
    <HomePanelCard
      title={t('questionnaires.review.title')}
      summary={t('questionnaires.home.review.count', { count: waiting.length })}
      listLabel={t('questionnaires.home.review.listLabel')}
      total={waiting.length}
      items={waiting.slice(0, shownCount).map((item) => ({
        key: item.id,
        to: casePath(item),
        label: item.name,
        meta: `${t('questionnaires.review.answered', { count: item.question_count, answered: item.answered_count })} · ${t('questionnaires.review.sent', { date: formatDate(item.created_at) })}`,
      }))}
    >
      <p className="home-panel__more">
        <Link to="/questionnaires">{t('questionnaires.home.review.all')}</Link>
      </p>
    </HomePanelCard>
  );
}

/** Staff: the submitted requests waiting for review, each leading to its review page. */
function RequestsToReviewPanel() {
  const { t } = useTranslation();
  const list = useRequestsToReview(shownCount, true);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  return (
    <HomePanelCard
      title={t('questionnaires.home.toReview.title')}
      summary={t('questionnaires.home.toReview.count', { count: pagination.total })}
      listLabel={t('questionnaires.home.toReview.listLabel')}
      total={pagination.total}
      items={items.map((item) => ({
        key: item.id,
        to: `/clients/${item.client.id}/cases/${item.id}/review`,
        label: personName(item.client),
        meta: t('questionnaires.home.toReview.item', { date: formatDate(item.updated_at) }),
      }))}
    />
  );
}

/** Who reviews a submitted request: its client's advisers and the director (the request's `complete` and `backToClient`). */
const reviewers: readonly Role[] = ['adviser', 'director'];

/**
 * The questionnaires area's panels: a client's requests for advice with sections left and the review
 * questionnaires they have to answer, and the submitted requests waiting for staff's review; each only
 * while its feature is on.
 */
export const questionnairesHomePanels: HomePanel[] = [
  {
    key: 'advice-requests-to-complete',
    isShown: (user, practice) => user.role === 'client' && isFeatureEnabled(practice, 'onlineAdvice'),
    Component: RequestsPanel,
  },
  {
    key: 'review-questionnaires-to-answer',
    isShown: (user, practice) => user.role === 'client' && isFeatureEnabled(practice, 'reviewQuestionnaire'),
    Component: QuestionnairesPanel,
  },
  {
    key: 'advice-requests-to-review',
    isShown: (user, practice) => user.practice_id !== null && reviewers.includes(user.role) && isFeatureEnabled(practice, 'onlineAdvice'),
    Component: RequestsToReviewPanel,
  },
];
