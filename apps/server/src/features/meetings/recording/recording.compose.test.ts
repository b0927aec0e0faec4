import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuditEventView, auditSentence, type MeetingRecordingView, meetingRecordingMediaMessages as messages } from '@advice/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingRecordingPieces, meetingRecordingTracks, storedFiles } from '../../../db/schema/index.ts';
import { TestClient } from '../../../testing/client.ts';
import type { CreatedUser } from '../../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { type CaseCast, sessionFor } from '../../cases/cases.testing.ts';
import { createRoomCast, insertGuest, insertRoom } from '../transcription/transcription.testing.ts';
import { createRecordingComposer } from './recording.ffmpeg.ts';
import {
  ffmpegSkip,
  guestRooms,
  probeFile,
  recordedPiece,
  rooms,
  sendPiece,
  startRecording,
  webmHeader,
  withToken,
} from './recording.testing.ts';

/**
 * Composing recordings with the real ffmpeg: pieces a recorder would send (made by ffmpeg from a test picture and a
 * tone), two per participant, composed once the room completes, downloaded and checked with ffprobe.
 */

const skip = await ffmpegSkip('the recording composition tests');

let t: TestApp;
let scratch: string;

beforeAll(async () => {
  t = await startTestApp();
  scratch = await mkdtemp(path.join(tmpdir(), 'advice-compose-test-'));
  t.runtime.recordingComposer = createRecordingComposer({ settleMillis: 0, tempDir: scratch });
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

const db = () => t.runtime.db;
const as = (cast: CaseCast, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const tracks = (roomId: string) => `${rooms}/${roomId}/recording-tracks`;
const recordings = (roomId: string) => `${rooms}/${roomId}/recordings`;

/** The recordings once none is waiting to be composed any more. */
async function settled(client: TestClient, roomId: string): Promise<MeetingRecordingView[]> {
  let listed: MeetingRecordingView[] = [];
  await expect
    .poll(
      async () => {
        listed = (await client.get(recordings(roomId))).json().data;
        return listed.every((recording) => recording.status !== 'pending' && recording.status !== 'recording');
      },
      { timeout: 90_000, interval: 250 },
    )
    .toBe(true);
  return listed;
}

type Track = { id: string; recording_id: string };

/** Starts a track for the caller, as their browser does when it starts recording. */
async function startTrack(client: TestClient, url: string, kind: 'audio' | 'video', headers: Record<string, string> = {}): Promise<Track> {
  const created = await client.post(url, { kind }, { headers });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data;
}

/** Sends the track's pieces, in order. */
async function sendPieces(client: TestClient, url: string, track: Track, pieces: Buffer[], headers: Record<string, string> = {}) {
  for (const [index, content] of pieces.entries()) {
    const sent = await sendPiece(client, `${url}/${track.id}/pieces/${index}`, content, { headers });
    expect(sent.statusCode, sent.body).toBe(200);
  }
}

/** Starts a track for the caller and sends its pieces. */
async function record(client: TestClient, url: string, kind: 'audio' | 'video', pieces: Buffer[], headers: Record<string, string> = {}) {
  const track = await startTrack(client, url, kind, headers);
  await sendPieces(client, url, track, pieces, headers);
  return track;
}

/** How long after its recording started a track did, in seconds. */
async function offsetOf(track: Track, startedAt: string): Promise<number> {
  const [row] = await db().select().from(meetingRecordingTracks).where(eq(meetingRecordingTracks.id, track.id));
  return ((row?.createdAt.getTime() ?? 0) - Date.parse(startedAt)) / 1_000;
}

async function piecesOf(recordingId: string) {
  const trackIds = (
    await db()
      .select({ id: meetingRecordingTracks.id })
      .from(meetingRecordingTracks)
      .where(eq(meetingRecordingTracks.recordingId, recordingId))
  ).map((row) => row.id);
  return trackIds.length === 0 ? [] : db().select().from(meetingRecordingPieces).where(inArray(meetingRecordingPieces.trackId, trackIds));
}

describe.skipIf(skip)('composing a recording with ffmpeg', () => {
  it('composes two participants’ video into one MP4 (their pictures side by side, their sound mixed) once the room completes; the pieces go', async () => {
    const cast = await createRoomCast(db());
    const room = await insertRoom(db(), cast);
    const adviser = await as(cast, cast.adviser);
    const client = await as(cast, cast.client);
    await startRecording(t.runtime, adviser, cast.adviser, room.id, 'video');
    const [first, second] = await Promise.all([recordedPiece('video', 2, 440), recordedPiece('video', 2, 660)]);
    const pieces = [first as Buffer, second as Buffer];
    const track = await startTrack(client, tracks(room.id), 'video');
    const other = await startTrack(adviser, tracks(room.id), 'video');
    await sendPieces(client, tracks(room.id), track, pieces);
    await sendPieces(adviser, tracks(room.id), other, pieces);
    const sentFiles = (await piecesOf(track.recording_id)).map((piece) => piece.fileId);
    expect(sentFiles).toHaveLength(4);

    expect((await adviser.post(`${rooms}/${room.id}/complete`)).statusCode).toBe(200);
    const [recording] = await settled(client, room.id);
    expect(recording).toMatchObject({ id: track.recording_id, type: 'video', status: 'ready', tracks: 2, reason: null });
    // Four seconds each, the adviser's from a moment after the client's.
    const length = 4 + (await offsetOf(other, recording?.started_at ?? ''));
    expect(recording?.duration_seconds).toBeGreaterThan(length - 0.5);
    expect(recording?.duration_seconds).toBeLessThan(length + 0.5);
    expect(recording?.composed_at).not.toBeNull();

    const download = await client.get(`${recordings(room.id)}/${track.recording_id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('video/mp4');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Annual review recording.mp4"');
    expect(download.rawPayload.length).toBe(recording?.size);
    const probed = await probeFile(download.rawPayload);
    expect(probed.streams).toEqual(['audio', 'video']);
    expect(probed.durationSeconds).toBeCloseTo(recording?.duration_seconds ?? 0, 1);

    // The pieces went with their files; the composing left nothing in its temporary folder.
    expect(await piecesOf(track.recording_id)).toEqual([]);
    expect(await db().select().from(storedFiles).where(inArray(storedFiles.id, sentFiles))).toEqual([]);
    expect(await readdir(scratch)).toEqual([]);
    const trail = (await (await as(cast, cast.director)).get(`${rooms}/${room.id}/audit-trail`)).json().data as AuditEventView[];
    expect(trail.map((event) => auditSentence(event))).toContain(
      `The video recording of the meeting “Annual review” was prepared (${Math.round(recording?.duration_seconds ?? 0)} seconds)`,
    );
  });

  it('composes an audio recording of an attendee and a guest who joined later into one M4A of their mixed sound', async () => {
    const cast = await createRoomCast(db());
    const room = await insertRoom(db(), cast);
    const guest = await insertGuest(db(), room);
    const adviser = await as(cast, cast.adviser);
    await startRecording(t.runtime, adviser, cast.adviser, room.id, 'audio');
    const tone = await recordedPiece('audio', 2);
    const track = await record(adviser, tracks(room.id), 'audio', [tone, tone]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const anyone = new TestClient(t.app, cast.practice.host);
    const late = await record(anyone, tracks(room.id).replace(rooms, guestRooms), 'audio', [tone], withToken(guest.token).headers);

    expect((await adviser.post(`${rooms}/${room.id}/complete`)).statusCode).toBe(200);
    const [recording] = await settled(adviser, room.id);
    expect(recording).toMatchObject({ type: 'audio', status: 'ready', tracks: 2 });
    const download = await adviser.get(`${recordings(room.id)}/${track.recording_id}/file`);
    expect(download.headers['content-type']).toBe('audio/mp4');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Annual review recording.m4a"');
    const probed = await probeFile(download.rawPayload);
    expect(probed.streams).toEqual(['audio']);
    // The adviser's four seconds, or the guest's two from when they joined if that ends later.
    const length = Math.max(
      4 + (await offsetOf(track, recording?.started_at ?? '')),
      2 + (await offsetOf(late, recording?.started_at ?? '')),
    );
    expect(probed.durationSeconds).toBeGreaterThan(length - 0.5);
    expect(probed.durationSeconds).toBeLessThan(length + 0.5);
  });

  it('fails a recording no media reached, and one ffmpeg cannot read (keeping its pieces), saying why; staff retry once ffmpeg is there', async () => {
    const cast = await createRoomCast(db());
    const room = await insertRoom(db(), cast);
    const adviser = await as(cast, cast.adviser);
    await startRecording(t.runtime, adviser, cast.adviser, room.id, 'audio');
    await startRecording(t.runtime, adviser, cast.adviser, room.id, 'video');
    const broken = await record(adviser, tracks(room.id), 'video', [webmHeader]);
    await startRecording(t.runtime, adviser, cast.adviser, room.id, 'audio');
    const later = await record(adviser, tracks(room.id), 'audio', [await recordedPiece('audio', 2)]);

    // The last recording finds no ffmpeg when the room completes; the others fail for what they hold.
    t.runtime.recordingComposer = createRecordingComposer({ ffmpeg: path.join(scratch, 'no-ffmpeg'), settleMillis: 0, tempDir: scratch });
    expect((await adviser.post(`${rooms}/${room.id}/complete`)).statusCode).toBe(200);
    const failed = await settled(adviser, room.id);
    expect(failed.map((recording) => [recording.type, recording.status, recording.reason])).toEqual([
      ['audio', 'failed', messages['recordingMedia.composerUnavailable']],
      ['video', 'failed', messages['recordingMedia.composerUnavailable']],
      ['audio', 'failed', messages['recordingMedia.composerUnavailable']],
    ]);

    t.runtime.recordingComposer = createRecordingComposer({ settleMillis: 0, tempDir: scratch });
    for (const recording of failed)
      expect((await adviser.post(`${recordings(room.id)}/${recording.id}/compose`)).json().data.message).toBe(
        messages['recordingMedia.composing'],
      );
    const retried = await settled(adviser, room.id);
    expect(retried.map((recording) => [recording.type, recording.status, recording.reason])).toEqual([
      ['audio', 'ready', null],
      ['video', 'failed', messages['recordingMedia.composeFailed']],
      ['audio', 'failed', messages['recordingMedia.nothingRecorded']],
    ]);
    expect(await piecesOf(broken.recording_id)).toHaveLength(1);
    expect(await piecesOf(later.recording_id)).toEqual([]);
    expect(await readdir(scratch)).toEqual([]);
    const download = await adviser.get(`${recordings(room.id)}/${later.recording_id}/file`);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Annual review recording 3.m4a"');
  });
});
