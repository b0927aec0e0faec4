import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeature } from '../../practice/practice.api.ts';

/** The link from a client's page to their top-ups, shown while the practice has the feature on. */
export function ClientTopUpsLink({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const isOn = useFeature('topUp');
  if (!isOn) return null;
  return (
    <Link className="ui-button ui-button--ghost" to={`/clients/${clientId}/top-ups`}>
      {t('topUps.clientTopUps')}
    </Link>
  );
}
