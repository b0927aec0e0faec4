import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Card, Spinner } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useVaultItem } from './vault.api.ts';
import { NewDocumentForm } from './vault-document-form.tsx';
import { EditDocumentForm } from './vault-edit-form.tsx';
import { FolderForm } from './vault-folder-form.tsx';
import { OwnVaultPage, VaultItemUnavailable } from './vault-guards.tsx';
import { folderPath } from './vault-parts.tsx';

/** A form page of the vault: a way back to where the client came from, the title, and the form in a card. */
function FormPage({ title, lead, back, children }: { title: string; lead?: string; back: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="page vault-page">
      <header className="page-header">
        <nav aria-label={t('vault.back')} className="vault-page__back">
          <Link to={back}>{t('vault.back')}</Link>
        </nav>
        <h1>{title}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </header>
      <Card title={t('vault.item.details')}>{children}</Card>
    </div>
  );
}

/** The folder named in the address (`?folder=`), where the new item goes; the top when none. */
function useChosenFolder(): string | null {
  const [params] = useSearchParams();
  return params.get('folder');
}

/** vault/new: a new document, in the folder the client was looking at. */
export function NewDocumentRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const folderId = useChosenFolder();
  return (
    <OwnVaultPage>
      {(clientId) => (
        <FormPage title={t('vault.newDocumentTitle')} lead={t('vault.newDocumentLead')} back={folderPath(folderId)}>
          <NewDocumentForm
            clientId={clientId}
            folderId={folderId}
            onSaved={(saved) => void navigate(folderPath(saved.folder_id), { replace: true })}
          />
        </FormPage>
      )}
    </OwnVaultPage>
  );
}

/** vault/new-folder: a new folder, in the folder the client was looking at. */
export function NewFolderRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const folderId = useChosenFolder();
  return (
    <OwnVaultPage>
      {(clientId) => (
        <FormPage title={t('vault.newFolderTitle')} lead={t('vault.newFolderLead')} back={folderPath(folderId)}>
          <FolderForm clientId={clientId} parentId={folderId} onSaved={(parent) => void navigate(folderPath(parent), { replace: true })} />
        </FormPage>
      )}
    </OwnVaultPage>
  );
}

function EditItem({ clientId, itemId }: { clientId: string; itemId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const item = useVaultItem(clientId, itemId);
  if (item.isPending) return <Spinner />;
  if (item.isError) return <VaultItemUnavailable error={item.error} onRetry={() => void item.refetch()} />;
  const view = item.data;
  const title = t('vault.editTitle', { name: view.name });
  if (view.kind === 'folder')
    return (
      <FormPage title={title} back={folderPath(view.folder_id)}>
        <FolderForm clientId={clientId} folder={view} onSaved={(parent) => void navigate(folderPath(parent), { replace: true })} />
      </FormPage>
    );
  return (
    <FormPage title={title} back={`/vault/${view.id}`}>
      <EditDocumentForm clientId={clientId} item={view} onSaved={() => void navigate(`/vault/${view.id}`, { replace: true })} />
    </FormPage>
  );
}

/** vault/{itemId}/edit: a document's or a folder's details, its folder (a move) included. */
export function EditItemRoute() {
  const { itemId = '' } = useParams();
  return <OwnVaultPage>{(clientId) => <EditItem clientId={clientId} itemId={itemId} />}</OwnVaultPage>;
}
