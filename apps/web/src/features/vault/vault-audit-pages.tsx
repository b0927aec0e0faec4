import type { ClientDetail, VaultAuditAction } from '@advice/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { AuditTrail } from '../audit/audit-trail.tsx';
import { actionLabel } from '../audit/audit-wording.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useVaultAuditTrail, useVaultItem } from './vault.api.ts';
import { OwnVaultPage, StaffVaultPage } from './vault-guards.tsx';

/** Each audited action at a glance; the sentence beside it says who did what. */
const actionKeys = {
  vault_item_created: 'vault.audit.created',
  vault_item_updated: 'vault.audit.updated',
  vault_item_moved: 'vault.audit.moved',
  vault_item_shared: 'vault.audit.shared',
  vault_item_unshared: 'vault.audit.unshared',
  vault_document_replaced: 'vault.audit.replaced',
  vault_item_deleted: 'vault.audit.deleted',
  vault_document_downloaded: 'vault.audit.downloaded',
} as const satisfies Record<VaultAuditAction, CatalogueKey>;

/** The trail of the vault, or of one item (`?item=`), with the way back to the whole trail. */
function VaultEvents({ clientId, title, emptyText }: { clientId: string; title: string; emptyText: string }) {
  const tk = useKeyTranslation();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const itemId = params.get('item');
  // Another item's trail starts at its first page.
  const [paging, setPaging] = useState({ itemId, page: 1 });
  const page = paging.itemId === itemId ? paging.page : 1;
  const setPage = (next: number) => setPaging({ itemId, page: next });
  const trail = useVaultAuditTrail(clientId, itemId, page);
  const item = useVaultItem(clientId, itemId);
  const wording = useMemo(
    () => ({
      describeAction: (action: string) => (action in actionKeys ? tk(actionKeys[action as VaultAuditAction]) : actionLabel(action)),
    }),
    [tk],
  );
  const heading = item.data ? t('vault.audit.itemTitle', { name: item.data.name }) : title;
  return (
    <>
      {itemId ? (
        <p>
          <Link to={{ search: '' }}>{t('vault.audit.wholeTrail')}</Link>
        </p>
      ) : null}
      <AuditTrail trail={trail} page={page} onPage={setPage} title={heading} emptyText={emptyText} wording={wording} />
    </>
  );
}

/** vault/audit-trail: everything done in the client's vault, by them and by staff who opened what they share. */
export function OwnVaultAuditTrailRoute() {
  const { t } = useTranslation();
  const title = t('vault.audit.title');
  useDocumentTitle(title);
  return (
    <OwnVaultPage>
      {(clientId) => (
        <div className="page vault-page">
          <header className="page-header">
            <nav aria-label={t('vault.back')} className="vault-page__back">
              <Link to="/vault">{t('vault.back')}</Link>
            </nav>
            <h1>{title}</h1>
            <p className="page__lead">{t('vault.audit.lead')}</p>
          </header>
          <VaultEvents clientId={clientId} title={title} emptyText={t('vault.audit.empty')} />
        </div>
      )}
    </OwnVaultPage>
  );
}

function ClientVaultAuditTrail({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const title = t('vault.audit.title');
  return (
    <>
      <ClientHeader client={client} title={title} />
      <nav aria-label={t('vault.staff.back')} className="vault-page__back">
        <Link to={`/clients/${client.id}/vault`}>{t('vault.staff.back')}</Link>
      </nav>
      <p className="page__lead vault-page__intro">{t('vault.audit.staffLead', { name: personName(client) })}</p>
      <VaultEvents clientId={client.id} title={title} emptyText={t('vault.audit.staffEmpty')} />
    </>
  );
}

/** clients/{clientId}/vault/audit-trail: what was done with the documents the client shares now, for staff. */
export function ClientVaultAuditTrailRoute() {
  const { t } = useTranslation();
  return (
    <StaffVaultPage title={(client) => `${t('vault.audit.title')} – ${personName(client)}`}>
      {(client) => <ClientVaultAuditTrail client={client} />}
    </StaffVaultPage>
  );
}
