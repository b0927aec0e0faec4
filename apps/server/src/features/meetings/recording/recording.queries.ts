import { randomUUID } from 'node:crypto';
import {
  type MeetingRecordingType,
  type MeetingRecordingView,
  meetingRecordingMediaMessages,
  type RecordingTrackView,
} from '@advice/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { meetingRecordingPieces, meetingRecordings, meetingRecordingTracks } from '../../../db/schema/index.ts';
import type { RoomRow } from '../meetings.queries.ts';

export type RecordingRow = typeof meetingRecordings.$inferSelect;
export type TrackRow = typeof meetingRecordingTracks.$inferSelect;
export type PieceRow = typeof meetingRecordingPieces.$inferSelect;
/** Why a recording failed or was deleted, as stored: a key of the media messages, shown in words. */
export type RecordingReason = keyof typeof meetingRecordingMediaMessages;

/** A recording as the API shows it, with how many participants' tracks it holds. */
export function presentRecording(row: RecordingRow, tracks: number): MeetingRecordingView {
  const reason = row.reason as RecordingReason | null;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    stopped_at: row.stoppedAt?.toISOString() ?? null,
    tracks,
    duration_seconds: row.durationSeconds,
    size: row.size,
    reason: reason ? (meetingRecordingMediaMessages[reason] ?? null) : null,
    composed_at: row.composedAt?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

export function presentTrack(track: TrackRow, pieces: readonly number[]): RecordingTrackView {
  return { id: track.id, recording_id: track.recordingId, kind: track.kind, pieces_received: [...pieces] };
}

/** A new recording of the room, running from `at`. */
export async function startRecording(tx: Tx, room: Pick<RoomRow, 'id' | 'practiceId'>, type: MeetingRecordingType, at: Date) {
  await tx
    .insert(meetingRecordings)
    .values({ id: randomUUID(), practiceId: room.practiceId, roomId: room.id, type, status: 'recording', startedAt: at });
}

/** Stops the room's running recording, if any: it waits, pending, to be composed. Answers the recording stopped. */
export async function stopRecording(tx: Tx, roomId: string, at: Date): Promise<RecordingRow | null> {
  const [row] = await tx
    .update(meetingRecordings)
    .set({ status: 'pending', stoppedAt: at, updatedAt: at })
    .where(and(eq(meetingRecordings.roomId, roomId), eq(meetingRecordings.status, 'recording')))
    .returning();
  return row ?? null;
}

export async function findRunningRecording(db: Db | Tx, roomId: string): Promise<RecordingRow | null> {
  const [row] = await db
    .select()
    .from(meetingRecordings)
    .where(and(eq(meetingRecordings.roomId, roomId), eq(meetingRecordings.status, 'recording')));
  return row ?? null;
}

/** The room's recordings waiting to be composed. */
export async function listPendingRecordings(db: Db | Tx, roomId: string): Promise<RecordingRow[]> {
  return db
    .select()
    .from(meetingRecordings)
    .where(and(eq(meetingRecordings.roomId, roomId), eq(meetingRecordings.status, 'pending')));
}

/** One recording of the practice by id (of the room, when one is named); `lock` holds it for the caller's change. */
export async function findRecording(
  db: Db | Tx,
  key: { practiceId: string; recordingId: string; roomId?: string },
  { lock = false } = {},
): Promise<RecordingRow | null> {
  const query = db
    .select()
    .from(meetingRecordings)
    .where(
      and(
        eq(meetingRecordings.practiceId, key.practiceId),
        eq(meetingRecordings.id, key.recordingId),
        key.roomId ? eq(meetingRecordings.roomId, key.roomId) : undefined,
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The room's recordings, newest first, each with its number of tracks. */
export async function listRecordings(db: Db | Tx, roomId: string): Promise<MeetingRecordingView[]> {
  const rows = await db
    .select({ recording: meetingRecordings, tracks: count(meetingRecordingTracks.id) })
    .from(meetingRecordings)
    .leftJoin(meetingRecordingTracks, eq(meetingRecordingTracks.recordingId, meetingRecordings.id))
    .where(eq(meetingRecordings.roomId, roomId))
    .groupBy(meetingRecordings.id)
    .orderBy(desc(meetingRecordings.startedAt), desc(meetingRecordings.id));
  return rows.map((row) => presentRecording(row.recording, row.tracks));
}

/** How many tracks the recording holds. */
export async function countTracks(db: Db | Tx, recordingId: string): Promise<number> {
  const [row] = await db
    .select({ tracks: count() })
    .from(meetingRecordingTracks)
    .where(eq(meetingRecordingTracks.recordingId, recordingId));
  return row?.tracks ?? 0;
}

/** Where a recording stands among its room's recordings by start (1 for the first), for its file's name. */
export async function positionOf(db: Db | Tx, recording: Pick<RecordingRow, 'id' | 'roomId'>): Promise<number> {
  const rows = await db
    .select({ id: meetingRecordings.id })
    .from(meetingRecordings)
    .where(eq(meetingRecordings.roomId, recording.roomId))
    .orderBy(asc(meetingRecordings.startedAt), asc(meetingRecordings.id));
  return rows.findIndex((row) => row.id === recording.id) + 1;
}

/** A participant's new track of the recording. */
export async function insertTrack(
  tx: Db | Tx,
  recording: Pick<RecordingRow, 'id' | 'practiceId'>,
  participant: { id: string; name: string },
  kind: MeetingRecordingType,
): Promise<TrackRow> {
  const [row] = await tx
    .insert(meetingRecordingTracks)
    .values({
      id: randomUUID(),
      practiceId: recording.practiceId,
      recordingId: recording.id,
      participantId: participant.id,
      participantName: participant.name.slice(0, 200),
      kind,
    })
    .returning();
  if (!row) throw new Error('recording track insert returned nothing');
  return row;
}

export async function countParticipantTracks(db: Db | Tx, recordingId: string, participantId: string): Promise<number> {
  const [row] = await db
    .select({ tracks: count() })
    .from(meetingRecordingTracks)
    .where(and(eq(meetingRecordingTracks.recordingId, recordingId), eq(meetingRecordingTracks.participantId, participantId)));
  return row?.tracks ?? 0;
}

/** The participant's own track in the room, with its recording; null for anyone else's, another room's or none. */
export async function findOwnTrack(
  db: Db | Tx,
  key: { practiceId: string; roomId: string; trackId: string; participantId: string },
): Promise<{ track: TrackRow; recording: RecordingRow } | null> {
  const [row] = await db
    .select({ track: meetingRecordingTracks, recording: meetingRecordings })
    .from(meetingRecordingTracks)
    .innerJoin(meetingRecordings, eq(meetingRecordings.id, meetingRecordingTracks.recordingId))
    .where(
      and(
        eq(meetingRecordingTracks.id, key.trackId),
        eq(meetingRecordingTracks.practiceId, key.practiceId),
        eq(meetingRecordingTracks.participantId, key.participantId),
        eq(meetingRecordings.roomId, key.roomId),
      ),
    );
  return row ?? null;
}

/** The indexes of the pieces a track holds, in order. */
export async function listPieceIndexes(db: Db | Tx, trackId: string): Promise<number[]> {
  const rows = await db
    .select({ index: meetingRecordingPieces.index })
    .from(meetingRecordingPieces)
    .where(eq(meetingRecordingPieces.trackId, trackId))
    .orderBy(asc(meetingRecordingPieces.index));
  return rows.map((row) => row.index);
}

/** Points the track's piece at its new file, replacing the one it had; answers the file it let go of, if any. */
export async function savePiece(tx: Tx, piece: { trackId: string; index: number; fileId: string; size: number }): Promise<string | null> {
  const [previous] = await tx
    .select({ fileId: meetingRecordingPieces.fileId })
    .from(meetingRecordingPieces)
    .where(and(eq(meetingRecordingPieces.trackId, piece.trackId), eq(meetingRecordingPieces.index, piece.index)))
    .for('update');
  const receivedAt = new Date();
  await tx
    .insert(meetingRecordingPieces)
    .values({ ...piece, receivedAt })
    .onConflictDoUpdate({
      target: [meetingRecordingPieces.trackId, meetingRecordingPieces.index],
      set: { fileId: piece.fileId, size: piece.size, receivedAt },
    });
  return previous && previous.fileId !== piece.fileId ? previous.fileId : null;
}

/** A recording's tracks, oldest first, each with its pieces in order. */
export async function listTracksWithPieces(db: Db | Tx, recordingId: string): Promise<{ track: TrackRow; pieces: PieceRow[] }[]> {
  const tracks = await db
    .select()
    .from(meetingRecordingTracks)
    .where(eq(meetingRecordingTracks.recordingId, recordingId))
    .orderBy(asc(meetingRecordingTracks.createdAt), asc(meetingRecordingTracks.id));
  if (tracks.length === 0) return [];
  const pieces = await db
    .select()
    .from(meetingRecordingPieces)
    .where(
      inArray(
        meetingRecordingPieces.trackId,
        tracks.map((track) => track.id),
      ),
    )
    .orderBy(asc(meetingRecordingPieces.index));
  return tracks.map((track) => ({ track, pieces: pieces.filter((piece) => piece.trackId === track.id) }));
}

/** Deletes the pieces of the recordings' tracks; answers the files they pointed at, for the caller to remove after commit. */
export async function deletePieces(tx: Tx, recordingIds: readonly string[]): Promise<string[]> {
  if (recordingIds.length === 0) return [];
  const tracks = tx
    .select({ id: meetingRecordingTracks.id })
    .from(meetingRecordingTracks)
    .where(inArray(meetingRecordingTracks.recordingId, [...recordingIds]));
  const rows = await tx
    .delete(meetingRecordingPieces)
    .where(inArray(meetingRecordingPieces.trackId, tracks))
    .returning({ fileId: meetingRecordingPieces.fileId });
  return rows.map((row) => row.fileId);
}
