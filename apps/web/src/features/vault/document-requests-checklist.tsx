import type { DocumentRequest, DocumentRequestItem } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, EmptyState, Spinner, StatusBadge } from '../../ui/index.ts';
import { useRealtimeEvent } from '../shell/realtime.ts';
import { documentRequestCalls, documentRequestsKey, useDocumentRequests } from './document-requests.api.ts';
import { ProvideDocumentDialog } from './document-requests-provide.tsx';
import { ConfirmedActionButton, PagedList } from './vault-list-parts.tsx';
import './vault-links.css';

/** Who reads the checklist: the client provides items; staff mark them received and withdraw requests. */
export type ChecklistViewer = 'client' | 'staff';

/** Keeps open checklists current: the server publishes 'documentRequests.changed' to the client and their followers. */
export function useLiveDocumentRequests(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('documentRequests.changed', () => {
    void queryClient.invalidateQueries({ queryKey: documentRequestsKey });
  });
}

type ItemProps = { clientId: string; request: DocumentRequest; item: DocumentRequestItem; viewer: ChecklistViewer };

/** What provided a received item (the document, while the viewer may see it) and when. */
function ItemState({ item }: { item: DocumentRequestItem }) {
  const { t } = useTranslation();
  if (item.status === 'pending') return null;
  const what = item.document ? t('documentRequests.providedAs', { name: item.document.name }) : null;
  const when = item.fulfilled_at ? t('documentRequests.receivedOn', { date: formatDate(item.fulfilled_at) }) : null;
  return <p className="document-request-item__meta">{[what, when].filter(Boolean).join(' · ')}</p>;
}

function ChecklistItem({ clientId, request, item, viewer }: ItemProps) {
  const { t } = useTranslation();
  const [isProviding, setIsProviding] = useState(false);
  const mark = useApiMutation(() => documentRequestCalls.fulfil({ clientId, requestId: request.id, itemId: item.id }), {
    invalidates: [documentRequestsKey],
  });
  const isReceived = item.status === 'received';
  return (
    <li className={`document-request-item document-request-item--${item.status}`}>
      <div className="document-request-item__head">
        <span className="document-request-item__name">{item.name}</span>
        <span className="document-request-item__badges">
          <StatusBadge tone={item.is_required ? 'info' : 'muted'}>
            {t(item.is_required ? 'documentRequests.required' : 'documentRequests.optional')}
          </StatusBadge>
          <StatusBadge tone={isReceived ? 'success' : 'warning'}>{t(`documentRequests.status.${item.status}`)}</StatusBadge>
        </span>
      </div>
      <ItemState item={item} />
      <div className="document-request-item__actions">
        {viewer === 'client' ? (
          <>
            <Button size="sm" variant={isReceived ? 'secondary' : 'primary'} onClick={() => setIsProviding(true)}>
              {t(isReceived ? 'documentRequests.replace' : 'documentRequests.provide')}
            </Button>
            <ProvideDocumentDialog
              isOpen={isProviding}
              clientId={clientId}
              requestId={request.id}
              item={item}
              onClose={() => setIsProviding(false)}
            />
          </>
        ) : isReceived ? null : (
          <Button size="sm" variant="secondary" isLoading={mark.isPending} onClick={() => void mark.run()}>
            {t('documentRequests.markReceived')}
          </Button>
        )}
      </div>
    </li>
  );
}

function WithdrawButton({ clientId, request }: { clientId: string; request: DocumentRequest }) {
  const { t } = useTranslation();
  return (
    <ConfirmedActionButton
      label={t('documentRequests.withdraw')}
      variant="ghost"
      title={t('documentRequests.withdrawTitle', { title: request.title })}
      text={t('documentRequests.withdrawText')}
      confirmLabel={t('documentRequests.confirmWithdraw')}
      cancelLabel={t('documentRequests.cancel')}
      call={() => documentRequestCalls.withdraw(clientId, request.id)}
      success={t('documentRequests.withdrawn')}
      invalidates={[documentRequestsKey]}
    />
  );
}

function RequestCard({ clientId, request, viewer }: { clientId: string; request: DocumentRequest; viewer: ChecklistViewer }) {
  const { t } = useTranslation();
  const sent = request.created_by
    ? t('documentRequests.sentBy', { date: formatDate(request.created_at), name: request.created_by.name })
    : t('documentRequests.sentOn', { date: formatDate(request.created_at) });
  return (
    <li className="document-request">
      <div className="document-request__head">
        <h3 className="document-request__title">{request.title}</h3>
        <StatusBadge tone={request.is_complete ? 'success' : 'warning'}>
          {t(request.is_complete ? 'documentRequests.complete' : 'documentRequests.waiting')}
        </StatusBadge>
      </div>
      <p className="document-request__meta">
        {sent} · {t('documentRequests.progress', { received: request.received_count, total: request.items.length })}
      </p>
      {request.note ? <p className="document-request__note">{request.note}</p> : null}
      <ul className="document-request__items" aria-label={request.title}>
        {request.items.map((item) => (
          <ChecklistItem key={item.id} clientId={clientId} request={request} item={item} viewer={viewer} />
        ))}
      </ul>
      {viewer === 'staff' ? (
        <div className="document-request__actions">
          <WithdrawButton clientId={clientId} request={request} />
        </div>
      ) : null}
    </li>
  );
}

type ChecklistProps = {
  clientId: string;
  viewer: ChecklistViewer;
  /** What the empty list says and offers (the staff's "Ask for documents"). */
  empty: { text: string; action?: React.ReactNode };
};

/**
 * A client's document requests as checklists, newest first: each item required or optional, pending or
 * received. The client provides items from their vault; staff mark items received and withdraw requests.
 */
export function DocumentRequestsChecklist({ clientId, viewer, empty }: ChecklistProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useDocumentRequests(clientId, page);
  useLiveDocumentRequests();
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('documentRequests.loadFailed')}</p>
      </Banner>
    );
  if (list.data.items.length === 0)
    return (
      <EmptyState title={t('documentRequests.emptyTitle')} action={empty.action}>
        <p>{empty.text}</p>
      </EmptyState>
    );
  return (
    <PagedList label={t('documentRequests.listLabel')} className="document-request-list" list={list.data} page={page} onPage={setPage}>
      {(request) => <RequestCard clientId={clientId} request={request} viewer={viewer} />}
    </PagedList>
  );
}
