import { z } from 'zod';
import { type MeetingRecordingType, meetingRecordingTypes } from './recording.ts';

/**
 * A recorded meeting's media (issue 16; spec 1 §4 "recordings only after completion, generation can be pending", §7 the
 * room's `recordings`): while the room records, each participant's browser records its own media as a track, cut into
 * self-contained WebM pieces of a few seconds and uploaded one by one (resumable: a piece that fails is sent again, and
 * a dropped connection loses seconds, not the meeting). Once the room completes, each recording's tracks are composed
 * into one file (ffmpeg: the videos in a grid, the audio mixed), "pending" until then. A practice may keep media for a
 * number of days only; the transcript and summary stay.
 */

/** How long each piece a browser records lasts: it restarts its recorder this often, so each piece is a whole file. */
export const recordingPieceSeconds = 10;
/** The largest piece accepted: ten seconds of 720p video are well under it. */
export const recordingPieceBytesMax = 16 * 1024 * 1024;
/** A track never has more pieces than a day's meeting would make. */
export const recordingPiecesMax = Math.ceil(86_400 / recordingPieceSeconds);

/** POST …/recording-tracks: the caller's browser starts recording its media for the room's current recording. */
export const recordingTrackBody = z.object({
  /** What this browser records: its microphone ('audio'), or its camera and microphone ('video'), as the room's type says. */
  kind: z.enum(meetingRecordingTypes),
});
export type RecordingTrackBody = z.infer<typeof recordingTrackBody>;

export const recordingTrackSchema = z.object({
  id: z.uuid(),
  recording_id: z.uuid(),
  kind: z.enum(meetingRecordingTypes),
  /** The pieces the server holds, so a browser that lost its connection sends only the rest. */
  pieces_received: z.array(z.number().int()),
});
export type RecordingTrackView = z.infer<typeof recordingTrackSchema>;

export const recordingTrackParams = z.object({ id: z.uuid(), trackId: z.uuid() });
export const recordingPieceParams = z.object({
  id: z.uuid(),
  trackId: z.uuid(),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(recordingPiecesMax - 1),
});
export const recordingParams = z.object({ id: z.uuid(), recordingId: z.uuid() });

export const recordingPieceSavedSchema = z.object({ index: z.number().int(), size: z.number().int() });

/**
 * A recording of the room (one start to stop): `recording` while it runs, `pending` until it is composed after the
 * room completes, then `ready` (its file downloads), `failed` (with why, which staff may try again) or `deleted` (by the
 * practice's retention: its media is gone, the transcript and summary stay).
 */
export const meetingRecordingStatuses = ['recording', 'pending', 'ready', 'failed', 'deleted'] as const;
export type MeetingRecordingStatus = (typeof meetingRecordingStatuses)[number];

export const meetingRecordingSchema = z.object({
  id: z.uuid(),
  type: z.enum(meetingRecordingTypes),
  status: z.enum(meetingRecordingStatuses),
  started_at: z.string(),
  stopped_at: z.string().nullable(),
  /** How many participants' tracks it holds. */
  tracks: z.number().int(),
  duration_seconds: z.number().nullable(),
  size: z.number().int().nullable(),
  /** Why it failed, or why it is still pending (ffmpeg not installed), in words for a person. */
  reason: z.string().nullable(),
  composed_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type MeetingRecordingView = z.infer<typeof meetingRecordingSchema>;

export const meetingRecordingMediaMessages = {
  'recordingMedia.notRecording': 'This meeting is not being recorded now.',
  'recordingMedia.trackNotFound': 'This recording track does not exist.',
  'recordingMedia.tooManyTracks': 'Your browser has started sending this recording too many times, so it cannot start again.',
  'recordingMedia.notFound': 'This recording does not exist.',
  'recordingMedia.notReady': 'This recording is not ready to download yet.',
  'recordingMedia.composing': 'The recording is being prepared again.',
  'recordingMedia.notFailed': 'Only a recording that failed can be prepared again.',
  'recordingMedia.composerUnavailable':
    'Recordings cannot be prepared on this server: install ffmpeg (`apt-get install ffmpeg`), then try again.',
  'recordingMedia.nothingRecorded': 'Nothing was recorded: no participant’s media reached the server.',
  'recordingMedia.composeFailed': 'The recording could not be prepared.',
  'recordingMedia.deleted': 'This recording’s media was deleted under the practice’s retention setting.',
} as const;

/** What a composed recording is: a video (MP4: the videos in a grid, the audio mixed) or the mixed audio (M4A). */
export const recordingFileTypes = {
  video: { mediaType: 'video/mp4', ext: 'mp4' },
  audio: { mediaType: 'audio/mp4', ext: 'm4a' },
} as const satisfies Record<MeetingRecordingType, { mediaType: string; ext: string }>;

/**
 * The name a recording downloads as, before it is made safe as a file name: "Annual review recording.mp4", and from the
 * room's second recording on "Annual review recording 2.mp4".
 */
export function recordingFileNameOf(roomName: string, type: MeetingRecordingType, position: number): string {
  const base = `${roomName.trim()} recording${position > 1 ? ` ${position}` : ''}`;
  return `${base}.${recordingFileTypes[type].ext}`;
}
