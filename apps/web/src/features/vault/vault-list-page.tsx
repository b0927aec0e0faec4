import type { VaultItem } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Banner, Button, ButtonLink, EmptyState, Pager, Spinner } from '../../ui/index.ts';
import { FeatureHelp } from '../help/feature-help.tsx';
import { ClientSearchField } from '../people/clients/client-search-field.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { DocumentRequestsNotice } from './document-requests-pages.tsx';
import { useLiveVault, useVaultItem, useVaultItems } from './vault.api.ts';
import { DeleteItem, DownloadButton, FolderSharing, ShareToggle } from './vault-actions.tsx';
import { OwnVaultPage, VaultItemUnavailable } from './vault-guards.tsx';
import { Breadcrumbs, DocumentIcon, FolderIcon, ItemMeta, itemLink, pathText, TagList } from './vault-parts.tsx';

/** One folder or document of the list, with what the client can do with it there and then. */
function VaultRow({ clientId, item, isSearch }: { clientId: string; item: VaultItem; isSearch: boolean }) {
  const { t } = useTranslation();
  const isFolder = item.kind === 'folder';
  return (
    <li className={`vault-item${isFolder ? ' vault-item--folder' : ''}`}>
      <span className="vault-item__icon">{isFolder ? <FolderIcon /> : <DocumentIcon />}</span>
      <div className="vault-item__body">
        <h2 className="vault-item__name">
          <Link to={itemLink(item)}>{item.name}</Link>
        </h2>
        <ItemMeta item={item} />
        {isSearch ? (
          <p className="vault-item__meta">{item.path.length > 0 ? t('vault.inFolder', { path: pathText(item.path) }) : t('vault.atTop')}</p>
        ) : null}
        <TagList item={item} />
      </div>
      <div className="vault-item__actions">
        {isFolder ? null : <ShareToggle clientId={clientId} item={item} />}
        {isFolder ? null : <DownloadButton clientId={clientId} item={item} />}
        <ButtonLink variant="ghost" size="sm" to={`/vault/${item.id}/edit`} aria-label={t('vault.editNamed', { name: item.name })}>
          {t('vault.edit')}
        </ButtonLink>
        <DeleteItem clientId={clientId} item={item} />
      </div>
    </li>
  );
}

/** The actions that add to the folder shown (or the top). */
function AddLinks({ folderId }: { folderId: string | null }) {
  const { t } = useTranslation();
  const query = folderId ? `?folder=${folderId}` : '';
  return (
    <>
      <ButtonLink to={`/vault/new${query}`}>{t('vault.addDocument')}</ButtonLink>
      <ButtonLink variant="secondary" to={`/vault/new-folder${query}`}>
        {t('vault.newFolder')}
      </ButtonLink>
    </>
  );
}

/** One page of a folder's items (or of a search), or what to do when there are none. */
function VaultListing({ clientId, folderId, search }: { clientId: string; folderId: string | null; search: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useVaultItems(clientId, { folderId, search, page });
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('vault.loadFailed')}</p>
      </Banner>
    );
  const { items, pagination } = list.data;
  if (items.length === 0) {
    if (search)
      return (
        <EmptyState title={t('vault.noMatchTitle')}>
          <p>{t('vault.noMatchText', { search })}</p>
        </EmptyState>
      );
    return (
      <EmptyState
        title={t(folderId ? 'vault.folderEmptyTitle' : 'vault.emptyTitle')}
        action={
          <div className="form-actions">
            <AddLinks folderId={folderId} />
          </div>
        }
      >
        <p>{t(folderId ? 'vault.folderEmptyText' : 'vault.emptyText')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="vault-list" aria-label={t('vault.listLabel')}>
        {items.map((item) => (
          <VaultRow key={item.id} clientId={clientId} item={item} isSearch={search !== ''} />
        ))}
      </ul>
      <Pager
        label={t('vault.listLabel')}
        pagination={pagination}
        page={page}
        onPage={setPage}
        summary={t('common.pageOf', { page, total: pagination.totalPages })}
      />
    </>
  );
}

/** The folder shown: its breadcrumbs and the sharing of everything in it; the top of the vault has only its crumb. */
function FolderHead({ clientId, folder }: { clientId: string; folder: VaultItem | null }) {
  if (!folder) return <Breadcrumbs trail={[]} />;
  return (
    <>
      <Breadcrumbs trail={[...folder.path, { id: folder.id, name: folder.name }]} />
      <FolderSharing clientId={clientId} folder={folder} />
    </>
  );
}

function OwnVault({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const folderId = params.get('folder');
  const [search, setSearch] = useState('');
  const folder = useVaultItem(clientId, folderId);
  useLiveVault();
  if (folderId !== null) {
    if (folder.isPending) return <Spinner />;
    if (folder.isError) return <VaultItemUnavailable error={folder.error} onRetry={() => void folder.refetch()} />;
    if (folder.data.kind !== 'folder') return <Navigate to={`/vault/${folder.data.id}`} replace />;
  }
  return (
    <div className="page vault-page">
      <header className="page-header">
        <h1>{t('vault.title')}</h1>
        <p className="page__lead">{t('vault.lead')}</p>
        <FeatureHelp feature="vault" />
      </header>
      <div className="vault-toolbar">
        <div className="form-actions">
          <AddLinks folderId={folderId} />
          <ButtonLink variant="ghost" to="/vault/audit-trail">
            {t('vault.auditTrail')}
          </ButtonLink>
        </div>
        <ClientSearchField className="vault-search" label={t('vault.search')} onSearch={(term) => setSearch(term.trim())} />
      </div>
      <DocumentRequestsNotice clientId={clientId} />
      {search ? null : <FolderHead clientId={clientId} folder={folderId === null ? null : (folder.data ?? null)} />}
      <VaultListing key={`${folderId ?? 'top'}|${search}`} clientId={clientId} folderId={folderId} search={search} />
    </div>
  );
}

/** vault (and vault?folder=…): the client's folders and documents, one folder at a time. */
export function VaultRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('vault.title'));
  return <OwnVaultPage>{(clientId) => <OwnVault clientId={clientId} />}</OwnVaultPage>;
}
