import { randomUUID } from 'node:crypto';
import { meetingRecordingMediaMessages as messages, recordingPiecesMax } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingRecordingPieces, meetingRecordings, storedFiles } from '../../../db/schema/index.ts';
import { errorOf, TestClient } from '../../../testing/client.ts';
import type { CreatedUser } from '../../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { type CaseCast, sessionFor } from '../../cases/cases.testing.ts';
import { createRoomCast, insertGuest, insertRoom } from '../transcription/transcription.testing.ts';
import { createRecordingComposer } from './recording.ffmpeg.ts';
import { guestRooms, rooms, sendPiece, startRecording, webmHeader, withToken } from './recording.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  // No ffmpeg here: what these tests complete fails at once, saying so.
  t.runtime.recordingComposer = createRecordingComposer({ ffmpeg: '/nonexistent/ffmpeg', settleMillis: 0 });
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (cast: CaseCast, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const tracks = (roomId: string) => `${rooms}/${roomId}/recording-tracks`;
const piece = (roomId: string, trackId: string, index: number) => `${tracks(roomId)}/${trackId}/pieces/${index}`;
const recordings = (roomId: string) => `${rooms}/${roomId}/recordings`;

async function pieceRow(trackId: string, index: number) {
  const [row] = await db()
    .select()
    .from(meetingRecordingPieces)
    .where(and(eq(meetingRecordingPieces.trackId, trackId), eq(meetingRecordingPieces.index, index)));
  return row;
}

async function storedFile(id: string) {
  const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

/** An open room of a new cast (the client and the adviser attend), recording video. */
async function recordingRoom(type: 'audio' | 'video' = 'video') {
  const cast = await createRoomCast(db());
  const room = await insertRoom(db(), cast);
  const adviser = await as(cast, cast.adviser);
  await startRecording(t.runtime, adviser, cast.adviser, room.id, type);
  return { cast, room, adviser, client: await as(cast, cast.client) };
}

describe('a participant’s recording track', () => {
  it('an attendee starts a track while the room records, sends its pieces in any order and reads which arrived; a piece sent again replaces the one before', async () => {
    const cast = await createRoomCast(db());
    const room = await insertRoom(db(), cast);
    const client = await as(cast, cast.client);
    const early = await client.post(tracks(room.id), { kind: 'video' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).detail).toBe(messages['recordingMedia.notRecording']);

    await startRecording(t.runtime, await as(cast, cast.adviser), cast.adviser, room.id, 'video');
    const created = await client.post(tracks(room.id), { kind: 'video' });
    expect(created.statusCode, created.body).toBe(201);
    const track = created.json().data;
    expect(track).toEqual({ id: expect.any(String), recording_id: expect.any(String), kind: 'video', pieces_received: [] });

    const second = await sendPiece(client, piece(room.id, track.id, 1), webmHeader);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toEqual({ index: 1, size: webmHeader.length });
    expect((await sendPiece(client, piece(room.id, track.id, 0), webmHeader)).statusCode).toBe(200);
    expect((await client.get(`${tracks(room.id)}/${track.id}`)).json().data.pieces_received).toEqual([0, 1]);

    const before = await pieceRow(track.id, 0);
    const longer = Buffer.concat([webmHeader, Buffer.alloc(100, 2)]);
    const again = await sendPiece(client, piece(room.id, track.id, 0), longer);
    expect(again.json().data).toEqual({ index: 0, size: longer.length });
    const after = await pieceRow(track.id, 0);
    expect(after?.fileId).not.toBe(before?.fileId);
    expect(after?.size).toBe(longer.length);
    expect(await storedFile(before?.fileId ?? '')).toBeUndefined();
    expect(await storedFile(after?.fileId ?? '')).toMatchObject({ purpose: 'meetingRecordingPiece', mediaType: 'video/webm' });
    expect((await client.get(`${tracks(room.id)}/${track.id}`)).json().data.pieces_received).toEqual([0, 1]);

    const listed = await client.get(recordings(room.id));
    expect(listed.json().data).toEqual([
      {
        id: track.recording_id,
        type: 'video',
        status: 'recording',
        started_at: expect.any(String),
        stopped_at: null,
        tracks: 1,
        duration_seconds: null,
        size: null,
        reason: null,
        composed_at: null,
        deleted_at: null,
      },
    ]);
  });

  it('reads and sends to one’s own track only; refuses a wrong type by its content, an index out of bounds, staff not attending and other practices', async () => {
    const { cast, room, adviser, client } = await recordingRoom();
    const track = (await client.post(tracks(room.id), { kind: 'video' })).json().data;

    const notOwn = await adviser.get(`${tracks(room.id)}/${track.id}`);
    expect(notOwn.statusCode).toBe(404);
    expect(errorOf(notOwn).detail).toBe(messages['recordingMedia.trackNotFound']);
    expect((await sendPiece(adviser, piece(room.id, track.id, 0), webmHeader)).statusCode).toBe(404);

    const pdf = await sendPiece(client, piece(room.id, track.id, 0), Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'));
    expect(pdf.statusCode).toBe(422);
    expect(errorOf(pdf)).toMatchObject({ code: 'upload.type_not_allowed', source: { pointer: '/file' } });
    expect((await sendPiece(client, piece(room.id, track.id, recordingPiecesMax), webmHeader)).statusCode).toBe(400);
    expect((await sendPiece(client, piece(room.id, track.id, -1), webmHeader)).statusCode).toBe(400);
    expect((await client.post(tracks(room.id), { kind: 'screen' })).statusCode).toBe(400);

    // The second adviser may see the client but does not attend this room; a stranger may not see the client.
    expect((await (await as(cast, cast.additional)).post(tracks(room.id), { kind: 'audio' })).statusCode).toBe(404);
    expect((await (await as(cast, cast.stranger)).post(tracks(room.id), { kind: 'audio' })).statusCode).toBe(404);

    const other = await createRoomCast(db());
    const foreign = await as(other, other.client);
    expect((await foreign.post(tracks(room.id), { kind: 'audio' })).statusCode).toBe(404);
    expect((await foreign.get(`${tracks(room.id)}/${track.id}`)).statusCode).toBe(404);
    expect((await sendPiece(foreign, piece(room.id, track.id, 0), webmHeader)).statusCode).toBe(404);
    expect((await foreign.get(recordings(room.id))).statusCode).toBe(404);

    // Stopped, it takes no new track but still the pieces on their way; composed, it takes nothing more.
    await adviser.patch(`${rooms}/${room.id}/recording-state`, { state: 'stop', type: 'video' });
    expect((await client.post(tracks(room.id), { kind: 'video' })).statusCode).toBe(409);
    expect((await sendPiece(client, piece(room.id, track.id, 0), webmHeader)).statusCode).toBe(200);
    await db().update(meetingRecordings).set({ status: 'ready' }).where(eq(meetingRecordings.id, track.recording_id));
    const late = await sendPiece(client, piece(room.id, track.id, 1), webmHeader);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).detail).toBe(messages['recordingMedia.notRecording']);
    expect((await client.get(`${tracks(room.id)}/${track.id}`)).json().data.pieces_received).toEqual([0]);
  });

  it('a guest starts, sends and reads their own track with their token; a wrong token, or another’s track, is a 404', async () => {
    const { cast, room, client } = await recordingRoom('audio');
    const guest = await insertGuest(db(), room);
    const anyone = new TestClient(t.app, cast.practice.host);
    const created = await anyone.post(tracks(room.id).replace(rooms, guestRooms), { kind: 'audio' }, withToken(guest.token));
    expect(created.statusCode, created.body).toBe(201);
    const track = created.json().data;
    const guestPiece = piece(room.id, track.id, 0).replace(rooms, guestRooms);
    const sent = await sendPiece(anyone, guestPiece, webmHeader, { headers: withToken(guest.token).headers });
    expect(sent.statusCode, sent.body).toBe(200);
    const read = await anyone.get(`${tracks(room.id).replace(rooms, guestRooms)}/${track.id}?token=${guest.token}`);
    expect(read.json().data).toEqual({ id: track.id, recording_id: track.recording_id, kind: 'audio', pieces_received: [0] });

    expect((await anyone.post(tracks(room.id).replace(rooms, guestRooms), { kind: 'audio' }, withToken('not-the-token'))).statusCode).toBe(
      404,
    );
    expect((await sendPiece(anyone, guestPiece, webmHeader, { headers: withToken('not-the-token').headers })).statusCode).toBe(404);
    expect((await client.get(`${tracks(room.id)}/${track.id}`)).statusCode).toBe(404);
    const clientTrack = (await client.post(tracks(room.id), { kind: 'audio' })).json().data;
    const othersTrack = await anyone.get(`${tracks(room.id).replace(rooms, guestRooms)}/${clientTrack.id}`, withToken(guest.token));
    expect(othersTrack.statusCode).toBe(404);
  });
});

describe('a room’s recordings', () => {
  it('each start to stop is a recording, pending once stopped; an ended room stops its recording and composes each, failing without ffmpeg, which staff may retry', async () => {
    const { cast, room, adviser, client } = await recordingRoom('audio');
    await startRecording(t.runtime, adviser, cast.adviser, room.id, 'video');
    await adviser.patch(`${rooms}/${room.id}/recording-state`, { state: 'stop', type: 'video' });
    await startRecording(t.runtime, adviser, cast.adviser, room.id, 'audio');
    const listed = (await client.get(recordings(room.id))).json().data;
    expect(listed.map((recording: { type: string; status: string }) => [recording.type, recording.status])).toEqual([
      ['audio', 'recording'],
      ['video', 'pending'],
      ['audio', 'pending'],
    ]);
    expect(listed[2].stopped_at).toBe(listed[1].started_at);

    const notReady = await client.get(`${recordings(room.id)}/${listed[1].id}/file`);
    expect(notReady.statusCode).toBe(404);
    expect(errorOf(notReady).detail).toBe(messages['recordingMedia.notReady']);
    expect((await client.get(`${recordings(room.id)}/${randomUUID()}/file`)).statusCode).toBe(404);
    const notFailed = await adviser.post(`${recordings(room.id)}/${listed[1].id}/compose`);
    expect(notFailed.statusCode).toBe(409);
    expect(errorOf(notFailed).detail).toBe(messages['recordingMedia.notFailed']);

    expect((await adviser.post(`${rooms}/${room.id}/complete`)).statusCode).toBe(200);
    expect((await client.get(`${rooms}/${room.id}/recording-state`)).json().data).toEqual({
      recording: false,
      type: null,
      started_at: null,
    });
    const failed = async () =>
      (await client.get(recordings(room.id)))
        .json()
        .data.map((recording: { status: string; reason: string | null }) => [recording.status, recording.reason]);
    const unavailable = ['failed', messages['recordingMedia.composerUnavailable']];
    await expect.poll(failed, { timeout: 20_000 }).toEqual([unavailable, unavailable, unavailable]);

    expect((await client.post(`${recordings(room.id)}/${listed[0].id}/compose`)).statusCode).toBe(403);
    const retried = await adviser.post(`${recordings(room.id)}/${listed[0].id}/compose`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({
      id: listed[0].id,
      status: 'pending',
      reason: null,
      message: messages['recordingMedia.composing'],
    });
    await expect.poll(failed, { timeout: 20_000 }).toEqual([unavailable, unavailable, unavailable]);
  });
});
