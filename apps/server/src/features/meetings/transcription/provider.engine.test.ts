import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { decodeWav } from './pcm.ts';
import { createProviderEngine } from './provider.engine.ts';
import { type ServiceStandIn, startServiceStandIn } from './service-stand-in.testing.ts';
import { createTranscriptionEngine } from './transcription.engine.ts';
import { TranscriptionError } from './transcription.types.ts';

let service: ServiceStandIn;

beforeAll(async () => {
  service = await startServiceStandIn();
});
afterAll(async () => {
  await service.close();
});

/** Two seconds of a quiet tone at 44.1 kHz, as the room streams it. */
const track = {
  participantId: 'user_0b6f2a1e-7c55-4d8e-9a51-3f1c2d4e5a6b',
  speakerName: 'Amelia Clarke',
  samples: Int16Array.from({ length: 88_200 }, (_, i) => Math.round(3_000 * Math.sin((2 * Math.PI * 300 * i) / 44_100))),
  sampleRate: 44_100,
  startOffset: 30,
};

const verboseJson = {
  text: 'Yes, I can do that. By next Tuesday.',
  segments: [
    { id: 0, start: 0.2, end: 1.1, text: ' Yes, I can do that.', avg_logprob: -0.2 },
    { id: 1, start: 1.2, end: 1.9, text: ' By next Tuesday.', avg_logprob: -0.3 },
  ],
  words: [
    { word: ' Yes,', start: 0.15, end: 0.4, probability: 0.95 },
    { word: ' I', start: 0.4, end: 0.5, probability: 0.9 },
    { word: ' can', start: 0.5, end: 0.7, probability: 0.15 },
    { word: ' do', start: 0.7, end: 0.8, probability: 0.9 },
    { word: ' that.', start: 0.8, end: 1.1, probability: 0.9 },
    { word: ' By', start: 1.2, end: 1.3 },
    { word: ' next', start: 1.3, end: 1.5 },
    { word: ' Tuesday.', start: 1.5, end: 1.9 },
  ],
};

describe('the provider engine (TRANSCRIPTION_URL)', () => {
  const settings = () => ({ url: service.url, apiKey: 'stt-key', model: 'whisper-1' });

  it('posts the track as a 16 kHz WAV with verbose_json and word times, and answers segments of that speaker', async () => {
    service.answerWith(200, verboseJson);
    const segments = await createProviderEngine(settings()).transcribe(track);

    const call = service.received.at(-1);
    expect(call?.path).toBe('/v1/audio/transcriptions');
    expect(call?.authorization).toBe('Bearer stt-key');
    expect(call?.form?.get('model')).toBe('whisper-1');
    expect(call?.form?.get('response_format')).toBe('verbose_json');
    expect(call?.form?.getAll('timestamp_granularities[]')).toEqual(['segment', 'word']);
    const file = call?.form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    const wav = decodeWav(new Uint8Array(await (file as Blob).arrayBuffer()));
    expect(wav.sampleRate).toBe(16_000);
    expect(wav.samples.length).toBe(32_000);

    expect(segments.map(({ text, start, end, speakerName }) => ({ text, start, end, speakerName }))).toEqual([
      { text: 'Yes, I do that.', start: 30.15, end: 31.1, speakerName: 'Amelia Clarke' },
      { text: 'By next Tuesday.', start: 31.2, end: 31.9, speakerName: 'Amelia Clarke' },
    ]);
    expect(segments[1]?.words[0]?.confidence).toBeCloseTo(Math.exp(-0.3));
  });

  it('keeps a segment’s own text when the provider gives no word times', async () => {
    service.answerWith(200, { text: 'Hello Adam.', segments: [{ start: 0, end: 0.8, text: ' Hello Adam.' }] });
    const segments = await createProviderEngine(settings()).transcribe(track);
    expect(segments.map((s) => [s.text, s.start, s.end])).toEqual([['Hello Adam.', 30, 30.8]]);
  });

  it('sends no authorisation without a key and is always available', async () => {
    service.answerWith(200, { text: '' });
    const engine = createProviderEngine({ ...settings(), apiKey: undefined });
    expect(await engine.availability()).toEqual({ available: true });
    expect(await engine.transcribe(track)).toEqual([]);
    expect(service.received.at(-1)?.authorization).toBeUndefined();
  });

  it('fails with the status alone when the provider refuses, never its body', async () => {
    service.answerWith(401, { error: { message: 'bad key for Amelia Clarke' } });
    const failure = await createProviderEngine(settings())
      .transcribe(track)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TranscriptionError);
    expect(failure).toMatchObject({ reason: 'providerRefused', message: 'the transcription service answered 401' });
  });

  it('fails clearly on an answer that is not verbose_json', async () => {
    service.answerWith(200, 'Yes I can do that');
    await expect(createProviderEngine(settings()).transcribe(track)).rejects.toMatchObject({ reason: 'badAnswer' });
    service.answerWith(200, { segments: [{ start: 'soon', end: 1, text: 'x' }] });
    await expect(createProviderEngine(settings()).transcribe(track)).rejects.toMatchObject({ reason: 'badAnswer' });
  });

  it('fails clearly when the service cannot be reached', async () => {
    const engine = createProviderEngine({ ...settings(), url: 'http://127.0.0.1:9/v1' });
    await expect(engine.transcribe(track)).rejects.toMatchObject({ reason: 'providerRefused' });
  });

  it('is the engine the configuration picks when TRANSCRIPTION_URL is set, pocketsphinx otherwise', () => {
    const configured = loadConfig({ TRANSCRIPTION_URL: `${service.url}/`, TRANSCRIPTION_API_KEY: 'k' });
    expect(configured.transcription).toEqual({ url: service.url, apiKey: 'k', model: 'whisper-1' });
    expect(createTranscriptionEngine(configured.transcription).name).toBe('provider');
    expect(createTranscriptionEngine(loadConfig({}).transcription).name).toBe('pocketsphinx');
    expect(loadConfig({ AI_URL: 'http://127.0.0.1:1/v1', AI_MODEL: 'llama' }).ai).toEqual({
      url: 'http://127.0.0.1:1/v1',
      apiKey: undefined,
      model: 'llama',
    });
  });
});
