import { liveRoomSockets, transcriptionSockets, transcriptionStreaming } from '@advice/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { meetingRooms, meetingTranscriptSegments } from '../../../db/schema/index.ts';
import { startTestApps, type TestApps, type TestInstance } from '../../../testing/test-apps.ts';
import { type CaseCast, sessionFor } from '../../cases/cases.testing.ts';
import { within } from '../live/live.testing.ts';
import { transcriptionStoppedClose } from './transcription.stream.ts';
import {
  connectSocket,
  createRoomCast,
  insertGuest,
  insertRoom,
  type StandInEngine,
  standInEngine,
  streamAudio,
  type TestRoom,
} from './transcription.testing.ts';

let cluster: TestApps;
let instance: TestInstance;
let port: number;
let engine: StandInEngine;

beforeAll(async () => {
  cluster = await startTestApps(1);
  instance = cluster.instances[0] as TestInstance;
  port = await instance.listen();
  engine = standInEngine();
  instance.runtime.transcription = engine;
});
afterAll(() => cluster.close());

const db = () => instance.runtime.db;
const rate = transcriptionStreaming.sampleRate;
const { chunkBytes } = transcriptionStreaming;

/** Speech-loud noise of `seconds`, silent over the stretches given (seconds from its start), as 16-bit PCM bytes. */
function pcm(seconds: number, quiet: [number, number][] = []): Buffer {
  const samples = Math.round(seconds * rate);
  const bytes = Buffer.alloc(samples * 2);
  let seed = 7;
  for (let i = 0; i < samples; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const at = i / rate;
    const value = quiet.some(([from, to]) => at >= from && at < to) ? 0 : Math.round((seed / 2_147_483_648 - 0.5) * 16_000);
    bytes.writeInt16LE(value, i * 2);
  }
  return bytes;
}

/** Waits until the check holds, failing fast when it never does. */
function until(check: () => Promise<boolean>, what: string): Promise<void> {
  return within(
    (async () => {
      while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
    })(),
    what,
  );
}

const segmentsOf = (room: TestRoom) =>
  db()
    .select()
    .from(meetingTranscriptSegments)
    .where(eq(meetingTranscriptSegments.roomId, room.id))
    .orderBy(asc(meetingTranscriptSegments.startSeconds));

async function turn(cast: CaseCast, room: TestRoom, enabled: boolean): Promise<void> {
  const adviser = await sessionFor(instance.app, db(), cast.adviser, cast.practice.host);
  const response = await adviser.patch(`/api/v1/client-meeting-rooms/${room.id}/transcription`, { enabled });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the transcription socket', () => {
  it('transcribes each window as the speaker’s track placed in the meeting, and flushes before closing when turned off', async () => {
    const cast = await createRoomCast(db());
    const room = await insertRoom(db(), cast);
    const live = await connectSocket(db(), port, cast, liveRoomSockets.attendee(room.id), cast.client);
    live.ws.send(JSON.stringify({ type: 'join', camera: false, microphone: true }));
    await until(async () => live.messages.some((message) => message.type === 'welcome'), 'the welcome');
    await turn(cast, room, true);
    const [row] = await db().select().from(meetingRooms).where(eq(meetingRooms.id, room.id));
    const startedAt = row?.transcriptionStartedAt?.getTime() ?? 0;

    const before = Date.now();
    const socket = await connectSocket(db(), port, cast, transcriptionSockets.attendee(room.id), cast.adviser);
    const after = Date.now();
    // A text frame is not audio: ignored, the socket stays.
    socket.ws.send('hello');
    // 30 s: the first window (20 s) is cut at its pause at 18.0–18.1 s, the rest is flushed when transcription stops.
    await streamAudio(socket, pcm(30, [[18, 18.1]]));
    await until(async () => engine.tracks.length >= 1, 'the first window');
    await turn(cast, room, false);
    expect((await within(socket.closed, 'close after transcription stopped')).code).toBe(transcriptionStoppedClose);

    const tracks = engine.tracks.splice(0);
    expect(tracks.map((track) => [track.participantId, track.speakerName, track.sampleRate])).toEqual([
      [`user_${cast.adviser.id}`, 'Priya Shah', rate],
      [`user_${cast.adviser.id}`, 'Priya Shah', rate],
    ]);
    const [first, second] = tracks as [(typeof tracks)[0], (typeof tracks)[0]];
    expect(first.startOffset).toBeGreaterThanOrEqual((before - startedAt) / 1_000 - 0.01);
    expect(first.startOffset).toBeLessThanOrEqual((after - startedAt) / 1_000 + 0.01);
    expect(first.samples.length / rate).toBeCloseTo(18.05, 1);
    expect(second.startOffset - first.startOffset).toBeCloseTo(18.05, 1);
    expect(second.samples.length / rate).toBeCloseTo(30 - 18.05, 1);

    // The segments were stored before the socket closed, each the speaker's; the engine's empty one was not.
    const stored = await segmentsOf(room);
    expect(stored.map((segment) => [segment.participantId, segment.speakerName, segment.text])).toEqual([
      [`user_${cast.adviser.id}`, 'Priya Shah', 'window 1'],
      [`user_${cast.adviser.id}`, 'Priya Shah', 'window 2'],
    ]);
    expect(stored[1]?.startSeconds).toBeCloseTo(second.startOffset + 0.5, 2);

    // The call was told of both changes.
    const told = live.messages.filter((message) => message.type === 'transcription');
    expect(told.map((message) => message.type === 'transcription' && message.state.enabled)).toEqual([true, false]);
    live.ws.close();
  });

  it('refuses before the upgrade while the room is not transcribed (409) or not theirs (404)', async () => {
    const cast = await createRoomCast(db());
    const room = await insertRoom(db(), cast);
    await expect(connectSocket(db(), port, cast, transcriptionSockets.attendee(room.id), cast.client)).rejects.toThrow(
      'handshake answered 409',
    );
    await turn(cast, room, true);
    await expect(connectSocket(db(), port, cast, transcriptionSockets.attendee(room.id), cast.director)).rejects.toThrow(
      'handshake answered 404',
    );
    await expect(connectSocket(db(), port, cast, transcriptionSockets.guest(room.id, 'not-a-token'))).rejects.toThrow(
      'handshake answered 404',
    );
  });

  it('streams a guest’s audio as theirs, keeps the socket when the engine fails, and closes on a message over 12 chunks', async () => {
    const cast = await createRoomCast(db());
    const room = await insertRoom(db(), cast, { enabled: true });
    const guest = await insertGuest(db(), room);
    engine.failures.push('engineFailed');
    const socket = await connectSocket(db(), port, cast, transcriptionSockets.guest(room.id, guest.token));
    await streamAudio(socket, pcm(21, [[19, 19.1]]));
    await until(async () => engine.failures.length === 0, 'the failed call');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    // Closing flushes the rest of the audio: it is transcribed as the guest's.
    socket.ws.close();
    await socket.closed;
    await until(async () => (await segmentsOf(room)).length > 0, 'the window after the failed one');
    const stored = await segmentsOf(room);
    expect(stored.map((segment) => [segment.participantId, segment.speakerName])).toEqual([[`guest_${guest.id}`, 'Sam Lee']]);
    expect(stored[0]?.startSeconds).toBeGreaterThan(19);
    engine.tracks.splice(0);

    const again = await connectSocket(db(), port, cast, transcriptionSockets.guest(room.id, guest.token));
    again.ws.send(Buffer.alloc(13 * chunkBytes));
    expect((await within(again.closed, 'close after a message too big')).code).toBe(1009);
  });
});
