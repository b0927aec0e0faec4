import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName } from '../../people/client-account/client-account.api.ts';
import { WithClient } from '../../people/client-account/client-pages.tsx';
import { TopUpsList } from './top-ups-list.tsx';

/** clients/{clientId}/top-ups: what one client has requested, for their adviser and the practice's staff. */
export function ClientTopUpsPage() {
  const { t } = useTranslation();
  return (
    <WithClient title={(client) => t('topUps.clientTopUpsTitle', { name: personName(client) })}>
      {(client) => {
        const name = personName(client);
        return (
          <>
            <header className="page-header">
              <nav aria-label={t('topUps.backToClient', { name })} className="top-ups__back">
                <Link to={`/clients/${client.id}`}>{t('topUps.backToClient', { name })}</Link>
              </nav>
              <h1>{t('topUps.clientTopUpsTitle', { name })}</h1>
              <p className="page__lead">{t('topUps.clientLead', { name: client.first_name })}</p>
            </header>
            <TopUpsList clientId={client.id} empty={{ title: t('topUps.emptyTitle'), text: t('topUps.clientEmptyText') }} />
          </>
        );
      }}
    </WithClient>
  );
}
