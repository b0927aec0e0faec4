import type { RoomDocument } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, ConfirmDialog } from '../../../ui/index.ts';
import { deleteRoomDocument, roomDocumentsKey } from './shared-document.api.ts';

/**
 * Deletes one of the room's documents after asking (its staff attendees, and whoever added it: the list says which
 * by `can_delete`). The server's sentence is the toast; its refusal shows in the dialog. Every open list of the room,
 * and the call, hears of it from the server.
 */
export function DeleteRoomDocument({ roomId, document }: { roomId: string; document: RoomDocument }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const remove = useApiMutation(() => deleteRoomDocument(roomId, document.id), {
    invalidates: [roomDocumentsKey(roomId)],
    onSuccess: () => setIsAsking(false),
    onErrorDetails: (details) => setError(details),
  });
  if (!document.can_delete) return null;
  const name = document.file_name;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setError(null);
          setIsAsking(true);
        }}
      >
        <span aria-hidden="true">{t('meetings.live.documents.deleteShort')}</span>
        <span className="visually-hidden">{t('meetings.live.documents.delete', { name })}</span>
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('meetings.live.documents.deleteTitle', { name })}
        confirmLabel={t('meetings.live.documents.deleteConfirm')}
        cancelLabel={t('meetings.goBack')}
        tone="danger"
        isBusy={remove.isPending}
        error={error}
        onConfirm={() => void remove.run()}
        onClose={() => setIsAsking(false)}
      >
        <p>{t('meetings.live.documents.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}
