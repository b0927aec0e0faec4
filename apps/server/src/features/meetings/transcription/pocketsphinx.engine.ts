import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, constants, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keepConfidentWords, type TranscriptSegment, type TranscriptWord } from '@advice/domain';
import pLimit from 'p-limit';
import which from 'which';
import { encodeWav, resample, speechSampleRate } from './pcm.ts';
import {
  type ParticipantTrack,
  type TranscriptionEngine,
  TranscriptionError,
  transcriptionUnavailableReason,
} from './transcription.types.ts';

export type PocketsphinxOptions = {
  /** The program (default: `pocketsphinx_continuous` found on PATH). */
  program?: string;
  /** Debian's `pocketsphinx-en-us` model folder. */
  modelDir?: string;
  /** At most this long for one track, plus `secondsPerAudioSecond` for each second of audio. */
  baseTimeLimitMs?: number;
  secondsPerAudioSecond?: number;
  /** Output past this is a runaway process: it is stopped. */
  maxOutputBytes?: number;
  /** Each process takes about 105 MB and one core: at most this many run at once, the rest wait their turn. */
  maxProcesses?: number;
};

const defaults = {
  program: 'pocketsphinx_continuous',
  modelDir: '/usr/share/pocketsphinx/model/en-us',
  baseTimeLimitMs: 30_000,
  secondsPerAudioSecond: 1.5,
  maxOutputBytes: 4 * 1024 * 1024,
  maxProcesses: 2,
} satisfies Required<PocketsphinxOptions>;

/** Markers the decoder puts among the words: utterance bounds, silence, noise, and `(NULL)` for an empty lattice. */
const nonWords = /^(?:<s>|<\/s>|<sil>|\[[A-Z_]+\]|\+\+.*\+\+|\(NULL\))$/u;
const wordLine = /^(\S+) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/iu;

/** A silence at least this long inside an utterance ends its segment, as a pause between sentences does. */
export const sentencePauseSeconds = 0.4;

/**
 * Segments from `pocketsphinx_continuous -time yes` output: each utterance is a `<s>` line, word lines
 * (`word start end posterior`, with `word(2)` for a second pronunciation) and a `</s>` line; the plain hypothesis lines
 * between them are ignored. An utterance is split at a long `<sil>` (the decoder has no punctuation, and a sentence
 * running on into the next would merge two promises into one point). Times are in seconds from the start of the file.
 */
export function parsePocketsphinxOutput(output: string, track: Pick<ParticipantTrack, 'participantId' | 'speakerName' | 'startOffset'>) {
  const segments: TranscriptSegment[] = [];
  let words: TranscriptWord[] = [];
  const close = () => {
    const kept = keepConfidentWords(words);
    words = [];
    const first = kept[0];
    const last = kept.at(-1);
    if (!first || !last) return;
    segments.push({
      id: randomUUID(),
      participantId: track.participantId,
      speakerName: track.speakerName,
      start: first.start,
      end: last.end,
      text: kept.map((word) => word.word).join(' '),
      words: kept,
    });
  };
  for (const line of output.split('\n')) {
    const match = wordLine.exec(line.trim());
    if (!match) continue;
    const [, token = '', start = '0', end = '0', posterior = '0'] = match;
    if (token === '<s>') close();
    if (token === '</s>') {
      close();
      continue;
    }
    // A long silence inside an utterance is a pause between sentences: the segments the summary reads end there.
    if (token === '<sil>' && Number(end) - Number(start) >= sentencePauseSeconds) close();
    if (nonWords.test(token)) continue;
    words.push({
      word: token.replace(/\(\d+\)$/u, ''),
      start: round(Number(start) + track.startOffset),
      end: round(Number(end) + track.startOffset),
      confidence: Math.max(0, Math.min(1, Number(posterior))),
    });
  }
  close();
  return segments;
}

const round = (seconds: number) => Math.round(seconds * 1_000) / 1_000;

/** The program's path: as given when it names a file, else found on PATH; undefined when it is not installed. */
async function findProgram(program: string): Promise<string | undefined> {
  return (await which(program, { nothrow: true })) ?? undefined;
}

function modelArguments(modelDir: string) {
  return {
    '-hmm': path.join(modelDir, 'en-us'),
    '-lm': path.join(modelDir, 'en-us.lm.bin'),
    '-dict': path.join(modelDir, 'cmudict-en-us.dict'),
  };
}

/** Runs the decoder without a shell, stopping it at the time limit or when its output passes the bound. */
function runDecoder(program: string, args: string[], timeLimitMs: number, maxOutputBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'ignore'], shell: false });
    const parts: Buffer[] = [];
    let size = 0;
    let failure: TranscriptionError | undefined;
    const stop = (error: TranscriptionError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new TranscriptionError('timeout', `pocketsphinx took longer than ${Math.round(timeLimitMs / 1_000)} s`)),
      timeLimitMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) stop(new TranscriptionError('tooMuchOutput', `pocketsphinx wrote more than ${maxOutputBytes} bytes`));
      else parts.push(chunk);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new TranscriptionError('engineFailed', `pocketsphinx could not start (${error.name})`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code !== 0) reject(new TranscriptionError('engineFailed', `pocketsphinx stopped with ${code ?? signal}`));
      else resolve(Buffer.concat(parts).toString('utf8'));
    });
  });
}

/**
 * The embedded engine: Debian's `pocketsphinx_continuous` with the `pocketsphinx-en-us` model, one child process per
 * track on a 16 kHz WAV in a private temporary folder that is removed afterwards, whatever happens.
 */
export function createPocketsphinxEngine(options: PocketsphinxOptions = {}): TranscriptionEngine {
  const settings = { ...defaults, ...options };
  const inTurn = pLimit(settings.maxProcesses);
  const models = modelArguments(settings.modelDir);

  async function locate(): Promise<string | undefined> {
    const program = await findProgram(settings.program);
    if (!program) return undefined;
    const found = await Promise.all(
      Object.values(models).map((file) =>
        access(file, constants.R_OK).then(
          () => true,
          () => false,
        ),
      ),
    );
    return found.every(Boolean) ? program : undefined;
  }

  return {
    name: 'pocketsphinx',
    availability: async () => ((await locate()) ? { available: true } : { available: false, reason: transcriptionUnavailableReason }),
    transcribe: async (track) => {
      const program = await locate();
      if (!program) throw new TranscriptionError('unavailable', transcriptionUnavailableReason);
      const samples = resample(track.samples, track.sampleRate, speechSampleRate);
      const seconds = samples.length / speechSampleRate;
      const timeLimitMs = settings.baseTimeLimitMs + seconds * settings.secondsPerAudioSecond * 1_000;
      return inTurn(async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'advice-transcription-'));
        try {
          const wav = path.join(dir, 'track.wav');
          await writeFile(wav, encodeWav(samples, speechSampleRate), { mode: 0o600 });
          const args = ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null', ...Object.entries(models).flat()];
          const output = await runDecoder(program, args, timeLimitMs, settings.maxOutputBytes);
          return parsePocketsphinxOutput(output, track);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });
    },
  };
}
