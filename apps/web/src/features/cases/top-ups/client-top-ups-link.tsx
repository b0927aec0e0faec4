import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/index.ts';
import { useFeature } from '../../practice/practice.api.ts';

/** The link from a client's page to their top-ups, shown while the practice has the feature on. */
export function ClientTopUpsLink({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const isOn = useFeature('topUp');
  if (!isOn) return null;
  return (
    <ButtonLink variant="ghost" to={`/clients/${clientId}/top-ups`}>
      {t('topUps.clientTopUps')}
    </ButtonLink>
  );
}
