import { type Actor, AppError, type MeetingRecordingView, meetingRecordingMediaMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { meetingRecordings } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/unit-of-work.ts';
import type { Runtime } from '../../../runtime.ts';
import { type FileContent, readStoredFile } from '../../files/stored-files.ts';
import { loadRoomFor } from '../meetings.service.ts';
import { countTracks, findRecording, listRecordings, presentRecording } from './recording.queries.ts';

/**
 * A room's recordings as its viewers read them (its client and the staff who may see the client; another practice's
 * room is a 404): the list, a ready recording's file, and the staff's retry of one that failed.
 */

type Key = keyof typeof meetingRecordingMediaMessages;
const notFound = (key: Key = 'recordingMedia.notFound') =>
  new AppError('resource.not_found', { detail: meetingRecordingMediaMessages[key] });

/** The room's recordings, newest first. */
export async function listRoomRecordings(runtime: Runtime, actor: Actor, roomId: string): Promise<MeetingRecordingView[]> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  return listRecordings(runtime.db, room.id);
}

/** A ready recording's one file, as a download; one not ready (or whose media was deleted) is a 404 saying so. */
export async function readRoomRecording(runtime: Runtime, actor: Actor, roomId: string, recordingId: string): Promise<FileContent> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  const recording = await findRecording(runtime.db, { practiceId: room.practiceId, roomId: room.id, recordingId });
  if (!recording) throw notFound();
  if (recording.status === 'deleted') throw notFound('recordingMedia.deleted');
  if (recording.status !== 'ready') throw notFound('recordingMedia.notReady');
  const content = await readStoredFile(runtime, { practiceId: room.practiceId, id: recording.fileId });
  if (!content) throw notFound('recordingMedia.notReady');
  return content;
}

/**
 * Staff try again to compose a recording that failed (after installing ffmpeg, say): it is pending again and queued
 * once that commits. Any other status is a 409.
 */
export async function retryRoomRecording(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  recordingId: string,
): Promise<MeetingRecordingView & { message: string }> {
  return inTransaction(runtime, async (uow) => {
    const { room } = await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.manage');
    const recording = await findRecording(uow.tx, { practiceId: room.practiceId, roomId: room.id, recordingId }, { lock: true });
    if (!recording) throw notFound();
    if (recording.status !== 'failed')
      throw new AppError('state.illegal_transition', { detail: meetingRecordingMediaMessages['recordingMedia.notFailed'] });
    const [saved] = await uow.tx
      .update(meetingRecordings)
      .set({ status: 'pending', reason: null, updatedAt: new Date() })
      .where(and(eq(meetingRecordings.id, recording.id), eq(meetingRecordings.status, 'failed')))
      .returning();
    if (!saved) throw notFound();
    uow.enqueue('meetings.compose-recording', { practiceId: room.practiceId, recordingId: recording.id });
    return {
      ...presentRecording(saved, await countTracks(uow.tx, recording.id)),
      message: meetingRecordingMediaMessages['recordingMedia.composing'],
    };
  });
}
