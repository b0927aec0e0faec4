import {
  type ActionPointView,
  type KeyPointView,
  type MediaRegion,
  type MeetingRecordingStatus,
  type MeetingRecordingType,
  type MeetingRoomStatus,
  type MeetingSummaryStatus,
  mediaRegions,
  meetingRecordingStatuses,
  meetingRecordingTypes,
  meetingRoomStatuses,
  meetingSummaryStatuses,
  type SummaryEngineName,
  type TranscriptWord,
} from '@advice/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientId, createdAt, createdBy, id, practiceId, timestamps, updatedBy } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';

/**
 * An advice room (client meeting room): a meeting of a client with staff and guests, scheduled, then
 * completed or cancelled. `sequence` is the calendar file's SEQUENCE, raised on every change of its
 * time, duration or name so calendars replace the entry they hold.
 */
export const meetingRooms = pgTable(
  'meeting_rooms',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    name: text('name').notNull(),
    agenda: text('agenda').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mediaRegion: text('media_region').$type<MediaRegion>().notNull(),
    status: text('status').$type<MeetingRoomStatus>().notNull().default('scheduled'),
    enableMeetingSummary: boolean('enable_meeting_summary').notNull().default(false),
    outlookEventCreated: boolean('outlook_event_created').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
    /** What is being recorded now (spec 2 §4), null when nothing is; `recordingStartedAt` when it began. */
    recordingType: text('recording_type').$type<MeetingRecordingType>(),
    recordingStartedAt: timestamp('recording_started_at', { withTimezone: true }),
    /**
     * When the meeting's transcription first started (spec 2 §4): its segments' times count from it, so it is kept when
     * the transcription is turned off and on again.
     */
    transcriptionStartedAt: timestamp('transcription_started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [
    // A client's rooms by start (their list, their next rooms), and the practice's by status and start (staff homes).
    index('meeting_rooms_practice_client_start_idx').on(t.practiceId, t.clientId, t.startAt),
    index('meeting_rooms_practice_status_start_idx').on(t.practiceId, t.status, t.startAt),
    oneOf(t.status, meetingRoomStatuses),
    oneOf(t.mediaRegion, mediaRegions),
    oneOf(t.recordingType, meetingRecordingTypes),
  ],
);

/** Who attends a room: its client and members of staff. */
export const meetingRoomAttendees = pgTable(
  'meeting_room_attendees',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => meetingRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceId: practiceId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('meeting_room_attendees_user_idx').on(t.practiceId, t.userId)],
);

/**
 * A guest invited to a room by e-mail, with their own link: only the hash of its token is stored, and a
 * new token replaces it whenever the link is mailed again. A trusted guest sees the room's documents.
 */
export const meetingRoomGuests = pgTable(
  'meeting_room_guests',
  {
    id: id(),
    practiceId: practiceId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => meetingRooms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    trusted: boolean('trusted').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meeting_room_guests_room_email_idx').on(t.roomId, t.email),
    uniqueIndex('meeting_room_guests_token_idx').on(t.tokenHash),
  ],
);

/**
 * A PDF added to a room, which anyone in its call (attendees and trusted guests) may show to everyone at the same
 * page; `page_count` is read from the PDF when it is added, so the live room bounds a page it is asked to show.
 */
