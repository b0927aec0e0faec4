import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MeetingRecordingType } from '@advice/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Runtime } from '../../../runtime.ts';
import type { TestClient } from '../../../testing/client.ts';
import type { CreatedUser } from '../../../testing/factories.ts';
import { multipartFile } from '../../../testing/multipart.ts';
import { createRecordingComposer } from './recording.ffmpeg.ts';

const run = promisify(execFile);

export const rooms = '/api/v1/client-meeting-rooms';
export const guestRooms = '/api/v1/guests/client-meeting-rooms';
export const withToken = (token: string) => ({ headers: { 'x-guest-token': token } });

/** An EBML header whose DocType is `webm`: what the upload policy takes by its content, though no player could play it. */
export const webmHeader = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff', 'hex'),
  Buffer.alloc(256, 1),
]);

/** Whether ffmpeg can be used here; in CI it must be, so its tests run and fail loudly rather than skip. */
export async function ffmpegSkip(what: string): Promise<boolean> {
  const isAvailable = await createRecordingComposer().isAvailable();
  const skip = !isAvailable && !process.env.CI;
  if (skip) console.warn(`${what} skipped: apt-get install ffmpeg to run it`);
  return skip;
}

/**
 * A whole WebM piece as a browser's recorder makes one, made by ffmpeg: a test picture with a tone ('video'), or the
 * tone alone ('audio'), `seconds` long.
 */
export async function recordedPiece(kind: MeetingRecordingType, seconds = 2, frequency = 440): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'advice-piece-'));
  try {
    const file = path.join(dir, 'piece.webm');
    const picture = kind === 'video' ? ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10'] : [];
    const video = kind === 'video' ? ['-c:v', 'libvpx', '-b:v', '200k'] : [];
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      ...picture,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${frequency}`,
      '-t',
      String(seconds),
      ...video,
      '-c:a',
      'libopus',
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What ffprobe says of a file: its streams' kinds and its duration in seconds. */
export async function probeFile(body: Buffer): Promise<{ streams: string[]; durationSeconds: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'advice-probe-'));
  try {
    const file = path.join(dir, 'file');
    await writeFile(file, body);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file]);
    const parsed = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_type: string }[] };
    return { streams: parsed.streams.map((stream) => stream.codec_type).sort(), durationSeconds: Number(parsed.format.duration) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * People in a room's call as the call's sockets stand for them on the hub: each answers a census (the live room's own
 * tests answer from real sockets), so staff may start a recording. Returns the way out of the call.
 */
export function inCall(runtime: Runtime, roomId: string, people: readonly CreatedUser[]): () => void {
  return runtime.realtime.subscribeRoom(roomId, (event) => {
    if (event.type !== 'live.census') return;
    for (const user of people) {
      const participant = { id: `user_${user.id}`, name: user.email, role: user.role, camera: true, microphone: true, screen: null };
      void runtime.realtime.publishToRoom(runtime.db, roomId, { type: 'live.counted', probe: event.probe, participant });
    }
  });
}

/** Staff start (or switch to) a recording of the type, from inside the call. */
export async function startRecording(runtime: Runtime, staff: TestClient, user: CreatedUser, roomId: string, type: MeetingRecordingType) {
  const leave = inCall(runtime, roomId, [user]);
  try {
    const response = await staff.patch(`${rooms}/${roomId}/recording-state`, { state: 'start', type });
    if (response.statusCode !== 200) throw new Error(`the recording did not start: ${response.statusCode} ${response.body}`);
  } finally {
    leave();
  }
}

/** Sends one piece of a track, as the browser does (PUT, multipart). */
export function sendPiece(
  client: TestClient,
  url: string,
  content: Buffer,
  options: { filename?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const form = multipartFile('file', {
    filename: options.filename ?? 'piece.webm',
    contentType: options.contentType ?? 'video/webm',
    content,
  });
  return client.request('PUT', url, { payload: form.payload, headers: { ...form.headers, ...options.headers } });
}
