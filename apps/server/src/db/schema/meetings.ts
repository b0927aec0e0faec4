import {
  type MediaRegion,
  type MeetingRecordingType,
  type MeetingRoomStatus,
  mediaRegions,
  meetingRecordingTypes,
  meetingRoomStatuses,
} from '@advice/domain';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
