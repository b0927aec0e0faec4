import type { MeetingRecordingState } from '@advice/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { recordingTrackCalls } from './recording-media.api.ts';
import { RecordingSession } from './recording-session.ts';
import type { LiveRoom } from './use-live-room.ts';

/**
 * Records this person's own media while the room records and they are connected (every participant: staff, client
 * and guest), and sends it to the room's recording in pieces (issue 16). The session outlives a reconnect, after
 * which it sends only what the server lacks; it ends, sending its last piece, when the recording stops, changes type
 * or the page goes away. As the tab closes (pagehide) the piece in progress goes with a keepalive request, which
 * outlives the page; when the page is only hidden (another tab, a minimised window) it goes on recording, its recorder
 * asked for what it holds so a closing that follows sends the most. Nothing shows for it beyond the call's red indicator: problems go to the console, but for
 * one toast when this browser's track cannot be created.
 */
export function useMediaRecording(
  room: LiveRoom,
  roomId: string,
  guestToken: string | null,
  recording: MeetingRecordingState | null,
): void {
  const { t } = useTranslation();
  const failedText = t('meetings.live.recording.mediaFailed');
  const stream = useRef(room.localStream);
  const current = useRef<{ key: string; session: RecordingSession } | null>(null);
  const isConnected = room.state === 'Connected';
  const kind = recording?.recording ? recording.type : null;
  // One recording of the room: a change of type is another one, with a track of its own.
  const key = kind ? `${kind} ${recording?.started_at ?? ''}` : null;

  useEffect(() => {
    stream.current = room.localStream;
  }, [room.localStream]);

  // While connected the recording state is known: one stopped or replaced ends this browser's part in it.
  useEffect(() => {
    if (isConnected && current.current && current.current.key !== key) {
      current.current.session.end();
      current.current = null;
    }
  }, [isConnected, key]);

  useEffect(() => {
    if (!isConnected || !key || !kind) return;
    current.current ??= {
      key,
      session: new RecordingSession({
        kind,
        calls: recordingTrackCalls(roomId, guestToken),
        streamOf: () => stream.current,
        onCreateFailed: () => notify.error(failedText, { id: 'recordingMedia.track' }),
      }),
    };
    const { session } = current.current;
    void session.record();
    const catchUp = () => void session.catchUp();
    const sendOnClose = () => session.sendOnClose();
    const askForData = () => {
      if (document.visibilityState === 'hidden') session.requestData();
    };
    window.addEventListener('online', catchUp);
    window.addEventListener('pagehide', sendOnClose);
    document.addEventListener('visibilitychange', askForData);
    return () => {
      window.removeEventListener('online', catchUp);
      window.removeEventListener('pagehide', sendOnClose);
      document.removeEventListener('visibilitychange', askForData);
      session.pause();
    };
  }, [isConnected, key, kind, roomId, guestToken, failedText]);

  useEffect(
    () => () => {
      current.current?.session.end();
      current.current = null;
    },
    [],
  );
}
