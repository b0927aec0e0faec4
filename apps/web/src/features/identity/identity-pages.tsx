import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { OwnAreaPage, StaffAreaPage } from '../people/client-account/client-area-guards.tsx';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { IdentificationView } from './identification-view.tsx';
import './identity.css';

/** my-identification: the client's own. Staff have none of their own; they open a client's. */
export function OwnIdentificationRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  useDocumentTitle(t('identity.title'));
  return (
    <OwnAreaPage gate="myIdentification">
      {(clientId) => (
        <div className="page identification-page">
          <header className="page-header">
            <h1>{t('identity.title')}</h1>
            <p className="page__lead">{t('identity.lead')}</p>
          </header>
          <IdentificationView clientId={clientId} clientName={personName(user)} isClient />
        </div>
      )}
    </OwnAreaPage>
  );
}

/** clients/{clientId}/identification: staff's Client Identification (a client is sent to their own). */
export function ClientIdentificationRoute() {
  const { t } = useTranslation();
  return (
    <StaffAreaPage
      gate="myIdentification"
      ownPath="/my-identification"
      title={(client) => `${t('identity.staffTitle')} – ${personName(client)}`}
    >
      {(client) => (
        <>
          <ClientHeader client={client} title={t('identity.staffTitle')} />
          <p className="page__lead identification-page__lead">{t('identity.staffLead', { name: personName(client) })}</p>
          <IdentificationView clientId={client.id} clientName={personName(client)} isClient={false} />
        </>
      )}
    </StaffAreaPage>
  );
}
