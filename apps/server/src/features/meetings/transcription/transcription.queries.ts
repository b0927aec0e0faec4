import { randomUUID } from 'node:crypto';
import {
  segmentTimesOf,
  type TranscriptionSegmentView,
  type TranscriptSegment,
  transcriptTextMax,
  transcriptWordsMax,
} from '@advice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { meetingRooms, meetingTranscriptSegments } from '../../../db/schema/index.ts';

export type SegmentRow = typeof meetingTranscriptSegments.$inferSelect;
type RoomRef = { practiceId: string; id: string };

/** The room's segments in the order they were said. */
export async function listSegments(db: Db | Tx, room: RoomRef): Promise<SegmentRow[]> {
  return db
    .select()
    .from(meetingTranscriptSegments)
    .where(and(eq(meetingTranscriptSegments.practiceId, room.practiceId), eq(meetingTranscriptSegments.roomId, room.id)))
    .orderBy(asc(meetingTranscriptSegments.startSeconds), asc(meetingTranscriptSegments.endSeconds), asc(meetingTranscriptSegments.id));
}

export async function hasSegments(db: Db | Tx, room: RoomRef): Promise<boolean> {
  const [row] = await db
    .select({ id: meetingTranscriptSegments.id })
    .from(meetingTranscriptSegments)
    .where(and(eq(meetingTranscriptSegments.practiceId, room.practiceId), eq(meetingTranscriptSegments.roomId, room.id)))
    .limit(1);
  return row !== undefined;
}

const round = (seconds: number) => Math.round(seconds * 1_000) / 1_000;

/**
 * Stores an engine's segments (or one a browser recognised) of the room, bounded as the domain bounds them; a segment
 * without words is skipped. Answers the rows stored.
 */
export async function insertSegments(db: Db | Tx, room: RoomRef, segments: readonly TranscriptSegment[]): Promise<SegmentRow[]> {
  const rows = segments.flatMap((segment) => {
    const text = segment.text.trim().slice(0, transcriptTextMax).trim();
    if (!text) return [];
    const start = round(Math.max(0, segment.start));
    return [
      {
        id: randomUUID(),
        practiceId: room.practiceId,
        roomId: room.id,
        participantId: segment.participantId.slice(0, 80),
        speakerName: segment.speakerName.slice(0, 200),
        startSeconds: start,
        endSeconds: round(Math.max(start, segment.end)),
        text,
        words: segment.words.slice(0, transcriptWordsMax),
      },
    ];
  });
  if (rows.length === 0) return [];
  return db.insert(meetingTranscriptSegments).values(rows).returning();
}

/** A stored segment as the summarisers read it. */
export function transcriptSegmentOf(row: SegmentRow): TranscriptSegment {
  return {
    id: row.id,
    participantId: row.participantId,
    speakerName: row.speakerName,
    start: row.startSeconds,
    end: row.endSeconds,
    text: row.text,
    words: row.words,
  };
}

/** A stored segment as the meeting page reads it, its times also as ISO moments from when the transcription started. */
export function presentSegment(row: SegmentRow, startedAt: Date): TranscriptionSegmentView {
  return {
    id: row.id,
    participant_id: row.participantId,
    speaker_name: row.speakerName,
    text: row.text,
    start: row.startSeconds,
    end: row.endSeconds,
    ...segmentTimesOf({ start: row.startSeconds, end: row.endSeconds }, startedAt),
  };
}

/**
 * When the room's transcription started, setting it to `at` when it had not started yet (a room scheduled with its
 * summary already on starts it when the first audio or segment arrives). Null when the practice has no such room.
 */
export async function startTranscriptionAt(db: Db | Tx, room: RoomRef, at: Date): Promise<Date | null> {
  const [row] = await db
    .update(meetingRooms)
    .set({ transcriptionStartedAt: sql`coalesce(${meetingRooms.transcriptionStartedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(meetingRooms.practiceId, room.practiceId), eq(meetingRooms.id, room.id)))
    .returning({ startedAt: meetingRooms.transcriptionStartedAt });
  return row?.startedAt ?? null;
}
