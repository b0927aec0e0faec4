import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { transcriptionStreaming, wordErrorRate } from '@advice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import which from 'which';
import { summariseAutomatically } from '../summary/automatic-summariser.ts';
import { decodeWav, resample } from './pcm.ts';
import { createPocketsphinxEngine } from './pocketsphinx.engine.ts';
import type { ParticipantTrack } from './transcription.types.ts';

/**
 * Plays a scripted meeting between an adviser and a client, spoken by flite in two voices on two tracks (each silent
 * while the other speaks), through the embedded pocketsphinx engine, and checks the transcript against the script and
 * the summary against the promises made in it. flite rather than espeak-ng: pocketsphinx's model misses about half
 * the words of espeak-ng's voices (measured here: 45-75%), but few of flite's.
 */

const run = promisify(execFile);
const adam = { participantId: 'user_6a1e3b0c-1d2e-4f50-8a6b-7c8d9e0f1a2b', speakerName: 'Adam Hughes', voice: 'rms' };
const amelia = { participantId: 'user_9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', speakerName: 'Amelia Clarke', voice: 'slt' };
type Speaker = typeof adam;

const script: [Speaker, string][] = [
  [adam, 'Good morning Amelia, thank you for joining me today.'],
  [amelia, 'Good morning Adam, I am happy to be here.'],
  [adam, 'We looked at your pension and your savings for retirement.'],
  [amelia, 'I would like to stop working in ten years.'],
  [adam, "I'll send you the suitability report by Friday."],
  [adam, 'Amelia, could you send me your pension statements by next Tuesday?'],
  [amelia, 'Yes, and I will ask my husband about the house within two weeks.'],
  [adam, 'I recommend that you keep some money in your savings account.'],
  [amelia, 'Thank you Adam, that sounds good.'],
];
// 26 November 2026 is a Thursday: Friday is the 27th, next Tuesday 1 December, two weeks on 10 December.
const meetingDate = '2026-11-26';
const pause = 0.7;
const werBound = 0.35;

const engine = createPocketsphinxEngine();
const availability = await engine.availability();
const missing = [
  ...(availability.available ? [] : ['pocketsphinx pocketsphinx-en-us']),
  ...((await which('flite', { nothrow: true })) ? [] : ['flite']),
];
const skipHere = missing.length > 0 && !process.env.CI;
if (skipHere) console.warn(`two-voice transcription test skipped: apt-get install ${missing.join(' ')} to run it`);

type Recording = { tracks: ParticipantTrack[]; turns: { participantId: string; start: number; end: number }[] };

/**
 * One track per speaker at the room's 44.1 kHz, each line placed at its time in the meeting and silence elsewhere,
 * with when each line was spoken.
 */
async function recordMeeting(dir: string): Promise<Recording> {
  const rate = transcriptionStreaming.sampleRate;
  const lines: { speaker: Speaker; samples: Int16Array }[] = [];
  for (const [index, [speaker, text]] of script.entries()) {
    const file = path.join(dir, `line-${index}.wav`);
    await run('flite', ['-voice', speaker.voice, '-t', text, '-o', file], { timeout: 20_000 });
    const wav = decodeWav(new Uint8Array(await readFile(file)));
    lines.push({ speaker, samples: resample(wav.samples, wav.sampleRate, rate) });
  }
  const total = lines.reduce((sum, line) => sum + line.samples.length + pause * rate, 0);
  const tracks = new Map([adam, amelia].map((speaker) => [speaker, new Int16Array(total)]));
  let cursor = 0;
  const turns: Recording['turns'] = [];
  for (const line of lines) {
    tracks.get(line.speaker)?.set(line.samples, cursor);
    turns.push({ participantId: line.speaker.participantId, start: cursor / rate, end: (cursor + line.samples.length) / rate });
    cursor += line.samples.length + pause * rate;
  }
  const perSpeaker = [adam, amelia].map((speaker) => ({
    participantId: speaker.participantId,
    speakerName: speaker.speakerName,
    samples: tracks.get(speaker) as Int16Array,
    sampleRate: rate,
    startOffset: 0,
  }));
  return { tracks: perSpeaker, turns };
}

describe('a two-voice meeting through pocketsphinx', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'advice-two-voice-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(skipHere)(
    'transcribes each speaker’s track close to the script, and the summary finds the promises with owners and dates',
    async () => {
      expect(missing, `apt-get install ${missing.join(' ')}`).toEqual([]);
      const { tracks, turns } = await recordMeeting(dir);
      const seconds = (tracks[0]?.samples.length ?? 0) / transcriptionStreaming.sampleRate;
      const began = performance.now();
      const perTrack = await Promise.all(tracks.map((track) => engine.transcribe(track)));
      const took = (performance.now() - began) / 1_000;
      const segments = perTrack.flat().sort((a, b) => a.start - b.start);

      const wer = wordErrorRate(script.map(([, text]) => text).join(' '), segments.map((segment) => segment.text).join(' '));
      console.log(
        `two-voice meeting: ${seconds.toFixed(1)} s of audio transcribed in ${took.toFixed(1)} s; word error rate ${(wer.rate * 100).toFixed(1)}% ` +
          `(${wer.substitutions} substituted, ${wer.deletions} missed, ${wer.insertions} added of ${wer.referenceWords} words)\n${segments
            .map((s) => `  ${s.start.toFixed(1)}-${s.end.toFixed(1)} ${s.speakerName}: ${s.text}`)
            .join('\n')}`,
      );
      expect(wer.rate).toBeLessThanOrEqual(werBound);
      // Every segment is placed in the meeting when its speaker was talking: the track and the offsets are right.
      for (const segment of segments) {
        const middle = (segment.start + segment.end) / 2;
        const turn = turns.find((candidate) => candidate.start - 0.3 <= middle && middle <= candidate.end + 0.3);
        expect(turn?.participantId, `${segment.speakerName} at ${middle.toFixed(1)} s`).toBe(segment.participantId);
      }

      const summary = summariseAutomatically({ segments, meetingDate });
      const points = summary.actionPoints.map((point) => ({
        kind: point.kind,
        owner: point.owner?.name,
        dueDate: point.dueDate,
        text: point.text,
      }));
      console.log(`two-voice summary:\n${points.map((p) => `  ${p.kind} ${p.owner} ${p.dueDate}: ${p.text}`).join('\n')}`);
      expect(points).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'commitment',
            owner: 'Adam Hughes',
            dueDate: '2026-11-27',
            text: expect.stringMatching(/report/iu),
          }),
          expect.objectContaining({
            kind: 'request',
            owner: 'Amelia Clarke',
            dueDate: '2026-12-01',
            text: expect.stringMatching(/statements/iu),
          }),
          expect.objectContaining({
            kind: 'commitment',
            owner: 'Amelia Clarke',
            dueDate: '2026-12-10',
            text: expect.stringMatching(/husband/iu),
          }),
        ]),
      );
      for (const point of summary.actionPoints) {
        const segment = segments.find((candidate) => candidate.id === point.span.segmentId);
        expect(segment?.text.slice(point.span.charStart, point.span.charEnd).toLowerCase()).toBe(point.text.toLowerCase());
      }
    },
    120_000,
  );
});
