import { meetingEndpoints as endpoints, type MeetingRecordingType, type RecordingTrackView } from '@advice/domain';
import { api } from '../../../lib/api.ts';

/**
 * The calls with which this browser sends its own media to the room's recording: an attendee's by their session, a
 * guest's by their token. Silent, and never sent to sign in or away: they run in the background of a call, which
 * must go on whatever they answer.
 */
export type RecordingTrackCalls = {
  create: (kind: MeetingRecordingType) => Promise<RecordingTrackView>;
  read: (trackId: string) => Promise<RecordingTrackView>;
  send: (trackId: string, index: number, piece: Blob) => Promise<unknown>;
};

const quiet = { silent: true, authRedirect: false } as const;

/** A piece as the upload's one file field: a WebM file named by its place in the track. */
function pieceForm(index: number, piece: Blob): FormData {
  const form = new FormData();
  form.append('file', piece, `piece-${String(index).padStart(5, '0')}.webm`);
  return form;
}

export function recordingTrackCalls(roomId: string, guestToken: string | null): RecordingTrackCalls {
  if (guestToken === null)
    return {
      create: (kind) => api.call(endpoints.createMeetingRoomRecordingTrack, { params: { id: roomId }, body: { kind }, ...quiet }),
      read: (trackId) => api.call(endpoints.getMeetingRoomRecordingTrack, { params: { id: roomId, trackId }, ...quiet }),
      send: (trackId, index, piece) =>
        api.send(endpoints.uploadMeetingRoomRecordingPiece, pieceForm(index, piece), { params: { id: roomId, trackId, index }, ...quiet }),
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
  };
}
