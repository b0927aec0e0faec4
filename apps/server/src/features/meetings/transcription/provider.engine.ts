import { randomUUID } from 'node:crypto';
import { keepConfidentWords, type TranscriptSegment, type TranscriptWord } from '@advice/domain';
import { z } from 'zod';
import { authorisationOf, readJsonAnswer, ServiceAnswerError, type ServiceSettings } from './openai-compatible.ts';
import { encodeWav, resample, speechSampleRate } from './pcm.ts';
import { type ParticipantTrack, type TranscriptionEngine, TranscriptionError } from './transcription.types.ts';

/** OpenAI takes files up to 25 MB: ten minutes of 16 kHz 16-bit audio is 19.2 MB, so longer tracks go in pieces. */
export const providerPieceSeconds = 600;
const answerBytesMax = 8 * 1024 * 1024;
/** A provider may queue a piece before it decodes it; past this the call is given up. */
const providerTimeoutMs = 5 * 60_000;

const time = z.number().min(0).max(86_400);
const verboseJson = z.object({
  text: z.string().max(200_000).optional(),
  segments: z
    .array(z.object({ start: time, end: time, text: z.string().max(20_000), avg_logprob: z.number().optional() }))
    .max(20_000)
    .optional(),
  words: z
    .array(z.object({ word: z.string().max(200), start: time, end: time, probability: z.number().min(0).max(1).optional() }))
    .max(200_000)
    .optional(),
});
type VerboseJson = z.infer<typeof verboseJson>;

/** Whisper gives a segment's mean log probability; as a probability it stands in for words that carry none of their own. */
const confidenceOf = (avgLogprob: number | undefined) => (avgLogprob === undefined ? 1 : Math.min(1, Math.exp(avgLogprob)));
const round = (seconds: number) => Math.round(seconds * 1_000) / 1_000;

/**
 * The provider's verbose_json as segments of this track: each word is placed in the segment it was said in,
 * those at or below 0.2 confidence dropped and the text rebuilt from the rest; a segment without words keeps its text.
 */
export function segmentsFromVerboseJson(
  answer: VerboseJson,
  track: Pick<ParticipantTrack, 'participantId' | 'speakerName'>,
  offset: number,
) {
  const segments: TranscriptSegment[] = [];
  const providerWords = answer.words ?? [];
  const providerSegments = answer.segments ?? (answer.text ? [{ start: 0, end: providerWords.at(-1)?.end ?? 0, text: answer.text }] : []);
  for (const [index, segment] of providerSegments.entries()) {
    // A word belongs to the last segment that started by its start (the first one takes any word said a little before it).
    const from = index === 0 ? Number.NEGATIVE_INFINITY : segment.start;
    const until = providerSegments[index + 1]?.start ?? Number.POSITIVE_INFINITY;
    const inside = providerWords.filter((word) => word.start >= from && word.start < until);
    const words: TranscriptWord[] = keepConfidentWords(
      inside.map((word) => ({
        word: word.word.trim(),
        start: round(word.start + offset),
        end: round(word.end + offset),
        confidence: word.probability ?? confidenceOf('avg_logprob' in segment ? segment.avg_logprob : undefined),
      })),
    ).filter((word) => word.word.length > 0);
    const text = inside.length > 0 ? words.map((word) => word.word).join(' ') : segment.text.trim();
    if (!text) continue;
    segments.push({
      id: randomUUID(),
      participantId: track.participantId,
      speakerName: track.speakerName,
      start: round((words[0]?.start ?? segment.start + offset) as number),
      end: round((words.at(-1)?.end ?? segment.end + offset) as number),
      text,
      words,
    });
  }
  return segments;
}

async function transcribePiece(settings: ServiceSettings, samples: Int16Array): Promise<VerboseJson> {
  const form = new FormData();
  form.append('file', new Blob([encodeWav(samples, speechSampleRate)], { type: 'audio/wav' }), 'track.wav');
  form.append('model', settings.model);
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'segment');
  form.append('timestamp_granularities[]', 'word');
  let response: Response;
  try {
    response = await fetch(`${settings.url}/audio/transcriptions`, {
      method: 'POST',
      headers: authorisationOf(settings),
      body: form,
      redirect: 'error',
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new TranscriptionError('timeout', `the transcription service did not answer within ${providerTimeoutMs / 1_000} s`);
    }
    throw new TranscriptionError('providerRefused', 'the transcription service could not be reached');
  }
  try {
    const parsed = verboseJson.safeParse(await readJsonAnswer(response, answerBytesMax, 'transcription service'));
    if (!parsed.success) throw new TranscriptionError('badAnswer', 'the transcription service answered without verbose_json segments');
    return parsed.data;
  } catch (error) {
    if (error instanceof ServiceAnswerError) {
      throw new TranscriptionError(error.status === null ? 'badAnswer' : 'providerRefused', error.message);
    }
    throw error;
  }
}

/**
 * A configured speech-to-text service (TRANSCRIPTION_URL): an OpenAI-compatible `/audio/transcriptions` endpoint, such as
 * OpenAI's or a self-hosted whisper server. Each track goes as a 16 kHz WAV, in pieces of at most ten minutes.
 */
export function createProviderEngine(settings: ServiceSettings): TranscriptionEngine {
  return {
    name: 'provider',
    availability: async () => ({ available: true }),
    transcribe: async (track) => {
      const samples = resample(track.samples, track.sampleRate, speechSampleRate);
      const pieceSamples = providerPieceSeconds * speechSampleRate;
      const segments: TranscriptSegment[] = [];
      for (let first = 0; first < samples.length; first += pieceSamples) {
        const answer = await transcribePiece(settings, samples.subarray(first, first + pieceSamples));
        segments.push(...segmentsFromVerboseJson(answer, track, track.startOffset + first / speechSampleRate));
      }
      return segments;
    },
  };
}
