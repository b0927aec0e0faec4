import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordingFileNameOf } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { meetingRecordings } from '../../../db/schema/index.ts';
import type { UnitOfWork } from '../../../db/unit-of-work.ts';
import { describeError } from '../../../http/logging.ts';
import type { Runtime } from '../../../runtime.ts';
import { writeAudit } from '../../audit/audit.writer.ts';
import { fileBaseOf } from '../../cases/case-documents.files.ts';
import { removeUnreferencedFiles } from '../../files/files.sweep.ts';
import { findStoredFile, storeFile } from '../../files/stored-files.ts';
import { findRoom, type RoomRow } from '../meetings.queries.ts';
import { type ComposedFile, ComposeError, type ComposeTrack } from './recording.ffmpeg.ts';
import {
  deletePieces,
  findRecording,
  listPendingRecordings,
  listTracksWithPieces,
  positionOf,
  type RecordingReason,
  type RecordingRow,
  stopRecording,
} from './recording.queries.ts';

/**
 * Composing a recording once its room has ended (issue 16): in a job, so a restart does not lose it. Its pieces are
 * fetched to a private temporary folder (always removed), each track's runs joined and all composed into one file
 * (recording.ffmpeg.ts), which is stored; the recording is then ready, audited as the system's, and its pieces go. A
 * failure leaves the pieces, so staff may try again.
 */

export type ComposeJob = { practiceId: string; recordingId: string };

/**
 * When a room ends (completed or cancelled), in its transaction: its running recording stops, and every recording of
 * it still pending is queued to be composed once the transaction commits. Answers whether a recording was stopped.
 */
export async function endRoomRecordings(uow: UnitOfWork, room: Pick<RoomRow, 'id' | 'practiceId'>, at: Date): Promise<boolean> {
  const stopped = await stopRecording(uow.tx, room.id, at);
  for (const recording of await listPendingRecordings(uow.tx, room.id))
    uow.enqueue('meetings.compose-recording', { practiceId: room.practiceId, recordingId: recording.id });
  return stopped !== null;
}

async function markFailed(runtime: Runtime, recording: RecordingRow, reason: RecordingReason): Promise<void> {
  await runtime.db
    .update(meetingRecordings)
    .set({ status: 'failed', reason, updatedAt: new Date() })
    .where(and(eq(meetingRecordings.id, recording.id), eq(meetingRecordings.status, 'pending')));
}

/** The pieces written to the folder, each track placed by when it started after the recording did. */
async function fetchPieces(runtime: Runtime, recording: RecordingRow, dir: string): Promise<ComposeTrack[]> {
  const tracks: ComposeTrack[] = [];
  for (const [number, { track, pieces }] of (await listTracksWithPieces(runtime.db, recording.id)).entries()) {
    const files: ComposeTrack['pieces'] = [];
    for (const piece of pieces) {
      const stored = await findStoredFile(runtime.db, { practiceId: recording.practiceId, id: piece.fileId });
      const body = stored ? await runtime.storage.get(stored.storageKey) : null;
      if (!body) continue;
      const file = path.join(dir, `track-${number}-piece-${piece.index}.webm`);
      await writeFile(file, body, { mode: 0o600 });
      files.push({ index: piece.index, file });
    }
    if (files.length === 0) continue;
    const offsetSeconds = Math.max(0, (track.createdAt.getTime() - recording.startedAt.getTime()) / 1_000);
    tracks.push({ participantId: track.participantId, offsetSeconds, pieces: files });
  }
  return tracks;
}

/** Stores the composed file and makes the recording ready with it, audited; then its pieces' files go. */
async function storeComposed(runtime: Runtime, recording: RecordingRow, composed: ComposedFile): Promise<void> {
  const room = await findRoom(runtime.db, recording.practiceId, recording.roomId, { lock: false });
  if (!room) return;
  const body = await readFile(composed.file);
  const name = recordingFileNameOf(room.name, recording.type, await positionOf(runtime.db, recording));
  const stored = await storeFile(runtime, {
    practiceId: recording.practiceId,
    ownerId: room.clientId,
    purpose: 'meetingRecordingPiece',
    fileName: `${fileBaseOf(name, 'Meeting recording')}.${composed.ext}`,
    mediaType: composed.mediaType,
    ext: composed.ext,
    body,
    createdBy: null,
  });
  const released = await runtime.db.transaction(async (tx) => {
    const now = new Date();
    const [saved] = await tx
      .update(meetingRecordings)
      .set({
        status: 'ready',
        fileId: stored.id,
        durationSeconds: composed.durationSeconds,
        size: body.length,
        reason: null,
        composedAt: now,
        updatedAt: now,
      })
      .where(and(eq(meetingRecordings.id, recording.id), eq(meetingRecordings.status, 'pending')))
      .returning();
    // Composed twice at once (a job retried while the first still ran): the other one's file stands, this one is swept.
    if (!saved) return [];
    await writeAudit(tx, {
      actor: null,
      practiceId: recording.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      action: 'room_recording_composed',
      after: {
        name: room.name,
        client_id: room.clientId,
        recording_id: recording.id,
        recording_type: recording.type,
        duration_seconds: composed.durationSeconds,
        size: body.length,
      },
    });
    return deletePieces(tx, [recording.id]);
  });
  await removeUnreferencedFiles(runtime, released);
}

const reasons: Record<ComposeError['reason'], RecordingReason> = {
  unavailable: 'recordingMedia.composerUnavailable',
  nothingRecorded: 'recordingMedia.nothingRecorded',
  failed: 'recordingMedia.composeFailed',
};

/**
 * Composes one pending recording (anything else is left as it is: composed already, or not yet stopped). It waits for
 * the pieces still on their way after the stop, then fails at once, saying why, when ffmpeg is not installed or no
 * piece arrived. A failure is logged by its step and exit code only; one the database refuses is thrown for the job to
 * retry.
 */
export async function composeRecording(runtime: Runtime, job: ComposeJob): Promise<void> {
  const found = await findRecording(runtime.db, job);
  if (found?.status !== 'pending') return;
  const composer = runtime.recordingComposer;
  const wait = (found.stoppedAt?.getTime() ?? 0) + composer.settleMillis - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const recording = await findRecording(runtime.db, job);
  if (recording?.status !== 'pending') return;
  if (!(await composer.isAvailable())) return markFailed(runtime, recording, 'recordingMedia.composerUnavailable');
  const dir = await mkdtemp(path.join(composer.tempDir, 'advice-recording-'));
  try {
    const tracks = await fetchPieces(runtime, recording, dir);
    if (tracks.length === 0) return await markFailed(runtime, recording, 'recordingMedia.nothingRecorded');
    const composed = await composer.compose({ type: recording.type, tracks, dir });
    await storeComposed(runtime, recording, composed);
  } catch (error) {
    const failure = error instanceof ComposeError ? error : null;
    const logged = failure ? { step: failure.step, exit: failure.exit } : { step: 'store', error: describeError(error).type };
    console.warn('a meeting recording was not composed', JSON.stringify({ recordingId: recording.id, ...logged }));
    await markFailed(runtime, recording, failure ? reasons[failure.reason] : 'recordingMedia.composeFailed');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
