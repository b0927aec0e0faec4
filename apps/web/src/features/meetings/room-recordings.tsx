import { formatFileSize, type MeetingRecordingView, type MeetingRoom, meetingRecordingTypeLabels } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card } from '../../ui/index.ts';
import { meetingRecordingsKey, meetingRoomCalls, recordingFileUrl, useMeetingRoomRecordings } from './meetings.api.ts';
import { LoadFailed, useDurationText } from './room-parts.tsx';

/** "45 seconds", or to the minute past one: "1 hour 5 minutes". */
function useRecordingLength(): (seconds: number) => string {
  const { t } = useTranslation();
  const durationText = useDurationText();
  return (seconds) =>
    seconds < 60 ? t('meetings.recordings.seconds', { count: Math.round(seconds) }) : durationText(Math.round(seconds / 60));
}

/** Staff send a failed recording to be prepared again; the server's answer is the toast, and the list is read again. */
function TryAgain({ roomId, recordingId }: { roomId: string; recordingId: string }) {
  const { t } = useTranslation();
  const compose = useApiMutation(() => meetingRoomCalls.composeRecording(roomId, recordingId), {
    invalidates: [meetingRecordingsKey(roomId)],
  });
  return (
    <Button size="sm" variant="secondary" isLoading={compose.isPending} onClick={() => void compose.run()}>
      {t('meetings.recordings.tryAgain')}
    </Button>
  );
}

/** What a recording's state means for the viewer: the way to download it, why it failed, or what to wait for. */
function RecordingState({ roomId, recording, canManage }: { roomId: string; recording: MeetingRecordingView; canManage: boolean }) {
  const { t } = useTranslation();
  const type = meetingRecordingTypeLabels[recording.type];
  switch (recording.status) {
    case 'recording':
      return (
        <p className="meeting-recording__text meeting-recording__text--live">
          <span className="meeting-recording__dot" aria-hidden="true" />
          {t('meetings.recordings.recording')}
        </p>
      );
    case 'pending':
      return (
        <>
          <p className="meeting-recording__text">{t('meetings.recordings.pending')}</p>
          {recording.reason ? <p className="meeting__meta">{recording.reason}</p> : null}
        </>
      );
    case 'ready': {
      const size = recording.size === null ? null : formatFileSize(recording.size);
      const label = t('meetings.recordings.downloadLabel', { type, when: formatDateTime(recording.started_at) });
      return (
        <p className="meeting-recording__text">
          <a href={recordingFileUrl(roomId, recording.id)} download className="meeting-recording__download">
            {t('meetings.recordings.download')} <span className="visually-hidden">{label}</span>
            {size ? ` (${size})` : null}
          </a>
        </p>
      );
    }
    case 'failed':
      return (
        <>
          <p className="meeting-recording__text">{recording.reason ?? t('meetings.recordings.failed')}</p>
          {canManage ? (
            <div className="form-actions">
              <TryAgain roomId={roomId} recordingId={recording.id} />
            </div>
          ) : null}
        </>
      );
    case 'deleted':
      return <p className="meeting-recording__text">{t('meetings.recordings.deleted')}</p>;
  }
}

function RecordingItem({ roomId, recording, canManage }: { roomId: string; recording: MeetingRecordingView; canManage: boolean }) {
  const { t } = useTranslation();
  const lengthOf = useRecordingLength();
  const facts = [
    recording.duration_seconds === null ? null : lengthOf(recording.duration_seconds),
    recording.size === null || recording.status === 'ready' ? null : formatFileSize(recording.size),
  ].filter((fact) => fact !== null);
  return (
    <li className="meeting meeting-recording">
      <h3 className="meeting__title">{meetingRecordingTypeLabels[recording.type]}</h3>
      <p className="meeting__meta">
        <time dateTime={recording.started_at}>{t('meetings.recordings.started', { when: formatDateTime(recording.started_at) })}</time>
        {facts.map((fact) => ` · ${fact}`).join('')}
      </p>
      <RecordingState roomId={roomId} recording={recording} canManage={canManage} />
    </li>
  );
}

/**
 * The "Recordings" card of a scheduled or completed meeting (issue 16): each recording with its kind, start, length
 * and state, a download once ready, and for staff who manage the room a way to prepare a failed one again. Staff see
 * that there are none; a client sees the card only once there is one.
 */
export function RoomRecordings({ room, isStaff, canManage }: { room: MeetingRoom; isStaff: boolean; canManage: boolean }) {
  const { t } = useTranslation();
  const isShown = room.status === 'scheduled' || room.status === 'completed';
  const recordings = useMeetingRoomRecordings(room.id, isShown);
  if (!isShown || recordings.isPending) return null;
  if (recordings.isError)
    return isStaff ? (
      <Card title={t('meetings.recordings.title')} className="meeting-recordings">
        <LoadFailed onRetry={() => void recordings.refetch()}>{t('meetings.recordings.loadFailed')}</LoadFailed>
      </Card>
    ) : null;
  if (recordings.data.length === 0 && !isStaff) return null;
  return (
    <Card title={t('meetings.recordings.title')} className="meeting-recordings">
      {recordings.data.length === 0 ? (
        <p>{t('meetings.recordings.empty')}</p>
      ) : (
        <ul className="meeting-list meeting-recordings__list" aria-label={t('meetings.recordings.listLabel')}>
          {recordings.data.map((recording) => (
            <RecordingItem key={recording.id} roomId={room.id} recording={recording} canManage={canManage} />
          ))}
        </ul>
      )}
    </Card>
  );
}
