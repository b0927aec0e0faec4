import { formatFileSize, uploadPolicies, type VaultItem } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { ButtonLink, Card, DropZone, Spinner, useChosenFileUpload } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useLiveVault, useVaultItem, vaultCalls, vaultKey } from './vault.api.ts';
import { DeleteItem, DownloadButton, ShareToggle } from './vault-actions.tsx';
import { OwnVaultPage, VaultItemUnavailable } from './vault-guards.tsx';
import { VaultShareLinks } from './vault-links-panel.tsx';
import { Breadcrumbs, folderPath, pathText, TagList } from './vault-parts.tsx';

const policy = uploadPolicies.vaultDocument;

/** Replaces the document's file with another, checked by the policy as soon as it is chosen. */
function ReplaceFile({ clientId, item }: { clientId: string; item: VaultItem }) {
  const { t } = useTranslation();
  const { progress, setProgress, error, setError, chosen, choose: chooseFile } = useChosenFileUpload(policy);
  const save = useApiMutation((form: FormData) => vaultCalls.replaceFile({ clientId, itemId: item.id }, form, setProgress), {
    invalidates: [vaultKey],
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  return (
    <div className="vault-replace">
      <DropZone
        action={t('vault.form.replace')}
        policy={policy}
        chosen={chosen}
        progress={progress}
        progressLabel={t('vault.form.uploading')}
        error={error}
        isBusy={progress !== null}
        isCompact
        onFiles={(files) => void chooseFile(save.run)(files)}
      />
    </div>
  );
}

/** Type, place, tags and file of a document, as both its pages show them. */
export function DocumentFacts({ item, isLocationShown }: { item: VaultItem; isLocationShown: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className="vault-facts">
      <dt>{t('vault.item.type')}</dt>
      <dd>{t(`vault.kind.${item.kind}`)}</dd>
      {isLocationShown ? (
        <>
          <dt>{t('vault.item.location')}</dt>
          <dd>{item.path.length > 0 ? pathText(item.path) : t('vault.atTop')}</dd>
        </>
      ) : null}
      <dt>{t('vault.item.tags')}</dt>
      <dd>{item.tags.length > 0 ? <TagList item={item} /> : t('vault.item.noTags')}</dd>
      {item.file ? (
        <>
          <dt>{t('vault.item.file')}</dt>
          <dd>
            {t('vault.item.fileLine', {
              name: item.file.file_name,
              size: formatFileSize(item.file.size_bytes),
              date: formatDate(item.file.uploaded_at),
            })}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function OwnDocument({ clientId, itemId }: { clientId: string; itemId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const item = useVaultItem(clientId, itemId);
  useLiveVault();
  useDocumentTitle(item.data?.name ?? t('vault.title'));
  if (item.isPending) return <Spinner />;
  if (item.isError) return <VaultItemUnavailable error={item.error} onRetry={() => void item.refetch()} />;
  const view = item.data;
  if (view.kind === 'folder') return <Navigate to={folderPath(view.id)} replace />;
  return (
    <div className="page vault-page">
      <header className="page-header">
        <Breadcrumbs trail={[...view.path, { id: view.id, name: view.name }]} />
        <h1>{view.name}</h1>
      </header>
      <div className="vault-page__grid">
        <Card title={t('vault.item.details')}>
          <DocumentFacts item={view} isLocationShown />
          <div className="form-actions vault-page__actions">
            <DownloadButton clientId={clientId} item={view} isNamed />
            <ButtonLink variant="secondary" size="sm" to={`/vault/${view.id}/edit`}>
              {t('vault.edit')}
            </ButtonLink>
            <DeleteItem clientId={clientId} item={view} onDeleted={() => void navigate(folderPath(view.folder_id), { replace: true })} />
          </div>
          <ReplaceFile clientId={clientId} item={view} />
        </Card>
        <Card title={t('vault.item.sharing')}>
          <p>{t(view.is_shared_with_adviser ? 'vault.item.shared' : 'vault.item.notShared')}</p>
          <ShareToggle clientId={clientId} item={view} hasHint />
          <ButtonLink variant="ghost" size="sm" to={`/vault/audit-trail?item=${view.id}`}>
            {t('vault.item.history')}
          </ButtonLink>
        </Card>
        <VaultShareLinks clientId={clientId} itemId={view.id} documentName={view.name} />
      </div>
    </div>
  );
}

/** vault/{itemId}: one of the client's documents (a folder opens as the list of what it holds). */
export function VaultItemRoute() {
  const { itemId = '' } = useParams();
  return <OwnVaultPage>{(clientId) => <OwnDocument clientId={clientId} itemId={itemId} />}</OwnVaultPage>;
}
