import { allows, type ClientDetail } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageThread } from './message-thread.tsx';
import { MessagesWindow } from './messages-window.tsx';
import './messages.css';

export const clientMessagesPath = (clientId: string) => `/clients/${clientId}/messages`;

/** messages: the client's thread with their practice. Staff have none of their own: theirs is the summary. */
export function OwnMessagesRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  useDocumentTitle(t('messages.title'));
  if (user.role !== 'client') return <Navigate to="/messages-summary" replace />;
  return (
    <FeatureGate flag="messages">
      <div className="page messages-page">
        <header className="page-header">
          <h1>{t('messages.title')}</h1>
          <p className="page__lead">{t('messages.lead')}</p>
        </header>
        <section className="messages-window__panel" aria-label={t('messages.conversation')}>
          <MessageThread
            clientId={user.id}
            kind="client_note"
            isCategoryShown={false}
            label={t('messages.conversation')}
            emptyText={t('messages.emptyClient')}
          />
          <MessageComposer clientId={user.id} kind="client_note" hasCategory={false} label={t('messages.composerClient')} />
        </section>
      </div>
    </FeatureGate>
  );
}

function ClientMessages({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <ClientHeader client={client} title={t('messages.staffTitle')} />
      <div className="messages-page__intro">
        <p className="page__lead">{t('messages.staffLead', { name: personName(client) })}</p>
        {allows(client, 'interactionReports.view') ? (
          <Link className="ui-button ui-button--ghost ui-button--sm" to={`${clientMessagesPath(client.id)}/interaction-reports`}>
            {t('messages.interactionReports')}
          </Link>
        ) : null}
      </div>
      <MessagesWindow client={client} />
    </>
  );
}

/** clients/{clientId}/messages: staff read and write the client notes and practice notes (a client is sent to their own). */
export function ClientMessagesRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  if (user.role === 'client') return <Navigate to="/messages" replace />;
  return (
    <FeatureGate flag="messages">
      <WithClient title={(client) => `${t('messages.staffTitle')} – ${personName(client)}`}>
        {(client) => <ClientMessages client={client} />}
      </WithClient>
    </FeatureGate>
  );
}
