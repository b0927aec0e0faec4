import { lazy, memo, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useBeforeUnloadWarning } from '../../../ui/index.ts';
import { isFloatingCallShown, type LiveCall, type LiveCallTarget } from './live-call-provider.tsx';
import { useRecordingState } from './recording.tsx';
import { useCallSounds } from './sounds.ts';
import { useBackgroundEffect } from './use-background-effect.ts';
import { useKeepAlive } from './use-keep-alive.ts';
import { type LiveRoom, useLiveRoom } from './use-live-room.ts';
import { useMediaRecording } from './use-media-recording.ts';
import { useTranscription } from './use-transcription.ts';

/** The floating window's code and styles arrive the first time it shows. */
const FloatingCall = lazy(async () => ({ default: (await import('./floating-call.tsx')).FloatingCall }));
const CallAudio = lazy(async () => ({ default: (await import('./floating-call.tsx')).CallAudio }));

/**
 * The tab's call itself (issue 16): its connection, camera and microphone, recording, transcription and background
 * effect, and the floating window. LiveCallProvider mounts it the first time the person joins a call in this tab,
 * and it tells the provider every change (`publish`), so the pages read the call from the provider's context.
 * Leaving the call, the room ending it, being disconnected or the provider going away (signing out) ends it.
 */
export const LiveCallEngine = memo(function LiveCallEngine({
  hasFloatingWindow,
  publish,
}: {
  hasFloatingWindow: boolean;
  publish: (call: LiveCall) => void;
}) {
  const connection = useLiveRoom();
  const [target, setTarget] = useState<LiveCallTarget | null>(null);
  const { connect, leave } = connection;
  const current = useRef({ target, state: connection.state });
  current.current = { target, state: connection.state };

  const start = useCallback(
    async (next: LiveCallTarget) => {
      const { target: before, state } = current.current;
      if (state !== 'Disconnected' && before?.roomId !== next.roomId) leave();
      setTarget(next);
      await connect(next.socketPath);
    },
    [connect, leave],
  );

  const room: LiveRoom = { ...connection, join: () => (target ? start(target) : Promise.resolve()) };
  const roomId = target?.roomId ?? '';
  const guestToken = target?.guestToken ?? null;
  const recordingState = useRecordingState(room, roomId, guestToken);
  useMediaRecording(room, roomId, guestToken, recordingState[0]);
  const transcription = useTranscription(room, roomId, guestToken);
  const background = useBackgroundEffect(room);
  const isConnected = room.state === 'Connected';
  useKeepAlive(isConnected && guestToken === null);
  // Spec 1 §2: while connected, closing or reloading the tab asks first; moving about the app does not (the call goes on).
  useBeforeUnloadWarning(isConnected);
  useCallSounds(
    room.state,
    room.others.map(({ participant }) => participant.id),
  );

  const { pathname, search } = useLocation();
  const isFloating = hasFloatingWindow && target !== null && isFloatingCallShown(isConnected, pathname);
  // On another room's pages nothing shows the call, but the others are still heard.
  const isUnheard = isConnected && !isFloating && target !== null && `${pathname}${search}` !== target.meetingPath;
  const value: LiveCall = { target, room, recordingState, transcription, background, start };
  // Before the browser paints: the pages show this render's call, not the one before.
  useLayoutEffect(() => publish(value));
  return isFloating || isUnheard ? (
    <Suspense fallback={null}>
      {isFloating && target ? <FloatingCall call={value} target={target} /> : <CallAudio others={room.others} />}
    </Suspense>
  ) : null;
});
