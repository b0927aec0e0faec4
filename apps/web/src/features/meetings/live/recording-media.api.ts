import { addressOf, meetingEndpoints as endpoints, type MeetingRecordingType, type RecordingTrackView } from '@advice/domain';
import { api } from '../../../lib/api.ts';
import { readCookie } from '../../../lib/cookies.ts';

/**
 * The calls with which this browser sends its own media to the room's recording: an attendee's by their session, a
 * guest's by their token. Silent, and never sent to sign in or away: they run in the background of a call, which
 * must go on whatever they answer.
 */
export type RecordingTrackCalls = {
  create: (kind: MeetingRecordingType) => Promise<RecordingTrackView>;
  read: (trackId: string) => Promise<RecordingTrackView>;
  send: (trackId: string, index: number, piece: Blob) => Promise<unknown>;
  /**
   * Sends a piece as the page closes, with `fetch(…, { keepalive: true })`, which outlives the page: started at once
   * (no promise to wait on), unanswered, and its body bounded by the browser (keepaliveBodyBytesMax).
   */
  sendOnClose: (trackId: string, index: number, piece: Blob) => void;
};

const quiet = { silent: true, authRedirect: false } as const;

/** A piece as the upload's one file field: a WebM file named by its place in the track. */
function pieceForm(index: number, piece: Blob): FormData {
  const form = new FormData();
  form.append('file', piece, `piece-${String(index).padStart(5, '0')}.webm`);
  return form;
}

/**
 * The most a keepalive request may carry: Chromium refuses a keepalive body once those in flight would pass 64 KiB
 * (the Fetch standard's limit). A navigator.sendBeacon has the same bound and no way to send the CSRF header the
 * server asks of every upload, which a keepalive fetch sends as any call does.
 */
export const keepaliveBodyBytesMax = 64 * 1024;
/** What of that a piece may fill: the rest is the multipart form's boundaries and headers around it. */
export const keepalivePieceBytesMax = keepaliveBodyBytesMax - 1024;

/** Sends the form as the page goes away: the CSRF cookie is read at once, so the request starts before the page is gone. */
function sendKeepalive(url: string, form: FormData): void {
  const token = readCookie('csrf_token');
  const headers: Record<string, string> = { accept: 'application/json', ...(token ? { 'x-csrf-token': token } : {}) };
  fetch(url, { method: 'PUT', body: form, keepalive: true, credentials: 'same-origin', headers }).catch((error: unknown) =>
    console.warn('Recording: the last piece could not be sent', error),
  );
}

export function recordingTrackCalls(roomId: string, guestToken: string | null): RecordingTrackCalls {
  if (guestToken === null)
    return {
      create: (kind) => api.call(endpoints.createMeetingRoomRecordingTrack, { params: { id: roomId }, body: { kind }, ...quiet }),
      read: (trackId) => api.call(endpoints.getMeetingRoomRecordingTrack, { params: { id: roomId, trackId }, ...quiet }),
      send: (trackId, index, piece) =>
        api.send(endpoints.uploadMeetingRoomRecordingPiece, pieceForm(index, piece), { params: { id: roomId, trackId, index }, ...quiet }),
      sendOnClose: (trackId, index, piece) =>
        sendKeepalive(addressOf(endpoints.uploadMeetingRoomRecordingPiece, { id: roomId, trackId, index }), pieceForm(index, piece)),
    };
  const query = { token: guestToken };
  return {
    create: (kind) => api.call(endpoints.createGuestMeetingRoomRecordingTrack, { params: { id: roomId }, query, body: { kind }, ...quiet }),
    read: (trackId) => api.call(endpoints.getGuestMeetingRoomRecordingTrack, { params: { id: roomId, trackId }, query, ...quiet }),
    send: (trackId, index, piece) =>
      api.send(endpoints.uploadGuestMeetingRoomRecordingPiece, pieceForm(index, piece), {
        params: { id: roomId, trackId, index },
        query,
        ...quiet,
      }),
    sendOnClose: (trackId, index, piece) =>
      sendKeepalive(
        addressOf(endpoints.uploadGuestMeetingRoomRecordingPiece, { id: roomId, trackId, index }, query),
        pieceForm(index, piece),
      ),
  };
}
