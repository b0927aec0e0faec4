import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The client detail page's link to the client's cases. */
export function ClientCasesLink({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  return (
    <Link className="ui-button ui-button--secondary" to={`/clients/${clientId}/cases`}>
      {t('cases.client.link')}
    </Link>
  );
}
