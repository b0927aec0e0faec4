import type { RoomSnapshot, SharedDocumentState } from './room-connection.ts';
import type { TranscriptionView } from './use-transcription.ts';

/**
 * A call before it connects, and after: apart from the connection's own code (room-connection.ts), so that the tab's
 * call provider, on every signed-in page, shows a room nobody has joined yet without loading the call's engine.
 */

export const noDocument: SharedDocumentState = { view: null, strokes: [] };

/** The transcription as a call knows it before it connects, and after it leaves. */
export const noTranscription: TranscriptionView = { state: null, isNoticeOpen: false, isTurningOn: false, hasNewerThanRead: false };

export const idleSnapshot: RoomSnapshot = {
  state: 'Disconnected',
  you: null,
  others: [],
  ended: null,
  screen: null,
  chat: [],
  refusal: null,
  speakerId: null,
  recording: null,
  transcription: null,
  document: noDocument,
  mediaFailure: null,
};

/** Why this browser cannot join at all (spec 2 §2.2, §8): no WebRTC or media devices, or a page not served securely. */
export type JoinBlock = 'notSupported' | 'notSecure';

export function joinBlockOf(): JoinBlock | null {
  if (typeof window === 'undefined' || !window.isSecureContext) return 'notSecure';
  const hasWebRtc = typeof window.RTCPeerConnection === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function';
  return hasWebRtc ? null : 'notSupported';
}
