import { randomUUID } from 'node:crypto';
import { type AuditEventView, auditSentence, meetingRecordingMediaMessages as messages } from '@advice/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  meetingRecordingPieces,
  meetingRecordings,
  meetingRecordingTracks,
  meetingSummaries,
  meetingTranscriptSegments,
  practices,
  storedFiles,
} from '../../../db/schema/index.ts';
import { errorOf } from '../../../testing/client.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { sessionFor } from '../../cases/cases.testing.ts';
import { storeFile } from '../../files/stored-files.ts';
import { createRoomCast, insertRoom, insertTranscript, type TestRoom } from '../transcription/transcription.testing.ts';
import { recordingJobs } from './recording.jobs.ts';
import { deleteExpiredRecordings } from './recording.retention.ts';
import { rooms } from './recording.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const now = new Date('2027-03-01T09:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);

async function file(room: TestRoom, ext: 'mp4' | 'webm') {
  return storeFile(t.runtime, {
    practiceId: room.practiceId,
    ownerId: room.clientId,
    purpose: 'meetingRecordingPiece',
    fileName: `recording.${ext}`,
    mediaType: ext === 'mp4' ? 'video/mp4' : 'video/webm',
    ext,
    body: Buffer.from(`media of ${randomUUID()}`),
    createdBy: null,
  });
}

/** A recording of the room: ready with its file (composed on `composedAt`), or failed with one piece kept. */
async function recordingOf(room: TestRoom, state: { composedAt: Date } | { failedAfter: Date }) {
  const id = randomUUID();
  const isReady = 'composedAt' in state;
  const composed = isReady ? await file(room, 'mp4') : null;
  const startedAt = new Date((isReady ? state.composedAt : state.failedAfter).getTime() - 3_600_000);
  await db()
    .insert(meetingRecordings)
    .values({
      id,
      practiceId: room.practiceId,
      roomId: room.id,
      type: 'video',
      status: isReady ? 'ready' : 'failed',
      startedAt,
      stoppedAt: isReady ? startedAt : state.failedAfter,
      fileId: composed?.id ?? null,
      reason: isReady ? null : 'recordingMedia.composeFailed',
      composedAt: isReady ? state.composedAt : null,
    });
  const trackId = randomUUID();
  await db()
    .insert(meetingRecordingTracks)
    .values({
      id: trackId,
      practiceId: room.practiceId,
      recordingId: id,
      participantId: `user_${room.clientId}`,
      participantName: 'Charlotte Hughes',
      kind: 'video',
    });
  const piece = isReady ? null : await file(room, 'webm');
  if (piece) await db().insert(meetingRecordingPieces).values({ trackId, index: 0, fileId: piece.id, size: 20 });
  return { id, files: [composed, piece].flatMap((stored) => (stored ? [stored] : [])) };
}

async function statusOf(id: string) {
  const [row] = await db().select().from(meetingRecordings).where(eq(meetingRecordings.id, id));
  return row;
}

const keepFor = (practiceId: string, days: number | null) =>
  db()
    .update(practices)
    .set({ settings: sql`${practices.settings} || ${JSON.stringify({ recordingRetentionDays: days })}::jsonb` })
    .where(eq(practices.id, practiceId));

describe('the retention of recorded media', () => {
  it('is a daily scheduled job', () => {
    expect(recordingJobs['meetings.recording-retention']?.schedule?.cron).toBe('40 3 * * *');
  });

  it('deletes the media of recordings composed (or failed) more than the practice’s days ago, audited; keeps newer ones, the transcript and summary, and other practices’ media', async () => {
    const cast = await createRoomCast(db());
    const room = await insertRoom(db(), cast, { status: 'completed' });
    await insertTranscript(db(), room, cast, [['adviser', 'We will review your pension.']]);
    await db().insert(meetingSummaries).values({ roomId: room.id, practiceId: room.practiceId, status: 'ready' });
    await keepFor(room.practiceId, 30);
    const old = await recordingOf(room, { composedAt: daysBefore(31) });
    const failed = await recordingOf(room, { failedAfter: daysBefore(40) });
    const recent = await recordingOf(room, { composedAt: daysBefore(29) });
    const other = await createRoomCast(db());
    const keptForGood = await recordingOf(await insertRoom(db(), other, { status: 'completed' }), { composedAt: daysBefore(4000) });

    expect(await deleteExpiredRecordings(t.runtime, { now })).toBe(2);
    for (const gone of [old, failed]) {
      expect(await statusOf(gone.id)).toMatchObject({ status: 'deleted', fileId: null, deletedAt: now, reason: 'recordingMedia.deleted' });
      for (const stored of gone.files) {
        expect(await db().select().from(storedFiles).where(eq(storedFiles.id, stored.id))).toEqual([]);
        expect(await t.runtime.storage.get(stored.storageKey)).toBeNull();
      }
    }
    expect(await db().select().from(meetingRecordingPieces)).toEqual([]);
    expect((await statusOf(recent.id))?.status).toBe('ready');
    expect((await statusOf(keptForGood.id))?.status).toBe('ready');
    expect(await t.runtime.storage.get(recent.files[0]?.storageKey ?? '')).not.toBeNull();
    expect(await db().select().from(meetingTranscriptSegments).where(eq(meetingTranscriptSegments.roomId, room.id))).toHaveLength(1);
    expect(await db().select().from(meetingSummaries).where(eq(meetingSummaries.roomId, room.id))).toHaveLength(1);

    const client = await sessionFor(t.app, db(), cast.client, cast.practice.host);
    const listed = (await client.get(`${rooms}/${room.id}/recordings`)).json().data;
    expect(listed.find((recording: { id: string }) => recording.id === old.id)).toMatchObject({
      status: 'deleted',
      reason: messages['recordingMedia.deleted'],
      deleted_at: now.toISOString(),
    });
    const download = await client.get(`${rooms}/${room.id}/recordings/${old.id}/file`);
    expect(download.statusCode).toBe(404);
    expect(errorOf(download).detail).toBe(messages['recordingMedia.deleted']);
    const trail = (await (await sessionFor(t.app, db(), cast.director, cast.practice.host)).get(`${rooms}/${room.id}/audit-trail`)).json()
      .data as AuditEventView[];
    expect(trail.map((event) => auditSentence(event))).toEqual([
      'The recording of the meeting “Annual review” was deleted, as the practice keeps recordings for 30 days',
      'The recording of the meeting “Annual review” was deleted, as the practice keeps recordings for 30 days',
    ]);

    // Run again, nothing more goes; a day later, the recent one does.
    expect(await deleteExpiredRecordings(t.runtime, { now })).toBe(0);
    expect(await deleteExpiredRecordings(t.runtime, { now: new Date(now.getTime() + 2 * 86_400_000) })).toBe(1);
    await keepFor(room.practiceId, null);
  });
});
