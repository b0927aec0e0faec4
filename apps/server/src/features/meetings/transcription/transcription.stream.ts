import { AppError, liveRoomEndedClose, meetingSummaryMessages, type TranscriptSegment, transcriptionStreaming } from '@advice/domain';
import type { WebSocket } from '@fastify/websocket';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { meetingRooms } from '../../../db/schema/index.ts';
import type { RoomEvent } from '../../../realtime/hub.ts';
import type { Runtime } from '../../../runtime.ts';
import type { LiveAdmission } from '../live/live.access.ts';
import { type AudioPiece, AudioWindow, isSilent } from './audio-window.ts';
import { pcmFromBytes } from './pcm.ts';
import { insertSegments, startTranscriptionAt } from './transcription.queries.ts';
import { TranscriptionError } from './transcription.types.ts';

/**
 * The transcription socket of one participant (spec 2 §7): their browser streams its microphone as 44.1 kHz mono
 * 16-bit PCM in binary messages of whole 4,800-byte chunks; the server hands the audio to the engine a window at a
 * time as this participant's track, so every segment stored knows its speaker and when in the meeting it was said.
 */

/** The close code of a transcription socket whose room's transcription was turned off (its audio flushed first). */
export const transcriptionStoppedClose = 4000;
/** The browser sends a batch in messages of at most 12 whole chunks (under the sockets' 64 KiB message bound). */
export const transcriptionMessageBytesMax = transcriptionStreaming.messageChunksMax * transcriptionStreaming.chunkBytes;
/** Engine calls at once across this server: each takes a core (pocketsphinx) or a provider's connection. */
export const transcriptionCallsMax = 2;

/** A participant let into the transcription socket, and when the room's transcription started. */
export type TranscriptionStreamAdmission = LiveAdmission & { practiceId: string; startedAt: Date };

const inTurn = pLimit(transcriptionCallsMax);

/**
 * Whether the live room's admitted participant may stream: the room's transcription is on (409 otherwise) and the
 * engine is there (409 with why not). The transcription starts now if it had not yet (a room scheduled with it on).
 */
export async function admitTranscriptionStream(runtime: Runtime, admission: LiveAdmission): Promise<TranscriptionStreamAdmission> {
  const [room] = await runtime.db
    .select({ practiceId: meetingRooms.practiceId, enabled: meetingRooms.enableMeetingSummary })
    .from(meetingRooms)
    .where(eq(meetingRooms.id, admission.roomId));
  if (!room?.enabled) throw new AppError('state.illegal_transition', { detail: meetingSummaryMessages['transcription.notEnabled'] });
  const availability = await runtime.transcription.availability();
  if (!availability.available) {
    const detail = `${meetingSummaryMessages['transcription.unavailable']} ${availability.reason}`;
    throw new AppError('state.illegal_transition', { detail });
  }
  const startedAt = await startTranscriptionAt(runtime.db, { practiceId: room.practiceId, id: admission.roomId }, new Date());
  if (!startedAt) throw new AppError('state.illegal_transition', { detail: meetingSummaryMessages['transcription.notEnabled'] });
  return { ...admission, practiceId: room.practiceId, startedAt };
}

function bytesOf(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/** Why an engine call failed, in words free of the meeting's: the engine's reason, else the error's class. */
function failureOf(error: unknown): string {
  if (error instanceof TranscriptionError) return error.reason;
  return error instanceof Error ? error.name : 'unknown';
}

/**
 * Runs one transcription socket until it closes, or until the room's transcription is turned off or the room's window
 * closes (then its audio is flushed to the engine and stored before the server closes it). Audio in text frames is
 * not audio: they are ignored.
 */
export function runTranscriptionStream(
  runtime: Runtime,
  socket: WebSocket,
  admission: TranscriptionStreamAdmission,
  log: FastifyBaseLogger,
): void {
  const rate = transcriptionStreaming.sampleRate;
  const openedAt = Date.now();
  const room = { practiceId: admission.practiceId, id: admission.roomId };
  const window = new AudioWindow(rate);
  let inFlight: Promise<void> | null = null;
  let isEnding = false;

  /** The piece as this participant's track, placed in the meeting from when its first sample arrived. */
  const transcribe = async (piece: AudioPiece): Promise<void> => {
    if (isSilent(piece.samples)) return;
    const startOffset = Math.max(0, (openedAt - admission.startedAt.getTime()) / 1_000 + piece.firstSample / rate);
    const track = {
      participantId: admission.participant.id,
      speakerName: admission.participant.name,
      samples: piece.samples,
      sampleRate: rate,
      startOffset,
    };
    try {
      const segments = await inTurn(() => runtime.transcription.transcribe(track));
      const spoken: TranscriptSegment[] = segments.map((segment) => ({
        ...segment,
        participantId: track.participantId,
        speakerName: track.speakerName,
      }));
      await insertSegments(runtime.db, room, spoken);
    } catch (error) {
      log.warn({ reason: failureOf(error) }, 'a stretch of meeting audio was not transcribed');
    }
  };

  /** Hands the next window to the engine when it is due and the previous call is done: one call at a time per socket. */
  const pump = (): void => {
    if (inFlight || !(isEnding ? window.length > 0 : window.isDue)) return;
    const piece = window.take(isEnding);
    if (!piece) return;
    inFlight = transcribe(piece).finally(() => {
      inFlight = null;
      pump();
    });
  };

  /** Sends what is left to the engine and waits until every call of this socket is done. */
  const flush = async (): Promise<void> => {
    isEnding = true;
    pump();
    while (inFlight) await inFlight;
    if (window.dropped > 0)
      log.warn({ droppedSeconds: Math.round(window.dropped / rate) }, 'the engine fell behind a transcription stream');
  };

  let unsubscribe = () => {};
  const stop = (code: number, reason: string): void => {
    if (isEnding) return;
    unsubscribe();
    clearTimeout(closing);
    void flush().finally(() => socket.close(code, reason));
  };

  unsubscribe = runtime.realtime.subscribeRoom(admission.roomId, (event: RoomEvent) => {
    if (event.type === 'live.transcription' && !event.state.enabled) stop(transcriptionStoppedClose, 'transcription stopped');
  });
  // The room's window closes for everyone (spec 2 §4 auto-disconnect): this socket's audio is flushed and it is closed.
  const closing = setTimeout(
    () => stop(liveRoomEndedClose, 'ended'),
    Math.min(Math.max(0, admission.closesAt.getTime() - Date.now()), 2 ** 31 - 1),
  );

  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (!isBinary || isEnding) return;
    const bytes = bytesOf(data);
    if (bytes.length > transcriptionMessageBytesMax) {
      socket.close(1009, 'message too big');
      return;
    }
    window.append(pcmFromBytes(bytes));
    pump();
  });

  socket.on('close', () => {
    unsubscribe();
    clearTimeout(closing);
    if (isEnding) return;
    flush().catch((error: unknown) => log.warn({ reason: failureOf(error) }, 'a transcription stream was not flushed'));
  });
}
