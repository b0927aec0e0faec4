import { type CaseDetail, caseSectionPages, type ReviewQuestionnaireSummary } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Button, ButtonLink, Card, CardList, CardListItem, EmptyState, Spinner, StatusBadge } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { CaseStatusBadge, casePath } from '../cases/case-parts.tsx';
import { useOpenRequests, useReviewQuestionnaires } from '../cases/cases.api.ts';
import { isStaffViewer } from '../cases/documents/case-documents.rules.ts';
import { useFeature } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import './questionnaires.css';

/** An Online Advice Request still with the client: how far it is, the next section, and the adviser's note when it came back. */
function OpenRequest({ request }: { request: CaseDetail }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const done = request.sections.filter((s) => s.complete).length;
  const next = request.sections.find((s) => s.section === request.next_section);
  return (
    <CardListItem className="questionnaires__item">
      <div className="questionnaires__item-head">
        <Link to={casePath(request)} className="questionnaires__name">
          {request.name}
        </Link>
        <StatusBadge tone={next ? 'warning' : 'success'}>
          {t('questionnaires.request.progress', { done, total: request.sections.length })}
        </StatusBadge>
      </div>
      {request.return_note ? (
        <p className="questionnaires__note">{t('questionnaires.request.sentBack', { note: request.return_note })}</p>
      ) : null}
      <p className="questionnaires__next">
        {next ? t('questionnaires.request.next', { section: tk(`cases.section.${next.section}`) }) : t('questionnaires.request.ready')}
      </p>
      <div className="form-actions">
        <ButtonLink size="sm" to={next ? casePath(request, caseSectionPages[next.section]) : casePath(request, 'submit')}>
          {next ? t('questionnaires.request.continue') : t('questionnaires.request.submit')}
        </ButtonLink>
      </div>
    </CardListItem>
  );
}

function ReviewQuestionnaire({ item }: { item: ReviewQuestionnaireSummary }) {
  const { t } = useTranslation();
  return (
    <CardListItem className="questionnaires__item">
      <div className="questionnaires__item-head">
        <Link to={casePath(item)} className="questionnaires__name">
          {item.name}
        </Link>
        <CaseStatusBadge status={item.status} />
      </div>
      <p className="questionnaires__next">
        {t('questionnaires.review.answered', { count: item.question_count, answered: item.answered_count })}
        {' · '}
        {t('questionnaires.review.sent', { date: formatDate(item.created_at) })}
      </p>
      {item.is_waiting_on_client ? (
        <div className="form-actions">
          <ButtonLink size="sm" to={casePath(item)}>
            {item.answered_count > 0 ? t('questionnaires.review.continue') : t('questionnaires.review.start')}
          </ButtonLink>
        </div>
      ) : null}
    </CardListItem>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p>
      {t('questionnaires.loadFailed')}{' '}
      <Button variant="ghost" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </p>
  );
}

/** What waits on the client: their Online Advice Requests with sections left, and the review questionnaires sent to them. */
function ClientQuestionnaires({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const hasRequests = useFeature('onlineAdvice');
  const hasQuestionnaires = useFeature('reviewQuestionnaire');
  const requests = useOpenRequests(clientId, hasRequests);
  const questionnaires = useReviewQuestionnaires(clientId, hasQuestionnaires);
  const isLoading = (hasRequests && requests.isPending) || (hasQuestionnaires && questionnaires.isPending);
  if (isLoading) return <Spinner />;
  const all = questionnaires.data?.items ?? [];
  const waiting = all.filter((q) => q.is_waiting_on_client);
  const earlier = all.filter((q) => !q.is_waiting_on_client);
  const hasNothing = requests.requests.length === 0 && waiting.length === 0 && !requests.isError && !questionnaires.isError;
  return (
    <div className="stack">
      {hasNothing ? (
        <EmptyState
          title={t('questionnaires.empty.title')}
          action={<ButtonLink to="/client-cases">{t('questionnaires.empty.action')}</ButtonLink>}
        >
          <p>{hasRequests ? t('questionnaires.empty.text') : t('questionnaires.empty.textNoRequests')}</p>
        </EmptyState>
      ) : null}
      {hasRequests && (requests.requests.length > 0 || requests.isError) ? (
        <Card title={t('questionnaires.request.title')} description={t('questionnaires.request.lead')}>
          {requests.isError ? (
            <LoadFailed onRetry={requests.refetch} />
          ) : (
            <CardList label={t('questionnaires.request.title')}>
              {requests.requests.map((request) => (
                <OpenRequest key={request.id} request={request} />
              ))}
            </CardList>
          )}
        </Card>
      ) : null}
      {hasQuestionnaires && (waiting.length > 0 || questionnaires.isError) ? (
        <Card title={t('questionnaires.review.title')} description={t('questionnaires.review.lead')}>
          {questionnaires.isError ? (
            <LoadFailed onRetry={() => void questionnaires.refetch()} />
          ) : (
            <CardList label={t('questionnaires.review.title')}>
              {waiting.map((item) => (
                <ReviewQuestionnaire key={item.id} item={item} />
              ))}
            </CardList>
          )}
        </Card>
      ) : null}
      {earlier.length > 0 ? (
        <Card title={t('questionnaires.earlier.title')} description={t('questionnaires.earlier.lead')}>
          <CardList label={t('questionnaires.earlier.title')}>
            {earlier.map((item) => (
              <ReviewQuestionnaire key={item.id} item={item} />
            ))}
          </CardList>
        </Card>
      ) : null}
    </div>
  );
}

/** questionnaires: the client's questionnaires and requests waiting on them; staff find a client's from the client's cases. */
export function QuestionnairesPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const title = t('questionnaires.title');
  useDocumentTitle(title);
  const isStaff = isStaffViewer(user);
  return (
    <div className="page questionnaires">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page__lead">{isStaff ? t('questionnaires.staffLead') : t('questionnaires.lead')}</p>
      </header>
      {isStaff ? (
        <p>
          <ButtonLink to="/clients">{t('questionnaires.staffAction')}</ButtonLink>
        </p>
      ) : (
        <ClientQuestionnaires clientId={user.id} />
      )}
    </div>
  );
}
