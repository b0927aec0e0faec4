import { z } from 'zod';
import type { NoticeText } from '../notifications/notification-events.ts';
import { isDueDateAllowed, maxTodoTitleLength, type TodoBody } from '../todos/todos.ts';
import { meetingRoomPages } from './meetings.ts';
import { actionPointKinds, transcriptTextMax } from './transcript.ts';

/**
 * A room's transcription and its meeting summary (spec 2 §4 "Transcription / AI summary", §7 transcription segment and
 * streaming address; spec 1 §3 enableMeetingSummary): the toggle staff turn on in the call after a confirmation, the
 * audio every participant's browser then streams to the server, the segments stored, and the summary with action points
 * written once the meeting completes, which the adviser checks, edits and shares with the client.
 */

/** The room's transcription now: whether it is on, whether this server can transcribe at all, and since when. */
export const meetingTranscriptionStateSchema = z.object({
  /** The room's enableMeetingSummary (spec 1 §3): on while the meeting is transcribed and summarised. */
  enabled: z.boolean(),
  /** Whether a speech engine is installed or configured; when not, the toggle says why (`unavailable_reason`). */
  available: z.boolean(),
  unavailable_reason: z.string().nullable(),
  /** When the meeting's transcription first started: segment times count from it. */
  started_at: z.iso.datetime({ offset: true }).nullable(),
});
export type MeetingTranscriptionState = z.infer<typeof meetingTranscriptionStateSchema>;

/** PATCH …/transcription: staff turn the room's transcription on (after the confirmation) or cancel it (spec 2 §4). */
export const meetingTranscriptionBody = z.object({ enabled: z.boolean() });
export type MeetingTranscriptionBody = z.infer<typeof meetingTranscriptionBody>;

/** Spec 2 §7 "Streaming transcription address": where the browser streams its microphone's audio. */
export const streamingTranscriptionAddressSchema = z.object({ url: z.string() });

/**
 * Spec 2 §7 "Transcription segment": `{text, startTime, endTime}` posted by a participant whose browser recognised
 * the speech itself. Its speaker is the caller; its times must lie within the meeting's transcription.
 */
export const transcriptionSegmentBody = z
  .object({
    text: z.string().trim().min(1).max(transcriptTextMax),
    startTime: z.iso.datetime({ offset: true }),
    endTime: z.iso.datetime({ offset: true }),
  })
  .refine((segment) => Date.parse(segment.endTime) >= Date.parse(segment.startTime), {
    path: ['endTime'],
    message: 'A segment cannot end before it starts.',
  });
export type TranscriptionSegmentBody = z.infer<typeof transcriptionSegmentBody>;

/** One stored segment as the meeting page reads it: spec 2 §3's text, startTime and endTime, with its speaker. */
export const transcriptionSegmentSchema = z.object({
  id: z.uuid(),
  participant_id: z.string(),
  speaker_name: z.string(),
  text: z.string(),
  /** Seconds from the transcription's start, and the same moments as spec 2 §3's ISO times. */
  start: z.number(),
  end: z.number(),
  startTime: z.string(),
  endTime: z.string(),
});
export type TranscriptionSegmentView = z.infer<typeof transcriptionSegmentSchema>;

export const actionPointTextMax = 500;
export const keyPointTextMax = 1_000;
export const summaryPointsMax = 100;

const spanSchema = z.object({
  segment_id: z.uuid(),
  char_start: z.number().int().min(0).max(transcriptTextMax),
  char_end: z.number().int().min(0).max(transcriptTextMax),
  start: z.number().min(0),
  end: z.number().min(0),
});
const ownerSchema = z.object({ participant_id: z.string().min(1).max(80), name: z.string().trim().min(1).max(200) });
const calendarDate = z.iso.date();

export const keyPointSchema = z.object({ text: z.string().trim().min(1).max(keyPointTextMax), span: spanSchema });
export const actionPointSchema = z.object({
  text: z.string().trim().min(1).max(actionPointTextMax),
  kind: z.enum(actionPointKinds),
  owner: ownerSchema.nullable(),
  due_date: calendarDate.nullable(),
  span: spanSchema,
});
export type KeyPointView = z.infer<typeof keyPointSchema>;
export type ActionPointView = z.infer<typeof actionPointSchema>;

/**
 * The summary's state: `none` before the meeting completes with a transcript, `pending` while it is written,
 * `ready` once written (and whenever edited), `failed` when writing it failed (staff may write it again).
 */
export const meetingSummaryStatuses = ['pending', 'ready', 'failed'] as const;
export type MeetingSummaryStatus = (typeof meetingSummaryStatuses)[number];

