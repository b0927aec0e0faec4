import { randomBytes, randomUUID } from 'node:crypto';
import { type LiveServerMessage, type TranscriptSegment, transcriptionStreaming } from '@advice/domain';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { Db } from '../../../db/client.ts';
import { meetingRoomAttendees, meetingRoomGuests, meetingRooms, meetingTranscriptSegments, users } from '../../../db/schema/index.ts';
import { type CreatedUser, createTestSession } from '../../../testing/factories.ts';
import { hashToken } from '../../auth/sessions.ts';
import { type CaseCast, createCaseCast } from '../../cases/cases.testing.ts';
import { within } from '../live/live.testing.ts';
import { type ParticipantTrack, type TranscriptionEngine, TranscriptionError } from './transcription.types.ts';

/** A speech engine standing in for pocketsphinx: it keeps the tracks it was given and says one segment per track. */
export type StandInEngine = TranscriptionEngine & {
  tracks: ParticipantTrack[];
  isAvailable: boolean;
  /** The next calls fail with this reason, one per entry. */
  failures: TranscriptionError['reason'][];
};

export const standInReason = 'The stand-in engine is switched off.';

export function standInEngine(): StandInEngine {
  const engine: StandInEngine = {
    name: 'provider',
    tracks: [],
    isAvailable: true,
    failures: [],
    availability: async () => (engine.isAvailable ? { available: true } : { available: false, reason: standInReason }),
    transcribe: async (track) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const failure = engine.failures.shift();
      if (failure) throw new TranscriptionError(failure, 'stand-in failure');
      engine.tracks.push(track);
      const said: TranscriptSegment = {
        id: randomUUID(),
        participantId: track.participantId,
        speakerName: track.speakerName,
        start: track.startOffset + 0.5,
        end: track.startOffset + 1.5,
        text: `window ${engine.tracks.length}`,
        words: [{ word: 'window', start: track.startOffset + 0.5, end: track.startOffset + 1, confidence: 0.9 }],
      };
      // An engine may answer a stretch without words: it is not stored.
      return [said, { ...said, id: randomUUID(), text: '  ', words: [] }];
    },
  };
  return engine;
}

/** The case cast with names: adviser Priya Shah, client Charlotte Hughes. */
export async function createRoomCast(db: Db): Promise<CaseCast> {
  const cast = await createCaseCast(db);
  await db.update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
  await db.update(users).set({ firstName: 'Charlotte', lastName: 'Hughes' }).where(eq(users.id, cast.client.id));
  return cast;
}

export type TestRoom = { id: string; practiceId: string; clientId: string };

/** A room of the cast's client with the client and the adviser attending, starting `startIn` minutes from now. */
export async function insertRoom(
  db: Db,
  cast: CaseCast,
  options: { startIn?: number; enabled?: boolean; startedAt?: Date | null; status?: 'scheduled' | 'completed' } = {},
): Promise<TestRoom> {
  const id = randomUUID();
  await db.insert(meetingRooms).values({
    id,
    practiceId: cast.practice.id,
    clientId: cast.client.id,
    name: 'Annual review',
    startAt: new Date(Date.now() + (options.startIn ?? 5) * 60_000),
    durationMinutes: 60,
    mediaRegion: 'ie1',
    status: options.status ?? 'scheduled',
    enableMeetingSummary: options.enabled ?? false,
    transcriptionStartedAt: options.startedAt ?? null,
  });
  await db
    .insert(meetingRoomAttendees)
    .values([cast.client, cast.adviser].map((user) => ({ roomId: id, userId: user.id, practiceId: cast.practice.id })));
  return { id, practiceId: cast.practice.id, clientId: cast.client.id };
}

/** A guest of the room and their token. */
export async function insertGuest(db: Db, room: TestRoom, trusted = true): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await db.insert(meetingRoomGuests).values({
    id,
    practiceId: room.practiceId,
    roomId: room.id,
    email: `guest-${id}@example.test`,
    name: 'Sam Lee',
    trusted,
    tokenHash: hashToken(token),
  });
  return { id, token };
}

/** Lines of a meeting stored as its transcript, eight seconds apart, each said by the adviser or the client. */
export async function insertTranscript(db: Db, room: TestRoom, cast: CaseCast, lines: readonly ['adviser' | 'client', string][]) {
  const rows = lines.map(([who, text], index) => ({
    id: randomUUID(),
    practiceId: room.practiceId,
    roomId: room.id,
    participantId: `user_${cast[who].id}`,
    speakerName: who === 'adviser' ? 'Priya Shah' : 'Charlotte Hughes',
    startSeconds: index * 8,
    endSeconds: index * 8 + 6,
    text,
    words: [],
  }));
  return db.insert(meetingTranscriptSegments).values(rows).returning();
}

export type TestSocket = { ws: WebSocket; closed: Promise<{ code: number }>; messages: LiveServerMessage[] };

/**
 * Opens a socket of the server listening on `port` as a browser on the practice's host would, signed in as `user`
 * when given (a guest's token rides in the path); rejects with the handshake's status.
 */
export async function connectSocket(db: Db, port: number, cast: CaseCast, path: string, user?: CreatedUser): Promise<TestSocket> {
  const headers: Record<string, string> = { host: cast.practice.host, origin: `http://${cast.practice.host}` };
  if (user) {
    const session = await createTestSession(db, user, 'transcription-test');
    headers.cookie = `sid=${session.token}`;
  }
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
  const messages: LiveServerMessage[] = [];
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  ws.on('message', (data, isBinary) => {
    if (!isBinary) messages.push(JSON.parse(data.toString()) as LiveServerMessage);
  });
  return within(
    new Promise<TestSocket>((resolve, reject) => {
      ws.on('open', () => resolve({ ws, closed, messages }));
      ws.on('unexpected-response', (request, response) => {
        request.destroy();
        reject(new Error(`handshake answered ${response.statusCode}`));
      });
      ws.on('error', reject);
    }),
    'open',
  );
}

/** Sends 16-bit PCM as the browser does: binary messages of whole chunks (ten at a time, the last one shorter). */
export async function streamAudio(socket: TestSocket, audio: Buffer): Promise<void> {
  const batch = 10 * transcriptionStreaming.chunkBytes;
  for (let offset = 0; offset < audio.length; offset += batch) {
    await new Promise<void>((resolve, reject) =>
      socket.ws.send(audio.subarray(offset, offset + batch), (error) => (error ? reject(error) : resolve())),
    );
  }
}
