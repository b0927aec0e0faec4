import { allows, type ClientDetail, type CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';
import { Button, ButtonLink, Card, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { type LoadedFactFind, useFactFind } from './fact-find.api.ts';
import './fact-find.css';

/**
 * The fact find on the adviser's client page: how many of the ten sections are complete, who saved it
 * last and when, what changed since this member of staff last reviewed it, and the way to it.
 */
export function FactFindClientSection({ client }: { client: ClientDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const canView = allows(client, 'factFind.view');
  const factFind = useFactFind({ kind: 'client', clientId: client.id }, canView);
  if (!canView) return null;
  const to = `/clients/${client.id}/fact-find`;
  return (
    <Card
      title={t('factFind.card.title')}
      description={t('factFind.card.description')}
      className="fact-find-card"
      actions={
        factFind.data ? (
          <ButtonLink to={to} variant={factFind.data.version === 0 ? 'primary' : 'secondary'}>
            {factFind.data.version === 0 && factFind.data.actions.includes('edit') ? t('factFind.card.start') : t('factFind.card.open')}
          </ButtonLink>
        ) : null
      }
    >
      {factFind.isPending ? (
        <Spinner label={t('factFind.loading')} />
      ) : factFind.isError ? (
        <div className="fact-find-card__problem">
          <p>{t('factFind.notLoaded')}</p>
          <Button variant="secondary" size="sm" onClick={() => void factFind.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <FactFindSummary view={factFind.data} />
      )}
    </Card>
  );
}

function FactFindSummary({ view }: { view: LoadedFactFind }) {
  const { t } = useTranslation();
  if (view.version === 0) return <p>{t('factFind.card.notStarted')}</p>;
  const done = view.sections.filter((section) => section.complete).length;
  const progress = t('factFind.progress', { done, total: view.sections.length });
  const review = view.review;
  return (
    <div className="fact-find-card__body">
      <div className="fact-find__progress">
        <progress value={done} max={view.sections.length} aria-label={progress} />
        <span>{progress}</span>
      </div>
      {view.saved_at ? (
        <p>
          {view.saved_by
            ? t('factFind.lastSaved', { name: personName(view.saved_by), date: formatDateTime(view.saved_at) })
            : t('factFind.lastSavedAt', { date: formatDateTime(view.saved_at) })}
        </p>
      ) : null}
      {review ? (
        <p className="fact-find-card__review">
          {review.reviewed_version === null
            ? t('factFind.card.reviewNever')
            : review.changes.length === 0
              ? t('factFind.card.reviewNone')
              : t('factFind.card.reviewChanges', { count: review.changes.length })}
        </p>
      ) : null}
    </div>
  );
}