export const meetingSummarySchema = z.object({
  status: z.enum(meetingSummaryStatuses),
  engine: z.enum(['automatic', 'ai']).nullable(),
  /** Says how it was written ("Automatic summary: …"), shown above it. */
  label: z.string().nullable(),
  key_points: z.array(keyPointSchema),
  action_points: z.array(actionPointSchema),
  generated_at: z.string().nullable(),
  edited_at: z.string().nullable(),
  edited_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  shared_at: z.string().nullable(),
  /** How many of its action points were filed as to-dos when it was shared. */
  todos_filed: z.number().int(),
});
export type MeetingSummaryView = z.infer<typeof meetingSummarySchema>;

/**
 * PATCH …/meeting-summary: the adviser's edits. Points may be reworded, given another owner or due date, or removed;
 * never added without a span of the transcript (never invent), so every span must name one of the room's segments.
 */
export const meetingSummaryPatch = z.object({
  key_points: z.array(keyPointSchema).max(summaryPointsMax),
  action_points: z.array(actionPointSchema).max(summaryPointsMax),
});
export type MeetingSummaryPatch = z.infer<typeof meetingSummaryPatch>;

/** POST …/meeting-summary/share: shares it with the client, and files its action points as the client's to-dos when asked. */
export const meetingSummaryShareBody = z.object({ file_as_todos: z.boolean().default(false) });
export type MeetingSummaryShareBody = z.output<typeof meetingSummaryShareBody>;

export const meetingSummarySavedSchema = meetingSummarySchema.extend({ message: z.string() });
export const meetingTranscriptionSavedSchema = meetingTranscriptionStateSchema.extend({ message: z.string() });

/** Texts of transcription and the summary, shown by the server and early in the browser (en-GB). */
export const meetingSummaryMessages = {
  'transcription.started': 'This meeting is now being transcribed.',
  'transcription.stopped': 'Transcription has stopped.',
  'transcription.notOpen': 'A meeting can be transcribed only while its room is open.',
  'transcription.notEnabled': 'This meeting is not being transcribed.',
  'transcription.unavailable': 'Transcription is unavailable on this server.',
  'transcription.outsideMeeting': 'This segment’s times are outside the meeting’s transcription.',
  /** Spec 2 §8: the browser's own texts when the streaming fails (the spec's spelling kept). */
  'transcription.serversFailed': 'Error connecting transciption servers.',
  'transcription.workletFailed': 'Error handling processor worklet.',
  'summary.notFound': 'This meeting has no summary yet.',
  'summary.notShared': 'Your adviser has not shared this meeting’s summary with you yet.',
  'summary.noTranscript': 'This meeting has no transcript to summarise.',
  'summary.notCompleted': 'A summary is written once the meeting is complete.',
  'summary.written': 'The summary has been written.',
  'summary.saved': 'The summary has been saved.',
  'summary.shared': 'The summary has been shared with the client.',
  'summary.sharedWithTodos': 'The summary has been shared with the client, and its action points added to their to-dos.',
  'summary.alreadyShared': 'This summary has already been shared with the client; it can no longer be written again.',
  'summary.spanNotInTranscript': 'Every point must link to a part of this meeting’s transcript.',
  'summary.notReady': 'This summary is not ready: it is still being written, or writing it failed. Write it again first.',
} as const;

/**
 * The client's to-do an action point becomes when the summary is shared with its action points filed: its text as
 * the title (cut to a to-do's longest), the meeting named in its notes, and its due date unless that is past.
 */
export function actionPointTodoOf(
  point: Pick<ActionPointView, 'text' | 'due_date'>,
  meetingName: string,
  now: Date = new Date(),
): TodoBody {
  const title = point.text.trim().slice(0, maxTodoTitleLength).trim();
  const due = point.due_date && isDueDateAllowed(point.due_date, null, now) ? point.due_date : null;
  return { title, notes: `From the meeting “${meetingName}”.`, due_on: due };
}

/** What the client is told when the adviser shares a meeting's summary with them. */
export const meetingSummaryNotices = {
  shared: (facts: { roomId: string; name: string; adviserName: string }): NoticeText => ({
    title: 'Meeting summary shared',
    body: `${facts.adviserName} shared the summary of your meeting “${facts.name}”.`,
    link: meetingRoomPages.client(facts.roomId),
  }),
} as const;

/** The browser's sockets for streaming audio (spec 2 §7): 44.1 kHz mono 16-bit PCM, in batches of 4,800-byte chunks. */
export const transcriptionSockets = {
  attendee: (roomId: string) => `/api/v1/client-meeting-rooms/${roomId}/transcription-stream`,
  guest: (roomId: string, token: string) =>
    `/api/v1/guests/client-meeting-rooms/${roomId}/transcription-stream?token=${encodeURIComponent(token)}`,
} as const;
