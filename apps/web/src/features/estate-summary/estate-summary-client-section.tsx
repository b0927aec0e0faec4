import { allows, type ClientDetail, type CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import { useEstateSummary } from './estate-summary.api.ts';
import { SavedLine } from './estate-summary-saved-line.tsx';

/** The estate summary on the adviser's client page: who saved it last, how much is recorded, and links to it and its audit trail. */
export function EstateSummaryClientSection({ client }: { client: ClientDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const isOn = useFeature('estateSummary');
  const canView = isOn && allows(client, 'estateSummary.view');
  const summary = useEstateSummary(client.id, canView);
  if (!canView) return null;
  const path = `/clients/${client.id}/estate-summary`;
  return (
    <Card id="estate-summary" title={t('estateSummary.staffTitle')} description={t('estateSummary.card.description')}>
      {summary.data ? (
        <SavedLine summary={summary.data} />
      ) : (
        <p className="page-header__meta">{summary.isError ? t('common.fetchFailed') : t('common.loading')}</p>
      )}
      <div className="form-actions">
        <ButtonLink variant="secondary" to={path}>
          {t('estateSummary.card.open')}
        </ButtonLink>
        <ButtonLink variant="ghost" to={`${path}/audit-trail`}>
          {t('estateSummary.card.auditTrail')}
        </ButtonLink>
      </div>
    </Card>
  );
}
