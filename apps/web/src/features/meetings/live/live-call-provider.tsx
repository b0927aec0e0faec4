import { isMeetingRoomRoute } from '@advice/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { useRecordingState } from './recording.tsx';
import { idleSnapshot, joinBlockOf, noTranscription } from './room-snapshot.ts';
import type { BackgroundEffectState } from './use-background-effect.ts';
import type { LiveRoom } from './use-live-room.ts';
import type { Transcription } from './use-transcription.ts';

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

type Engine = typeof import('./live-call-engine.tsx');
let engine: Promise<Engine> | null = null;

/** The call's own code, asked for once: on joining, or earlier by a meeting page so that Join need not wait for it. */
export function loadCallEngine(): Promise<Engine> {
  engine ??= import('./live-call-engine.tsx');
  return engine;
}

const noBackground: BackgroundEffectState = {
  effect: 'noEffect',
  pending: null,
  hasFailed: false,
  choose: async () => false,
  camera: () => null,
  replaceCamera: async () => {},
};

/** The call of a tab that has not joined one yet: a room nobody has joined, whose Join starts the call. */
function idleCallOf(start: LiveCall['start']): LiveCall {
  const nothing = () => {};
  return {
    target: null,
    room: lobbyRoomOf(joinBlockOf(), () => Promise.resolve()),
    recordingState: [null, nothing],
    transcription: { ...noTranscription, dismissNotice: nothing, markAsked: nothing, markAnswered: nothing, markRefused: nothing },
    background: noBackground,
    start,
  };
}

/**
 * Holds the tab's call (issue 16) around every page, so a person may go to another page of the portal and stay in
 * the call, which then shows in a floating window. Until the person first joins one, it holds no call and none of a
 * call's code: the engine (live-call-engine.tsx) arrives and mounts on the first Join, and from then on tells this
 * provider every change of the call. A guest's page holds its own, without the floating window.
 */
export function LiveCallProvider({ children, hasFloatingWindow = true }: { children: ReactNode; hasFloatingWindow?: boolean }) {
  const [Engine, setEngine] = useState<Engine['LiveCallEngine'] | null>(null);
  const [call, setCall] = useState<LiveCall | null>(null);
  const waiting = useRef<Array<(call: LiveCall) => void>>([]);
  const publish = useCallback((next: LiveCall) => {
    setCall(next);
    for (const resolve of waiting.current.splice(0)) resolve(next);
  }, []);
  const idle = useMemo(
    () =>
      idleCallOf(async (target) => {
        const { LiveCallEngine } = await loadCallEngine();
        const mounted = new Promise<LiveCall>((resolve) => waiting.current.push(resolve));
        setEngine(() => LiveCallEngine);
        await (await mounted).start(target);
      }),
    [],
  );
  return (
    <LiveCallContext.Provider value={call ?? idle}>
      {children}
      {Engine ? <Engine hasFloatingWindow={hasFloatingWindow} publish={publish} /> : null}
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
