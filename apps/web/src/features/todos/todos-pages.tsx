import { allows } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { TodoList } from './todo-list.tsx';

/** todos: the client's own list. Staff have none of their own; they open a client's. */
export function OwnTodosRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  useDocumentTitle(t('todos.title'));
  return (
    <FeatureGate flag="todos">
      {user.role === 'client' ? (
        <div className="page">
          <header className="page-header">
            <h1>{t('todos.title')}</h1>
            <p className="page__lead">{t('todos.lead')}</p>
          </header>
          <TodoList clientId={user.id} canManage audience="client" />
        </div>
      ) : (
        <NotFoundPage />
      )}
    </FeatureGate>
  );
}

/** clients/{clientId}/todos: staff keep a client's list with the client (the client is sent to their own). */
export function ClientTodosRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  if (user.role === 'client') return <Navigate to="/todos" replace />;
  return (
    <FeatureGate flag="todos">
      <WithClient title={(client) => `${t('todos.staffTitle')} – ${personName(client)}`}>
        {(client) =>
          allows(client, 'todos.view') ? (
            <>
              <ClientHeader client={client} title={t('todos.staffTitle')} />
              <p className="page__lead">{t('todos.staffLead', { name: personName(client) })}</p>
              <TodoList clientId={client.id} canManage={allows(client, 'todos.manage')} audience="staff" />
            </>
          ) : (
            <NotFoundPage />
          )
        }
      </WithClient>
    </FeatureGate>
  );
}
