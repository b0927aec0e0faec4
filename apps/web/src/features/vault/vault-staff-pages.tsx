import type { ClientDetail, VaultItem } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Banner, Button, ButtonLink, Card, EmptyState, Pager, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { ClientSearchField } from '../people/clients/client-search-field.tsx';
import { useLiveVault, useVaultItem, useVaultItems } from './vault.api.ts';
import { DownloadButton } from './vault-actions.tsx';
import { StaffVaultPage, VaultItemUnavailable } from './vault-guards.tsx';
import { DocumentFacts } from './vault-item-page.tsx';
import { VaultShareLinks } from './vault-links-panel.tsx';
import { DocumentIcon, ItemMeta, TagList } from './vault-parts.tsx';

const sharedPath = (clientId: string) => `/clients/${clientId}/vault`;

function SharedRow({ client, item }: { client: ClientDetail; item: VaultItem }) {
  return (
    <li className="vault-item">
      <span className="vault-item__icon">
        <DocumentIcon />
      </span>
      <div className="vault-item__body">
        <h2 className="vault-item__name">
          <Link to={`${sharedPath(client.id)}/${item.id}`}>{item.name}</Link>
        </h2>
        <ItemMeta item={item} />
        <TagList item={item} />
      </div>
      <div className="vault-item__actions">
        <DownloadButton clientId={client.id} item={item} />
      </div>
    </li>
  );
}

function SharedListing({ client, search }: { client: ClientDetail; search: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useVaultItems(client.id, { folderId: null, search, page });
  const name = personName(client);
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('vault.loadFailed')}</p>
      </Banner>
    );
  const { items, pagination } = list.data;
  if (items.length === 0)
    return (
      <EmptyState title={t(search ? 'vault.noMatchTitle' : 'vault.staff.emptyTitle')}>
        <p>{search ? t('vault.staff.noMatchText', { search }) : t('vault.staff.emptyText', { name })}</p>
      </EmptyState>
    );
  return (
    <>
      <ul className="vault-list" aria-label={t('vault.listLabel')}>
        {items.map((item) => (
          <SharedRow key={item.id} client={client} item={item} />
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

/** The documents the client shares, read-only, following the client's sharing live. */
function SharedDocuments({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  useLiveVault();
  return (
    <>
      <ClientHeader client={client} title={t('vault.staff.title')} />
      <div className="vault-page__intro">
        <p className="page__lead">{t('vault.staff.lead', { name: personName(client) })}</p>
        <div className="vault-toolbar">
          <div className="form-actions">
            <ButtonLink variant="ghost" to={`${sharedPath(client.id)}/audit-trail`}>
              {t('vault.auditTrail')}
            </ButtonLink>
            <ButtonLink variant="secondary" to={`${sharedPath(client.id)}/requests`}>
              {t('vault.staff.requests')}
            </ButtonLink>
          </div>
          <ClientSearchField className="vault-search" label={t('vault.staffSearch')} onSearch={(term) => setSearch(term.trim())} />
        </div>
      </div>
      <SharedListing key={search} client={client} search={search} />
    </>
  );
}

/** clients/{clientId}/vault: what the client shares from their vault, for their staff. */
export function ClientVaultRoute() {
  const { t } = useTranslation();
  return (
    <StaffVaultPage title={(client) => `${t('vault.staff.title')} – ${personName(client)}`}>
      {(client) => <SharedDocuments client={client} />}
    </StaffVaultPage>
  );
}

function SharedDocument({ client, itemId }: { client: ClientDetail; itemId: string }) {
  const { t } = useTranslation();
  const item = useVaultItem(client.id, itemId);
  useLiveVault();
  if (item.isPending) return <Spinner />;
  if (item.isError) return <VaultItemUnavailable error={item.error} onRetry={() => void item.refetch()} />;
  const view = item.data;
  return (
    <>
      <ClientHeader client={client} title={view.name} />
      <nav aria-label={t('vault.staff.back')} className="vault-page__back">
        <Link to={sharedPath(client.id)}>{t('vault.staff.back')}</Link>
      </nav>
      <Card title={t('vault.item.details')} description={t('vault.staff.sharedBy', { name: personName(client) })}>
        <DocumentFacts item={view} isLocationShown={false} />
        <div className="form-actions vault-page__actions">
          <DownloadButton clientId={client.id} item={view} isNamed />
          <ButtonLink variant="ghost" size="sm" to={`${sharedPath(client.id)}/audit-trail?item=${view.id}`}>
            {t('vault.item.history')}
          </ButtonLink>
        </div>
      </Card>
      <VaultShareLinks clientId={client.id} itemId={view.id} documentName={view.name} />
    </>
  );
}

/** clients/{clientId}/vault/{itemId}: one shared document, read-only; one no longer shared is not found. */
export function ClientVaultItemRoute() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  return (
    <StaffVaultPage title={(client) => `${t('vault.staff.title')} – ${personName(client)}`}>
      {(client) => <SharedDocument client={client} itemId={itemId} />}
    </StaffVaultPage>
  );
}
