import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/index.ts';

/** The client detail page's link to the client's cases. */
export function ClientCasesLink({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  return (
    <ButtonLink variant="secondary" to={`/clients/${clientId}/cases`}>
      {t('cases.client.link')}
    </ButtonLink>
  );
}
