import { allows } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { personName } from '../people/client-account/client-account.api.ts';
import { OwnAreaPage, StaffAreaPage } from '../people/client-account/client-area-guards.tsx';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { TodoList } from './todo-list.tsx';

/** todos: the client's own list. Staff have none of their own; they open a client's. */
export function OwnTodosRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('todos.title'));
  return (
    <OwnAreaPage gate="todos">
      {(clientId) => (
        <div className="page">
          <header className="page-header">
            <h1>{t('todos.title')}</h1>
            <p className="page__lead">{t('todos.lead')}</p>
          </header>
          <TodoList clientId={clientId} canManage audience="client" />
        </div>
      )}
    </OwnAreaPage>
  );
}

/** clients/{clientId}/todos: staff keep a client's list with the client (the client is sent to their own). */
export function ClientTodosRoute() {
  const { t } = useTranslation();
  return (
    <StaffAreaPage gate="todos" action="todos.view" ownPath="/todos" title={(client) => `${t('todos.staffTitle')} – ${personName(client)}`}>
      {(client) => (
        <>
          <ClientHeader client={client} title={t('todos.staffTitle')} />
          <p className="page__lead">{t('todos.staffLead', { name: personName(client) })}</p>
          <TodoList clientId={client.id} canManage={allows(client, 'todos.manage')} audience="staff" />
        </>
      )}
    </StaffAreaPage>
  );
}
