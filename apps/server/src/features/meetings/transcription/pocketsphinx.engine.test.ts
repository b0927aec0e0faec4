import { access, chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from './pcm.ts';
import { createPocketsphinxEngine, parsePocketsphinxOutput } from './pocketsphinx.engine.ts';

const speaker = { participantId: 'user_6a1e3b0c-1d2e-4f50-8a6b-7c8d9e0f1a2b', speakerName: 'Adam Hughes', startOffset: 12 };
const track = { ...speaker, samples: new Int16Array(44_100), sampleRate: 44_100 };

/** Output of `pocketsphinx_continuous -time yes` as Debian's 0.8 prints it: the hypothesis, then each word timed. */
const decoderOutput = `i will send you the report
<s> 0.430 0.450 0.999800
i 0.460 0.580 0.912000
will 0.590 0.790 0.870000
send(2) 0.800 1.100 0.640000
you 1.110 1.200 0.150000
<sil> 1.210 1.300 1.000000
the 1.310 1.400 0.200000
report 1.410 1.900 0.980000
</s> 1.910 2.000 1.000000
[NOISE] 2.100 2.300 0.500000
could you
<s> 3.000 3.020 1.000000
could 3.030 3.300 0.900000
you 3.310 3.500 0.900000
</s> 3.510 3.600 1.000000
<s> 4.000 4.010 1.000000
++UH++ 4.020 4.300 0.900000
</s> 4.310 4.400 1.000000
`;

describe('reading pocketsphinx output', () => {
  it('makes one segment per utterance, with the track’s offset, without fillers or words at or below 0.2 confidence', () => {
    const segments = parsePocketsphinxOutput(decoderOutput, speaker);
    expect(segments.map(({ text, start, end, speakerName, participantId }) => ({ text, start, end, speakerName, participantId }))).toEqual([
      { text: 'i will send report', start: 12.46, end: 13.9, speakerName: 'Adam Hughes', participantId: speaker.participantId },
      { text: 'could you', start: 15.03, end: 15.5, speakerName: 'Adam Hughes', participantId: speaker.participantId },
    ]);
    expect(segments[0]?.words.map((word) => word.confidence)).toEqual([0.912, 0.87, 0.64, 0.98]);
    expect(new Set(segments.map((segment) => segment.id)).size).toBe(2);
  });

  it('splits an utterance at a pause of 0.4 s or more, as between two sentences, but not at a shorter one', () => {
    const output = `<s> 0.000 0.010 1.000000
i 0.020 0.100 0.900000
will 0.110 0.300 0.900000
<sil> 0.310 0.690 1.000000
call 0.700 0.900 0.900000
<sil> 0.910 1.310 1.000000
thank 1.320 1.500 0.900000
you 1.510 1.700 0.900000
</s> 1.710 1.800 1.000000
`;
    expect(parsePocketsphinxOutput(output, speaker).map(({ text, start, end }) => ({ text, start, end }))).toEqual([
      { text: 'i will call', start: 12.02, end: 12.9 },
      { text: 'thank you', start: 13.32, end: 13.7 },
    ]);
  });

  it('answers nothing for output without words', () => {
    expect(parsePocketsphinxOutput('', speaker)).toEqual([]);
    expect(parsePocketsphinxOutput('INFO: cmd_ln.c(702): Parsing command line:\n', speaker)).toEqual([]);
  });
});

describe('the pocketsphinx engine around its process', () => {
  let dir: string;
  let modelDir: string;

  /** A stand-in decoder: a shell script given the engine's arguments ($2 is the WAV it was given). */
  async function decoder(name: string, body: string): Promise<string> {
    const file = path.join(dir, name);
    await writeFile(file, `#!/bin/sh\n${body}\n`);
    await chmod(file, 0o755);
    return file;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'advice-pocketsphinx-test-'));
    modelDir = path.join(dir, 'model');
    await mkdir(path.join(modelDir, 'en-us'), { recursive: true });
    await writeFile(path.join(modelDir, 'en-us.lm.bin'), '');
    await writeFile(path.join(modelDir, 'cmudict-en-us.dict'), '');
    await writeFile(path.join(dir, 'output.txt'), decoderOutput);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('says what to install when the program or its model is missing, and refuses to transcribe', async () => {
    const noProgram = createPocketsphinxEngine({ program: path.join(dir, 'no-such-program'), modelDir });
    const availability = await noProgram.availability();
    expect(availability).toEqual({ available: false, reason: expect.stringContaining('apt-get install pocketsphinx pocketsphinx-en-us') });
    expect(JSON.stringify(availability)).toContain('TRANSCRIPTION_URL');
    await expect(noProgram.transcribe(track)).rejects.toMatchObject({ reason: 'unavailable' });

    const program = await decoder('present', 'exit 0');
    expect(await createPocketsphinxEngine({ program, modelDir: path.join(dir, 'empty') }).availability()).toMatchObject({
      available: false,
    });
    expect(await createPocketsphinxEngine({ program, modelDir }).availability()).toEqual({ available: true });
  });

  it('gives the decoder a 16 kHz WAV with the model, reads its words, and removes the temporary folder', async () => {
    const program = await decoder('decoder', `echo "$@" > "${dir}/args.txt"\ncp "$2" "${dir}/seen.wav"\ncat "${dir}/output.txt"`);
    const segments = await createPocketsphinxEngine({ program, modelDir }).transcribe(track);
    expect(segments.map((segment) => segment.text)).toEqual(['i will send report', 'could you']);

    const args = (await readFile(path.join(dir, 'args.txt'), 'utf8')).trim().split(' ');
    expect(args.slice(2, 6)).toEqual(['-time', 'yes', '-logfn', '/dev/null']);
    expect(args).toContain(path.join(modelDir, 'cmudict-en-us.dict'));
    const seen = decodeWav(new Uint8Array(await readFile(path.join(dir, 'seen.wav'))));
    expect(seen.sampleRate).toBe(16_000);
    expect(seen.samples.length).toBe(16_000);
    const given = args[1] as string;
    expect(path.basename(path.dirname(given))).toMatch(/^advice-transcription-/u);
    await expect(access(path.dirname(given))).rejects.toThrow();
  });

  it('stops a decoder that runs past its time limit', async () => {
    const program = await decoder('slow', `echo "$2" > "${dir}/slow.txt"\nexec sleep 10`);
    const engine = createPocketsphinxEngine({ program, modelDir, baseTimeLimitMs: 300, secondsPerAudioSecond: 0 });
    const began = Date.now();
    await expect(engine.transcribe(track)).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - began).toBeLessThan(5_000);
    const given = (await readFile(path.join(dir, 'slow.txt'), 'utf8')).trim();
    await expect(access(path.dirname(given))).rejects.toThrow();
  });

  it('stops a decoder whose output runs past the bound, and reports one that fails', async () => {
    const chatty = await decoder('chatty', 'exec yes "word 0.1 0.2 0.9"');
    await expect(createPocketsphinxEngine({ program: chatty, modelDir, maxOutputBytes: 10_000 }).transcribe(track)).rejects.toMatchObject({
      reason: 'tooMuchOutput',
    });
    const failing = await decoder('failing', 'exit 3');
    await expect(createPocketsphinxEngine({ program: failing, modelDir }).transcribe(track)).rejects.toMatchObject({
      reason: 'engineFailed',
      message: 'pocketsphinx stopped with 3',
    });
  });

  it('runs at most the allowed number of decoders at once', async () => {
    const log = path.join(dir, 'turns.txt');
    const program = await decoder('turns', `echo start >> "${log}"\nsleep 0.2\necho end >> "${log}"`);
    const engine = createPocketsphinxEngine({ program, modelDir, maxProcesses: 1 });
    await Promise.all([engine.transcribe(track), engine.transcribe(track), engine.transcribe(track)]);
    expect((await readFile(log, 'utf8')).trim().split('\n')).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
  });
});
