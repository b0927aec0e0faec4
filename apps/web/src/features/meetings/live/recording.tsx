import {
  type MeetingRecordingState,
  type MeetingRecordingType,
  mayStartRecording,
  meetingRecordingMessages,
  meetingRecordingTypeLabels,
  meetingRecordingTypes,
  recordingIndicatorOf,
} from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, ConfirmDialog } from '../../../ui/index.ts';
import { meetingRoomCalls, meetingRoomsKey, readRecordingState } from '../meetings.api.ts';
import type { LiveRoom } from './use-live-room.ts';

/**
 * The room's recording state while connected (spec 2 §4): read when the call connects and again whenever a
 * participant leaves, and changed at once when the call hears of a change. A guest reads it with their token.
 */
export function useRecordingState(
  room: LiveRoom,
  roomId: string,
  guestToken: string | null,
): [MeetingRecordingState | null, (state: MeetingRecordingState) => void] {
  const [state, setState] = useState<MeetingRecordingState | null>(null);
  const isConnected = room.state === 'Connected';
  // Read on connecting, and again on each departure (the count of the others fell).
  const others = room.others.length;
  const previous = useRef(others);
  const [departures, setDepartures] = useState(0);
  useEffect(() => {
    if (others < previous.current) setDepartures((count) => count + 1);
    previous.current = others;
  }, [others]);
  const read = useQuery({
    queryKey: [...meetingRoomsKey, 'recording', roomId, guestToken, departures],
    queryFn: () => readRecordingState(roomId, guestToken),
    enabled: isConnected,
  });
  useEffect(() => {
    if (read.data) setState(read.data);
  }, [read.data]);
  useEffect(() => {
    if (room.recording) setState(room.recording);
  }, [room.recording]);
  return [isConnected ? state : null, setState];
}

/** The red indicator everyone in the call sees while the meeting is recorded, saying what is recorded. */
export function RecordingIndicator({ state }: { state: MeetingRecordingState | null }) {
  const text = state ? recordingIndicatorOf(state) : null;
  return (
    <p className="live-recording" role="status">
      {text ? (
        <>
          <span className="live-recording__dot" aria-hidden="true" />
          {text}
        </>
      ) : null}
    </p>
  );
}

/**
 * Staff's recording control (never guests'): Record asks which kind, Audio only or Audio and Video, and to confirm;
 * while recording, Stop recording and a switch to the other kind. It cannot start while every participant's
 * microphone is off.
 */
export function RecordingControl({
  room,
  roomId,
  state,
  onChange,
}: {
  room: LiveRoom;
  roomId: string;
  state: MeetingRecordingState | null;
  onChange: (state: MeetingRecordingState) => void;
}) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const [type, setType] = useState<MeetingRecordingType>('audio');
  const [error, setError] = useState<string[] | null>(null);
  const name = useId();
  const change = useApiMutation(
    (body: { state: 'start' | 'stop'; type: MeetingRecordingType }) => meetingRoomCalls.setRecording(roomId, body),
    {
      onSuccess: ({ message: _message, ...changed }) => {
        onChange(changed);
        setIsAsking(false);
      },
      onErrorDetails: (details) => setError(details),
    },
  );
  const participants = [...(room.you ? [room.you] : []), ...room.others.map(({ participant }) => participant)];
  const mayStart = mayStartRecording(participants);
  if (state?.recording && state.type) {
    const other = state.type === 'audio' ? 'video' : 'audio';
    return (
      <>
        <Button
          size="sm"
          variant="danger"
          isLoading={change.isPending}
          onClick={() => void change.run({ state: 'stop', type: state.type ?? 'audio' })}
        >
          {t('meetings.live.recording.stop')}
        </Button>
        <Button size="sm" variant="secondary" isLoading={change.isPending} onClick={() => void change.run({ state: 'start', type: other })}>
          {t('meetings.live.recording.switchTo', { type: meetingRecordingTypeLabels[other] })}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={!mayStart}
        title={mayStart ? undefined : meetingRecordingMessages['recording.allMicrophonesOff']}
        onClick={() => {
          setError(null);
          setIsAsking(true);
        }}
      >
        {t('meetings.live.recording.start')}
      </Button>
      {mayStart ? null : <span className="visually-hidden">{meetingRecordingMessages['recording.allMicrophonesOff']}</span>}
      <ConfirmDialog
        isOpen={isAsking}
        title={t('meetings.live.recording.askTitle')}
        confirmLabel={t('meetings.live.recording.confirm')}
        cancelLabel={t('meetings.live.recording.keep')}
        tone="primary"
        isBusy={change.isPending}
        error={error}
        onConfirm={() => void change.run({ state: 'start', type })}
        onClose={() => setIsAsking(false)}
      >
        <fieldset className="live-recording__kinds">
          <legend>{t('meetings.live.recording.kind')}</legend>
          {meetingRecordingTypes.map((kind) => (
            <label key={kind} className="live-recording__kind">
              <input type="radio" name={name} value={kind} checked={type === kind} onChange={() => setType(kind)} />
              {meetingRecordingTypeLabels[kind]}
            </label>
          ))}
        </fieldset>
        <p>{t('meetings.live.recording.everyoneSees')}</p>
      </ConfirmDialog>
    </>
  );
}
