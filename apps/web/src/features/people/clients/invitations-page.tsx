import type { InvitationItem } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, ButtonLink, CardList, CardListItem, Dialog, EmptyState, Spinner } from '../../../ui/index.ts';
import { FeatureGate } from '../../practice/feature-gate.tsx';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { cancelInvitation, resendInvitation, useInvitations } from './clients.api.ts';
import { ClientsPageHeader, ClientsPager } from './clients-parts.tsx';
import './clients.css';

/** Prospects who have not accepted yet, while the practice has the feature on: resend or cancel each invitation. */
export function InvitationsPage() {
  return (
    <FeatureGate flag="inviteProspectiveClient">
      <InvitationList />
    </FeatureGate>
  );
}

function InvitationList() {
  const { t } = useTranslation();
  useDocumentTitle(t('clients.invitationsTitle'));
  const [page, setPage] = useState(1);
  const list = useInvitations(page);
  const [cancelling, setCancelling] = useState<InvitationItem | null>(null);
  const resending = useApiMutation(resendInvitation, { success: t('clients.resent') });
  const cancellation = useApiMutation(cancelInvitation, {
    success: t('clients.cancelled'),
    onSuccess: () => setCancelling(null),
    invalidates: [['invitations']],
  });
  const cancel = () => {
    if (cancelling) void cancellation.run(cancelling.id);
  };

  return (
    <div className="page">
      <ClientsPageHeader title={t('clients.invitationsTitle')} lead={t('clients.invitationsLead')} />
      {list.isPending ? (
        <Spinner />
      ) : list.data?.items.length === 0 ? (
        <EmptyState
          title={t('clients.invitationsEmpty')}
          action={<ButtonLink to="/clients/new-prospect">{t('clients.invite')}</ButtonLink>}
        >
          <p>{t('clients.invitationsEmptyText')}</p>
        </EmptyState>
      ) : (
        <CardList>
          {list.data?.items.map((item) => (
            <CardListItem key={item.id} className="clients__card--row">
              <div>
                <strong>
                  {item.first_name} {item.last_name}
                </strong>
                <div className="clients__email">{item.email}</div>
                <div className="clients__email">
                  {t('clients.col.invited')}: {item.invited_at ? formatDate(item.invited_at) : '—'}
                  {item.adviser_name ? ` · ${item.adviser_name}` : ''}
                </div>
              </div>
              <div className="clients__row-actions">
                <Button size="sm" variant="secondary" onClick={() => void resending.run(item.id)}>
                  {t('clients.resend')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setCancelling(item)}>
                  {t('clients.cancel')}
                </Button>
              </div>
            </CardListItem>
          ))}
        </CardList>
      )}
      {list.data ? (
        <ClientsPager label={t('clients.invitationsTitle')} pagination={list.data.pagination} page={page} onPage={setPage} />
      ) : null}
      <Dialog
        isOpen={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('clients.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setCancelling(null)}>
              {t('clients.keep')}
            </Button>
            <Button variant="danger" onClick={cancel}>
              {t('clients.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('clients.cancelConfirm', { name: `${cancelling?.first_name ?? ''} ${cancelling?.last_name ?? ''}` })}</p>
      </Dialog>
    </div>
  );
}
