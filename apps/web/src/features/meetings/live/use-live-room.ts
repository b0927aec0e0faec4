import { useCallback, useEffect, useRef, useState } from 'react';
import { RoomConnection, type RoomSnapshot, type SharedDocumentMessage } from './room-connection.ts';
import { idleSnapshot, type JoinBlock, joinBlockOf } from './room-snapshot.ts';

/**
 * The camera and microphone to send: both when the browser gives both; else whichever it gives alone (spec 2
 * §8: a missing device joins without it, with a warning); else nothing, and the person still sees and hears the others.
 */
async function localMedia(): Promise<{ stream: MediaStream; isMissing: boolean }> {
  const ask = (constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints).catch(() => null);
  const both = await ask({ video: true, audio: true });
  if (both) return { stream: both, isMissing: false };
  const tracks = [...((await ask({ video: true }))?.getTracks() ?? []), ...((await ask({ audio: true }))?.getTracks() ?? [])];
  return { stream: new MediaStream(tracks), isMissing: true };
}

/** Whether this browser can share a screen at all (phones cannot). */
export function canShareScreenHere(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
}

export type LiveRoom = RoomSnapshot & {
  localStream: MediaStream | null;
  /** The call was joined without a camera or a microphone (none there, or refused). */
  isMediaMissing: boolean;
  block: JoinBlock | null;
  join: () => Promise<void>;
  leave: () => void;
  setCamera: (isOn: boolean) => void;
  setMicrophone: (isOn: boolean) => void;
  sendChat: (text: string) => void;
  /** Asks the browser for a screen to share; false when the person cancelled the browser's question or it failed. */
  shareScreen: () => Promise<boolean>;
  stopSharing: () => void;
  /** Opens, turns, rotates or closes the shared document, or draws on it (attendees and trusted guests). */
  sendDocument: (message: SharedDocumentMessage) => void;
  /** Sends another camera or microphone track in place of the current one of its kind (see RoomConnection.replaceTrack). */
  replaceTrack: (track: MediaStreamTrack) => Promise<void>;
};

const idle = idleSnapshot;

/** The call as its owner holds it: `connect` joins a room's socket (the page's `join` says which). */
export type LiveConnection = Omit<LiveRoom, 'join'> & { connect: (socketPath: string) => Promise<void> };

/**
 * One call at a time, joined on demand and left on leave or when its owner goes (the app's call provider for a
 * signed-in person, the page for a guest).
 */
export function useLiveRoom(): LiveConnection {
  const [snapshot, setSnapshot] = useState<RoomSnapshot>(idle);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [isMediaMissing, setIsMediaMissing] = useState(false);
  const connection = useRef<RoomConnection | null>(null);
  const isJoining = useRef(false);
  const [block] = useState(joinBlockOf);

  const connect = useCallback(
    async (socketPath: string) => {
      if (block || connection.current || isJoining.current) return;
      isJoining.current = true;
      setSnapshot({ ...idle, state: 'Connecting' });
      try {
        const media = await localMedia();
        setLocalStream(media.stream);
        setIsMediaMissing(media.isMissing);
        const next = new RoomConnection({ path: socketPath, localStream: media.stream, onChange: setSnapshot });
        connection.current = next;
        next.connect();
      } finally {
        isJoining.current = false;
      }
    },
    [block],
  );

  const leave = useCallback(() => {
    connection.current?.leave();
    connection.current = null;
    setLocalStream(null);
  }, []);

  // A call ended by the server (the same person joined elsewhere, the room full) may be joined again.
  useEffect(() => {
    if (snapshot.ended) {
      connection.current = null;
      setLocalStream(null);
    }
  }, [snapshot.ended]);

  useEffect(() => () => connection.current?.leave(), []);

  return {
    ...snapshot,
    localStream,
    isMediaMissing,
    block,
    connect,
    leave,
    setCamera: useCallback((isOn: boolean) => connection.current?.setCamera(isOn), []),
    setMicrophone: useCallback((isOn: boolean) => connection.current?.setMicrophone(isOn), []),
    sendChat: useCallback((text: string) => connection.current?.sendChat(text), []),
    shareScreen: useCallback(async () => {
      try {
        await connection.current?.shareScreen();
        return true;
      } catch {
        return false;
      }
    }, []),
    stopSharing: useCallback(() => connection.current?.stopSharing(), []),
    sendDocument: useCallback((message: SharedDocumentMessage) => connection.current?.sendDocument(message), []),
    replaceTrack: useCallback(async (track: MediaStreamTrack) => {
      await connection.current?.replaceTrack(track);
    }, []),
  };
}
