import { formatFileSize, type MeetingRoom } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';
import { Card } from '../../ui/index.ts';
import { roomDocumentUrl, useRoomDocuments } from './live/shared-document.api.ts';
import { DeleteRoomDocument } from './live/shared-document-delete.tsx';
import { LoadFailed } from './room-parts.tsx';

/**
 * The "Documents" card of a meeting's page (issue 16): the PDFs added to the room for showing in the call, each to
 * download, and to delete for those who may (its staff attendees, and whoever added it). Kept current as anyone
 * adds or deletes one, in the call or on another page.
 */
export function RoomDocumentsCard({ room }: { room: MeetingRoom }) {
  const { t } = useTranslation();
  const documents = useRoomDocuments(room.id, null);
  if (documents.isPending) return null;
  return (
    <Card title={t('meetings.live.documents.title')} description={t('meetings.live.documents.cardLead')} className="room-documents">
      {documents.isError ? (
        <LoadFailed onRetry={() => void documents.refetch()}>{t('meetings.live.documents.loadFailed')}</LoadFailed>
      ) : documents.data.length === 0 ? (
        <p>{t('meetings.live.documents.empty')}</p>
      ) : (
        <ul className="meeting-list" aria-label={t('meetings.live.documents.title')}>
          {documents.data.map((document) => (
            <li key={document.id} className="meeting room-documents__item">
              <div>
                <a href={roomDocumentUrl(room.id, document.id, null)} download className="meeting__title">
                  <span aria-hidden="true">{document.file_name}</span>
                  <span className="visually-hidden">{t('meetings.live.documents.download', { name: document.file_name })}</span>
                </a>
                <p className="meeting__meta">
                  {[
                    t('meetings.live.documents.pages', { count: document.page_count }),
                    formatFileSize(document.size_bytes),
                    document.added_by,
                    formatDateTime(document.created_at),
                  ]
                    .filter((fact) => fact.length > 0)
                    .join(' · ')}
                </p>
              </div>
              <DeleteRoomDocument roomId={room.id} document={document} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