export const meetingRoomDocuments = pgTable(
  'meeting_room_documents',
  {
    id: id(),
    practiceId: practiceId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => meetingRooms.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    pageCount: integer('page_count').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_room_documents_room_idx').on(t.roomId, t.createdAt)],
);

/**
 * One stretch of one participant's speech in a room's transcript: from the server's engine (the participant's streamed
 * audio) or from their browser's own recognition. Times are seconds from the room's `transcription_started_at`.
 */
export const meetingTranscriptSegments = pgTable(
  'meeting_transcript_segments',
  {
    id: id(),
    practiceId: practiceId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => meetingRooms.id, { onDelete: 'cascade' }),
    /** The live room's participant id (`user_<id>`, `guest_<id>`), kept as text: the person may be gone later. */
    participantId: text('participant_id').notNull(),
    speakerName: text('speaker_name').notNull(),
    startSeconds: doublePrecision('start_seconds').notNull(),
    endSeconds: doublePrecision('end_seconds').notNull(),
    text: text('text').notNull(),
    words: jsonb('words').$type<TranscriptWord[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_transcript_segments_room_start_idx').on(t.roomId, t.startSeconds)],
);

/**
 * A completed meeting's summary, written from its transcript and checked by the adviser before it is shared with the
 * client. Points are stored as the API shows them, each with its span of the transcript.
 */
export const meetingSummaries = pgTable(
  'meeting_summaries',
  {
    roomId: uuid('room_id')
      .primaryKey()
      .references(() => meetingRooms.id, { onDelete: 'cascade' }),
    practiceId: practiceId(),
    status: text('status').$type<MeetingSummaryStatus>().notNull(),
    engine: text('engine').$type<SummaryEngineName>(),
    label: text('label'),
    keyPoints: jsonb('key_points').$type<KeyPointView[]>().notNull().default([]),
    actionPoints: jsonb('action_points').$type<ActionPointView[]>().notNull().default([]),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    /** How many action points became the client's to-dos when it was shared. */
    todosFiled: integer('todos_filed').notNull().default(0),
    ...timestamps(),
  },
  (t) => [oneOf(t.status, meetingSummaryStatuses)],
);

/**
 * One recording of a room, from a start to a stop (a switch of type stops one and starts the next): `recording` while
 * it runs, `pending` until composed after the room ends, then `ready` with its one file, `failed` with why, or `deleted`
 * by the practice's retention (its media gone). A room records at most one at a time.
 */
export const meetingRecordings = pgTable(
  'meeting_recordings',
  {
    id: id(),
    practiceId: practiceId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => meetingRooms.id, { onDelete: 'cascade' }),
    type: text('type').$type<MeetingRecordingType>().notNull(),
    status: text('status').$type<MeetingRecordingStatus>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    durationSeconds: doublePrecision('duration_seconds'),
    size: bigint('size', { mode: 'number' }),
    /** Why it failed, in words for a person (a `recordingMedia.*` message). */
    reason: text('reason'),
    composedAt: timestamp('composed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('meeting_recordings_room_idx').on(t.roomId, t.startedAt),
    // The retention sweep's candidates: a practice's composed recordings by when they were composed.
    index('meeting_recordings_practice_status_idx').on(t.practiceId, t.status, t.composedAt),
    uniqueIndex('meeting_recordings_one_running_idx').on(t.roomId).where(sql`${t.status} = 'recording'`),
    oneOf(t.type, meetingRecordingTypes),
    oneOf(t.status, meetingRecordingStatuses),
  ],
);

/**
 * One participant's own media of a recording, as their browser records it: its microphone (`audio`) or its camera and
 * microphone (`video`). The participant id is the live room's (`user_<id>`, `guest_<id>`), kept as text with the name
 * they had, as the person may be gone later.
 */
export const meetingRecordingTracks = pgTable(
  'meeting_recording_tracks',
  {
    id: id(),
    practiceId: practiceId(),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => meetingRecordings.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    participantName: text('participant_name').notNull(),
    kind: text('kind').$type<MeetingRecordingType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_recording_tracks_recording_idx').on(t.recordingId, t.participantId), oneOf(t.kind, meetingRecordingTypes)],
);

/** One piece of a track (a whole WebM file of a few seconds) by its place in the track; sent again, it replaces the file. */
export const meetingRecordingPieces = pgTable(
  'meeting_recording_pieces',
  {
    trackId: uuid('track_id')
      .notNull()
      .references(() => meetingRecordingTracks.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    size: integer('size').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.index] })],
);
