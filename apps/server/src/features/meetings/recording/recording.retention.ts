import { readPracticeSettings } from '@advice/domain';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { meetingRecordings, meetingRooms, practices } from '../../../db/schema/index.ts';
import type { Runtime } from '../../../runtime.ts';
import { type AnyAuditEntry, writeAudits } from '../../audit/audit.writer.ts';
import { removeUnreferencedFiles } from '../../files/files.sweep.ts';
import { deletePieces, type RecordingReason } from './recording.queries.ts';

/**
 * A practice's retention of recorded media (its `recordingRetentionDays` setting; none keeps it): every day, the media
 * of each recording composed that many days ago or more (or that failed and stopped that long ago) is deleted, its file
 * and any pieces with their bytes. The recording stays, `deleted`, audited as the system's; the transcript and summary
 * are untouched.
 */

const batchSize = 200;
const dayMillis = 86_400_000;
/** The key of the sentence a deleted recording shows (recording-media.ts). */
const deletedReason: RecordingReason = 'recordingMedia.deleted';

/** The practices that keep recorded media for a number of days, with that number. */
async function practicesWithRetention(runtime: Runtime): Promise<{ practiceId: string; days: number }[]> {
  const rows = await runtime.db
    .select({ id: practices.id, settings: practices.settings })
    .from(practices)
    .where(sql`jsonb_typeof(${practices.settings} -> 'recordingRetentionDays') = 'number'`);
  return rows.flatMap((row) => {
    const days = readPracticeSettings(row.settings)['client-meeting-rooms'].recordingRetentionDays;
    return days ? [{ practiceId: row.id, days }] : [];
  });
}

/** One batch of a practice's recordings past its retention, deleted in one transaction; answers how many went. */
async function deleteBatch(runtime: Runtime, practiceId: string, days: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days * dayMillis);
  const { deleted, released } = await runtime.db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: meetingRecordings.id, type: meetingRecordings.type, fileId: meetingRecordings.fileId, room: meetingRooms })
      .from(meetingRecordings)
      .innerJoin(meetingRooms, eq(meetingRooms.id, meetingRecordings.roomId))
      .where(
        and(
          eq(meetingRecordings.practiceId, practiceId),
          or(
            and(eq(meetingRecordings.status, 'ready'), lt(meetingRecordings.composedAt, before)),
            and(
              eq(meetingRecordings.status, 'failed'),
              lt(sql`coalesce(${meetingRecordings.stoppedAt}, ${meetingRecordings.startedAt})`, before),
            ),
          ),
        ),
      )
      .limit(batchSize)
      .for('update', { of: meetingRecordings, skipLocked: true });
    if (candidates.length === 0) return { deleted: 0, released: [] };
    const ids = candidates.map((row) => row.id);
    await tx
      .update(meetingRecordings)
      .set({ status: 'deleted', fileId: null, reason: deletedReason, deletedAt: now, updatedAt: now })
      .where(inArray(meetingRecordings.id, ids));
    const pieces = await deletePieces(tx, ids);
    await writeAudits(
      tx,
      candidates.map(
        (row): AnyAuditEntry => ({
          actor: null,
          practiceId,
          entityKind: 'advice-room',
          entityId: row.room.id,
          action: 'room_recording_deleted',
          before: { name: row.room.name, client_id: row.room.clientId, recording_id: row.id, recording_type: row.type },
          after: { retention_days: days },
        }),
      ),
    );
    return { deleted: candidates.length, released: [...pieces, ...candidates.flatMap((row) => (row.fileId ? [row.fileId] : []))] };
  });
  await removeUnreferencedFiles(runtime, released);
  return deleted;
}

/** The daily sweep over every practice with a retention; `now` is the job's clock, which a test sets. Answers how many went. */
export async function deleteExpiredRecordings(runtime: Runtime, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  let deleted = 0;
  for (const { practiceId, days } of await practicesWithRetention(runtime)) {
    for (;;) {
      const gone = await deleteBatch(runtime, practiceId, days, now);
      deleted += gone;
      if (gone < batchSize) break;
    }
  }
  return deleted;
}
