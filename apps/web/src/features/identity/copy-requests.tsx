import { type Identification, type IdentityCopyRequest, identityCopyNoteMax } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card, ConfirmDialog, TextArea } from '../../ui/index.ts';
import type { DocumentDialogProps } from './document-removal.tsx';
import { mayDo, type Viewer } from './identification-view.tsx';
import { identityCalls, identityKey } from './identity.api.ts';

/** Asks the client for a physical copy of a document, with an optional note; they are told at once. */
export function CopyRequestDialog({ isOpen, viewer, document, onClose }: DocumentDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setError(null);
    onClose();
  };
  const send = useApiMutation(() => identityCalls.requestCopy(viewer.clientId, { document_id: document.id, note }), {
    invalidates: [identityKey],
    onSuccess: close,
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={close}
      title={t('identity.copies.requestTitle', { name: document.name })}
      confirmLabel={t('identity.copies.send')}
      cancelLabel={t('identity.documents.cancel')}
      isBusy={send.isPending}
      error={error}
      onConfirm={() => void send.run()}
    >
      <p>{t('identity.copies.requestText', { name: viewer.clientName })}</p>
      <TextArea
        label={t('identity.copies.noteLabel')}
        description={t('identity.copies.noteHint')}
        rows={3}
        maxLength={identityCopyNoteMax}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ConfirmDialog>
  );
}

function CopyRequestItem({ request, viewer }: { request: IdentityCopyRequest; viewer: Viewer }) {
  const { t } = useTranslation();
  const received = useApiMutation(() => identityCalls.markReceived(viewer.clientId, request.id), { invalidates: [identityKey] });
  const name = request.document_name ?? t('identity.copies.removedDocument');
  const date = formatDate(request.requested_at);
  return (
    <li className="identity-copy">
      <div>
        <p className="identity-copy__name">{name}</p>
        <p className="identification__meta">
          {request.requested_by?.name
            ? t('identity.copies.line', { date, name: request.requested_by.name })
            : t('identity.copies.lineNoName', { date })}
        </p>
        {request.note ? <p className="identification__meta">{t('identity.copies.note', { note: request.note })}</p> : null}
      </div>
      {mayDo(viewer, 'identity.requestCopy') ? (
        <Button
          variant="secondary"
          size="sm"
          isLoading={received.isPending}
          aria-label={t('identity.copies.markReceivedNamed', { name })}
          onClick={() => void received.run()}
        >
          {t('identity.copies.markReceived')}
        </Button>
      ) : null}
    </li>
  );
}

/** The physical copies asked of the client and not yet received: the client sees what to send, the adviser marks each one received. */
export function CopyRequestsCard({ identification, viewer }: { identification: Identification; viewer: Viewer }) {
  const { t } = useTranslation();
  const requests = identification.copy_requests;
  if (requests.length === 0) return null;
  return (
    <Card
      id="physical-copies"
      title={t('identity.copies.title')}
      description={t(viewer.isClient ? 'identity.copies.clientLead' : 'identity.copies.staffLead')}
    >
      <ul className="identity-copies" aria-label={t('identity.copies.listLabel')}>
        {requests.map((request) => (
          <CopyRequestItem key={request.id} request={request} viewer={viewer} />
        ))}
      </ul>
    </Card>
  );
}
