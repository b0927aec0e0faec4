import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type MeetingRecordingType, recordingFileTypes, recordingPieceSeconds } from '@advice/domain';
import pLimit from 'p-limit';
import which from 'which';
import { type ComposeRun, composeArguments, concatList, joinArguments, runsOf, totalSecondsOf } from './recording.layout.ts';

/**
 * The composer of recorded media: Debian's ffmpeg and ffprobe as child processes, run without a shell on files in a
 * folder the caller owns, one composition at a time on this server (each takes every core it is given), each bounded
 * in time. Nothing here logs: a failure says its step and exit code, never a file's name.
 */

export type RecordingComposerOptions = {
  /** The programs (default: `ffmpeg` and `ffprobe` found on PATH). */
  ffmpeg?: string;
  ffprobe?: string;
  /** At most this long for each step, plus `limitPerMediaSecond` for each second of media. */
  baseTimeLimitMs?: number;
  limitPerMediaSecond?: number;
  /** How long after a recording stops its composing waits, so the pieces still on their way arrive first. */
  settleMillis?: number;
  /** Where each composition makes its private folder (default: the system's temporary folder). */
  tempDir?: string;
};

const defaults = {
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffprobe',
  baseTimeLimitMs: 10 * 60_000,
  limitPerMediaSecond: 2,
  settleMillis: 20_000,
  tempDir: tmpdir(),
} satisfies Required<RecordingComposerOptions>;

/** A track to compose: whose it is, when it started on the recording's timeline, and its pieces' files by index. */
export type ComposeTrack = { participantId: string; offsetSeconds: number; pieces: { index: number; file: string }[] };
export type ComposeInput = { type: MeetingRecordingType; tracks: ComposeTrack[]; dir: string };
export type ComposedFile = { file: string; durationSeconds: number; mediaType: string; ext: string };

export type ComposeFailure = 'unavailable' | 'nothingRecorded' | 'failed';

/** Why composing stopped: no ffmpeg here, nothing to compose, or a step that failed (with its exit code or signal). */
export class ComposeError extends Error {
  readonly reason: ComposeFailure;
  readonly step: string;
  readonly exit: string | null;

  constructor(reason: ComposeError['reason'], step: string, exit: string | null = null) {
    super(`composing stopped at ${step}${exit ? ` (${exit})` : ''}`);
    this.name = 'ComposeError';
    this.reason = reason;
    this.step = step;
    this.exit = exit;
  }
}

export type RecordingComposer = {
  settleMillis: number;
  tempDir: string;
  /** Whether ffmpeg and ffprobe are installed here. */
  isAvailable: () => Promise<boolean>;
  compose: (input: ComposeInput) => Promise<ComposedFile>;
};

/** The program's path: as given when it names a file, else found on PATH; undefined when it is not installed. */
async function findProgram(program: string): Promise<string | undefined> {
  return (await which(program, { nothrow: true })) ?? undefined;
}

const maxOutputBytes = 1024 * 1024;

/** Runs a program without a shell, stopping it at the time limit; answers what it wrote, or fails with its exit. */
function run(program: string, args: string[], timeLimitMs: number, step: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'ignore'], shell: false });
    const parts: Buffer[] = [];
    let size = 0;
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      child.kill('SIGKILL');
    }, timeLimitMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxOutputBytes) parts.push(chunk);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ComposeError('unavailable', step, error.name));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (isTimedOut) reject(new ComposeError('failed', step, 'timeout'));
      else if (code !== 0) reject(new ComposeError('failed', step, String(code ?? signal)));
      else resolve(Buffer.concat(parts).toString('utf8'));
    });
  });
}

type Probe = { durationSeconds: number; hasAudio: boolean; hasVideo: boolean };

function probeOf(output: string): Probe {
  const parsed = JSON.parse(output) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
  const streams = parsed.streams ?? [];
  const duration = Number(parsed.format?.duration);
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : 0,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    hasVideo: streams.some((stream) => stream.codec_type === 'video'),
  };
}

export function createRecordingComposer(options: RecordingComposerOptions = {}): RecordingComposer {
  const settings = { ...defaults, ...options };
  const inTurn = pLimit(1);
  const limitFor = (mediaSeconds: number) => settings.baseTimeLimitMs + mediaSeconds * settings.limitPerMediaSecond * 1_000;

  async function programs(): Promise<{ ffmpeg: string; ffprobe: string }> {
    const [ffmpeg, ffprobe] = await Promise.all([findProgram(settings.ffmpeg), findProgram(settings.ffprobe)]);
    if (!ffmpeg || !ffprobe) throw new ComposeError('unavailable', 'locate');
    return { ffmpeg, ffprobe };
  }

  async function probe(ffprobe: string, file: string, mediaSeconds: number): Promise<Probe> {
    const args = ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file];
    const output = await run(ffprobe, args, limitFor(mediaSeconds), 'probe');
    try {
      return probeOf(output);
    } catch {
      throw new ComposeError('failed', 'probe');
    }
  }

  /** Joins each run of each track's consecutive pieces into one file, placed at its first piece's time. */
  async function joinRuns(tools: { ffmpeg: string; ffprobe: string }, input: ComposeInput): Promise<ComposeRun[]> {
    const runs: ComposeRun[] = [];
    for (const track of input.tracks) {
      for (const pieces of runsOf(track.pieces)) {
        const first = pieces[0];
        if (!first) continue;
        const number = runs.length;
        const list = path.join(input.dir, `run-${number}.txt`);
        const file = path.join(input.dir, `run-${number}.mkv`);
        await writeFile(list, concatList(pieces.map((piece) => piece.file)), { mode: 0o600 });
        const expected = pieces.length * recordingPieceSeconds;
        await run(tools.ffmpeg, joinArguments(list, file), limitFor(expected), 'join');
        const probed = await probe(tools.ffprobe, file, expected);
        if (probed.durationSeconds <= 0 || (!probed.hasAudio && !probed.hasVideo)) continue;
        runs.push({
          file,
          participantId: track.participantId,
          startSeconds: track.offsetSeconds + first.index * recordingPieceSeconds,
          ...probed,
        });
      }
    }
    return runs;
  }

  return {
    settleMillis: settings.settleMillis,
    tempDir: settings.tempDir,
    isAvailable: () =>
      programs().then(
        () => true,
        () => false,
      ),
    compose: (input) =>
      inTurn(async () => {
        const tools = await programs();
        const runs = await joinRuns(tools, input);
        const { mediaType, ext } = recordingFileTypes[input.type];
        const output = path.join(input.dir, `recording.${ext}`);
        const args = composeArguments(input.type, runs, output);
        if (!args) throw new ComposeError('nothingRecorded', 'plan');
        const total = totalSecondsOf(runs);
        await run(tools.ffmpeg, args, limitFor(total), 'compose');
        const composed = await probe(tools.ffprobe, output, total);
        return { file: output, durationSeconds: Math.round(composed.durationSeconds * 1_000) / 1_000, mediaType, ext };
      }),
  };
}
