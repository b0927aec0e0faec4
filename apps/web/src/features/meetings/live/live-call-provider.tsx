import { isMeetingRoomRoute } from '@advice/domain';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useBeforeUnloadWarning } from '../../../ui/index.ts';
import { useRecordingState } from './recording.tsx';
import { idleSnapshot } from './room-connection.ts';
import { useCallSounds } from './sounds.ts';
import { type BackgroundEffectState, useBackgroundEffect } from './use-background-effect.ts';
import { useKeepAlive } from './use-keep-alive.ts';
import { type LiveRoom, useLiveRoom } from './use-live-room.ts';
import { useMediaRecording } from './use-media-recording.ts';
import { type Transcription, useTranscription } from './use-transcription.ts';

/** The floating window's code and styles arrive the first time it shows. */
const FloatingCall = lazy(async () => ({ default: (await import('./floating-call.tsx')).FloatingCall }));
const CallAudio = lazy(async () => ({ default: (await import('./floating-call.tsx')).CallAudio }));

/** What a meeting page tells the call when the person joins: the room, its socket, and how to come back to it. */
export type LiveCallTarget = {
  roomId: string;
  name: string;
  socketPath: string;
  /** A guest's token, with which they read what attendees read by their session. */
  guestToken: string | null;
  /** The call's own page (path and query): the floating window's Back returns there (spec 2 §2.2). */
  meetingPath: string;
  /** When the room's window closes: the call is left then. */
  closesAt: Date;
};

/** The call of this browser tab: at most one, whichever page shows. */
export type LiveCall = {
  /** The room last joined, kept after the call ends (its page says why it ended and offers to join again). */
  target: LiveCallTarget | null;
  room: LiveRoom;
  recordingState: ReturnType<typeof useRecordingState>;
  transcription: Transcription;
  background: BackgroundEffectState;
  /** Joins the target's room, leaving first a call in another room. */
  start: (target: LiveCallTarget) => Promise<void>;
};

const LiveCallContext = createContext<LiveCall | null>(null);

/** The tab's call, from the nearest LiveCallProvider. */
export function useLiveCall(): LiveCall {
  const call = useContext(LiveCallContext);
  if (!call) throw new Error('useLiveCall is used outside a LiveCallProvider');
  return call;
}

/**
 * Whether the floating window shows (spec 1 §2): while connected, on every page but the four meeting-room routes,
 * where the call's own page (or another room's) shows instead.
 */
export function isFloatingCallShown(isConnected: boolean, pathname: string): boolean {
  return isConnected && !isMeetingRoomRoute(pathname);
}

/**
 * Holds the tab's call (issue 16): its connection, camera and microphone, recording, transcription and background
 * effect live here rather than in the meeting page, so a person may go to another page of the portal and stay in
 * the call, which then shows in a floating window. Leaving the call, the room ending it, being disconnected or this
 * provider going away (signing out) ends it. A guest's page holds its own, without the floating window.
 */
export function LiveCallProvider({ children, hasFloatingWindow = true }: { children: ReactNode; hasFloatingWindow?: boolean }) {
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
  return (
    <LiveCallContext.Provider value={value}>
      {children}
      {isFloating || isUnheard ? (
        <Suspense fallback={null}>
          {isFloating && target ? <FloatingCall call={value} target={target} /> : <CallAudio others={room.others} />}
        </Suspense>
      ) : null}
    </LiveCallContext.Provider>
  );
}

/** A page's view of the tab's call when it is of another room (or none): not connected, with a way in. */
export function lobbyRoomOf(block: LiveRoom['block'], join: () => Promise<void>): LiveRoom {
  const nothing = () => {};
  return {
    ...idleSnapshot,
    localStream: null,
    isMediaMissing: false,
    block,
    join,
    leave: nothing,
    setCamera: nothing,
    setMicrophone: nothing,
    sendChat: nothing,
    shareScreen: async () => false,
    stopSharing: nothing,
    sendDocument: nothing,
    replaceTrack: async () => {},
  };
}
