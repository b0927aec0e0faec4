import { formatFileSize, uploadPolicies } from '@advice/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, DropZone, Spinner, useChosenFileUpload } from '../../../ui/index.ts';
import { roomDocumentsKey, uploadRoomDocument, useRoomDocuments } from './shared-document.api.ts';
import { DeleteRoomDocument } from './shared-document-delete.tsx';

export const documentsPanelId = 'live-documents';
const policy = uploadPolicies.meetingRoomDocument;

/** Attendees add a PDF to the room here; it is checked by the policy the server applies before it is sent. */
function AddDocument({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const { progress, setProgress, error, setError, chosen, choose } = useChosenFileUpload(policy);
  const upload = useApiMutation((form: FormData) => uploadRoomDocument(roomId, form, setProgress), {
    invalidates: [roomDocumentsKey(roomId)],
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  return (
    <DropZone
      action={t('meetings.live.documents.add')}
      policy={policy}
      chosen={chosen}
      progress={progress}
      progressLabel={t('meetings.live.documents.uploading')}
      error={error}
      isBusy={progress !== null}
      isCompact
      onFiles={(files) => void choose(upload.run)(files)}
    />
  );
}

/**
 * The room's documents beside the call (attendees and trusted guests): each one shown to everyone at once by its
 * button; the one shown now is marked. Attendees add PDFs here too, and delete those they may. The list is read again
 * whenever anyone adds or deletes one (the call's socket says so).
 */
export function SharedDocumentPanel({
  roomId,
  guestToken,
  shownId,
  onShow,
}: {
  roomId: string;
  guestToken: string | null;
  shownId: string | null;
  onShow: (documentId: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const documents = useRoomDocuments(roomId, guestToken);
  return (
    <section id={documentsPanelId} className="live-documents" aria-labelledby={headingId}>
      <h2 id={headingId} className="live-documents__heading">
        {t('meetings.live.documents.title')}
      </h2>
      {documents.isPending ? <Spinner label={t('meetings.live.documents.title')} /> : null}
      {documents.isError ? <p role="alert">{t('meetings.live.documents.loadFailed')}</p> : null}
      {documents.data?.length === 0 ? <p className="live-documents__empty">{t('meetings.live.documents.empty')}</p> : null}
      {documents.data && documents.data.length > 0 ? (
        <ul className="live-documents__list">
          {documents.data.map((document) => (
            <li key={document.id} className="live-documents__item">
              <div className="live-documents__about">
                <span className="live-documents__name">{document.file_name}</span>
                <span className="live-documents__meta">
                  {t('meetings.live.documents.pages', { count: document.page_count })} · {formatFileSize(document.size_bytes)}
                </span>
              </div>
              <div className="live-documents__actions">
                {document.id === shownId ? (
                  <span className="live-documents__shown">{t('meetings.live.documents.showing')}</span>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => onShow(document.id)}>
                    <span aria-hidden="true">{t('meetings.live.documents.showShort')}</span>
                    <span className="visually-hidden">{t('meetings.live.documents.show', { name: document.file_name })}</span>
                  </Button>
                )}
                <DeleteRoomDocument roomId={roomId} document={document} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {guestToken === null ? <AddDocument roomId={roomId} /> : null}
    </section>
  );
}
