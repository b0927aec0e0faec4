import type { MeetingRoom, MeetingSummaryView } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Checkbox, ConfirmDialog } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { useFeature } from '../practice/practice.api.ts';
import { meetingRoomCalls, meetingSummaryKey } from './meetings.api.ts';

/** Writes the meeting's summary from its transcript (again, replacing the current one); the server's sentence is the toast. */
export function useWriteSummary(roomId: string, handlers: { onSuccess?: () => void; onErrorDetails?: (details: string[]) => void } = {}) {
  return useApiMutation(() => meetingRoomCalls.writeSummary(roomId), {
    invalidates: [meetingSummaryKey(roomId)],
    ...(handlers.onSuccess ? { onSuccess: handlers.onSuccess } : {}),
    ...(handlers.onErrorDetails ? { onErrorDetails: handlers.onErrorDetails } : {}),
  });
}

/** Asks before sharing: the client is told and the summary is fixed; its action points may become the client's to-dos. */
function ShareDialog({
  room,
  summary,
  isOpen,
  onClose,
}: {
  room: MeetingRoom;
  summary: MeetingSummaryView;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const hasTodos = useFeature('todos');
  const [isFiled, setIsFiled] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const share = useApiMutation(() => meetingRoomCalls.shareSummary(room.id, { file_as_todos: isFiled }), {
    invalidates: [meetingSummaryKey(room.id)],
    onSuccess: onClose,
    onErrorDetails: setError,
  });
  const name = personName(room.client);
  const canFile = hasTodos && summary.action_points.length > 0;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('meetings.summary.shareTitle', { name })}
      confirmLabel={t('meetings.summary.confirmShare')}
      cancelLabel={t('meetings.goBack')}
      isBusy={share.isPending}
      error={error}
      onConfirm={() => {
        setError(null);
        void share.run();
      }}
      onClose={onClose}
    >
      <p>{t('meetings.summary.shareText', { name })}</p>
      {canFile ? (
        <Checkbox
          label={t('meetings.summary.fileAsTodos')}
          description={t('meetings.summary.fileAsTodosHint')}
          checked={isFiled}
          onChange={(event) => setIsFiled(event.target.checked)}
        />
      ) : null}
    </ConfirmDialog>
  );
}

type Asking = 'share' | 'rewrite' | null;

/** What staff may do to a summary not yet shared: edit it, share it, or write it again after a warning. */
export function SummaryActions({ room, summary, onEdit }: { room: MeetingRoom; summary: MeetingSummaryView; onEdit: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking>(null);
  const [error, setError] = useState<string[] | null>(null);
  const rewrite = useWriteSummary(room.id, { onSuccess: () => setAsking(null), onErrorDetails: setError });
  const ask = (what: Asking) => {
    setError(null);
    setAsking(what);
  };
  return (
    <div className="form-actions meeting-summary__actions">
      <Button onClick={() => ask('share')}>{t('meetings.summary.share')}</Button>
      <Button variant="secondary" onClick={onEdit}>
        {t('meetings.summary.edit')}
      </Button>
      <Button variant="ghost" onClick={() => ask('rewrite')}>
        {t('meetings.summary.writeAgain')}
      </Button>
      {asking === 'share' ? <ShareDialog room={room} summary={summary} isOpen onClose={() => setAsking(null)} /> : null}
      <ConfirmDialog
        isOpen={asking === 'rewrite'}
        title={t('meetings.summary.rewriteTitle')}
        confirmLabel={t('meetings.summary.confirmRewrite')}
        cancelLabel={t('meetings.summary.keep')}
        tone="danger"
        isBusy={rewrite.isPending}
        error={error}
        onConfirm={() => void rewrite.run()}
        onClose={() => setAsking(null)}
      >
        <p>{t('meetings.summary.rewriteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
