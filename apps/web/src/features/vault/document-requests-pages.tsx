import { allows, type ClientDetail } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { Banner, Button } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { ownRequestsPath, useDocumentRequests } from './document-requests.api.ts';
import { DocumentRequestsChecklist, useLiveDocumentRequests } from './document-requests-checklist.tsx';
import { DocumentRequestDialog } from './document-requests-form.tsx';
import './vault-links.css';

/** `/vault/requests`: the client's document requests, each item provided from their vault. */
export function OwnDocumentRequestsRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  useDocumentTitle(t('documentRequests.title'));
  if (user.role !== 'client') return <NotFoundPage />;
  return (
    <FeatureGate flag="documentVault">
      <div className="page document-requests-page">
        <header className="page-header">
          <h1>{t('documentRequests.title')}</h1>
          <p className="page__lead">{t('documentRequests.lead')}</p>
        </header>
        <DocumentRequestsChecklist clientId={user.id} viewer="client" empty={{ text: t('documentRequests.emptyText') }} />
      </div>
    </FeatureGate>
  );
}

function ClientDocumentRequests({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const name = personName(client);
  const canRequest = allows(client, 'vault.requestDocuments');
  const askButton = canRequest ? <Button onClick={() => setIsAsking(true)}>{t('documentRequests.new')}</Button> : undefined;
  return (
    <>
      <ClientHeader client={client} title={t('documentRequests.staffTitle')} />
      <div className="document-requests-page__intro">
        <p className="page__lead">{t('documentRequests.staffLead', { name })}</p>
        {askButton ? <div className="form-actions">{askButton}</div> : null}
      </div>
      <DocumentRequestsChecklist
        clientId={client.id}
        viewer="staff"
        empty={{ text: t('documentRequests.staffEmptyText', { name }), action: askButton }}
      />
      {canRequest ? <DocumentRequestDialog isOpen={isAsking} clientId={client.id} onDone={() => setIsAsking(false)} /> : null}
    </>
  );
}

/** A client's address for their own requests is theirs without the client part. */
function OwnPathInstead() {
  const { search } = useLocation();
  return <Navigate to={`${ownRequestsPath}${search}`} replace />;
}

/** `/clients/:clientId/vault/requests`: staff ask a client for documents and follow the checklists. */
export function ClientDocumentRequestsRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (user.role === 'client') return <OwnPathInstead />;
  return (
    <FeatureGate flag="documentVault">
      <WithClient title={(client) => `${t('documentRequests.staffTitle')} – ${personName(client)}`}>
        {(client) => (allows(client, 'vault.viewShared') ? <ClientDocumentRequests client={client} /> : <NotFoundPage />)}
      </WithClient>
    </FeatureGate>
  );
}

/**
 * For the client's vault page: a line saying the adviser waits for documents, leading to the requests; nothing
 * while nothing waits.
 */
export function DocumentRequestsNotice({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const open = useDocumentRequests(clientId, 1, { isOpenOnly: true, perPage: 1 });
  useLiveDocumentRequests();
  const total = open.data?.pagination.total ?? 0;
  if (total === 0) return null;
  return (
    <Banner tone="info" title={t('home.panels.documentRequests.title')}>
      <p>
        {t('home.panels.documentRequests.count', { count: total })} <Link to={ownRequestsPath}>{t('documentRequests.nav')}</Link>
      </p>
    </Banner>
  );
}
