import { z } from 'zod';

/**
 * A meeting's transcript and its summary (spec 2 §3 transcription segment, §4 transcription / AI summary, §7 streaming):
 * the shapes both engines answer with, the streaming buffer rule, and the word error rate that measures an engine.
 */

/** One recognised word: its times in seconds from the meeting's start and the engine's confidence (0 to 1). */
export type TranscriptWord = { word: string; start: number; end: number; confidence: number };

/**
 * One stretch of one participant's speech. One track per participant makes the speaker known. Times are seconds from
 * the meeting's start; spec 2 §3's ISO startTime and endTime are `segmentTimesOf(segment, startedAt)`.
 */
export type TranscriptSegment = {
  id: string;
  participantId: string;
  speakerName: string;
  start: number;
  end: number;
  text: string;
  words: TranscriptWord[];
};

export const transcriptTextMax = 4_000;
export const transcriptWordsMax = 1_000;
/** A meeting lasts at most a day: no time in a transcript lies beyond it. */
export const transcriptSecondsMax = 86_400;

const seconds = z.number().min(0).max(transcriptSecondsMax);

/** A segment as it travels and is stored (spec 2 §7 "Transcription segment"): every string bounded. */
export const transcriptSegmentSchema = z
  .object({
    id: z.uuid(),
    participantId: z.string().trim().min(1).max(80),
    speakerName: z.string().trim().min(1).max(200),
    start: seconds,
    end: seconds,
    text: z.string().trim().min(1).max(transcriptTextMax),
    words: z
      .array(z.object({ word: z.string().min(1).max(100), start: seconds, end: seconds, confidence: z.number().min(0).max(1) }))
      .max(transcriptWordsMax),
  })
  .refine((segment) => segment.end >= segment.start, { path: ['end'], message: 'A segment cannot end before it starts.' });

/** Spec 2 §3's ISO times of a segment, from the moment the meeting's transcription started. */
export function segmentTimesOf(segment: Pick<TranscriptSegment, 'start' | 'end'>, startedAt: Date): { startTime: string; endTime: string } {
  const at = (offset: number) => new Date(startedAt.getTime() + Math.round(offset * 1_000)).toISOString();
  return { startTime: at(segment.start), endTime: at(segment.end) };
}

/** Spec 2 §7: what the browser streams to the transcription engine, and how much of it may wait. */
export const transcriptionStreaming = {
  sampleRate: 44_100,
  channels: 1,
  bytesPerSample: 2,
  chunkBytes: 4_800,
  /** Older chunks are dropped past this many: a stalled engine never holds a meeting's audio in memory. */
  bufferedChunksMax: 50,
  /** Chunks are sent together once this many wait, not one small message each. */
  sendAtChunks: 4,
  /** One socket message holds at most this many chunks (57,600 bytes, under the server's 64 KiB bound): a bigger batch goes as several. */
  messageChunksMax: 12,
  /** Words at or below this confidence are dropped; only final (non-partial) results count. */
  wordConfidenceMin: 0.2,
} as const;

/** Keeps the words an engine is sure enough of (spec 2 §7: confidence over 0.2). */
export function keepConfidentWords<W extends { confidence: number }>(words: readonly W[]): W[] {
  return words.filter((word) => word.confidence > transcriptionStreaming.wordConfidenceMin);
}

/** A streaming engine's answer: partial results change as speech goes on, so only final ones become words. */
export type StreamingResult<W extends { confidence: number }> = { isPartial: boolean; words: readonly W[] };

/** The words to keep from a streaming result: none from a partial one, and only the confident ones from a final one. */
export function wordsToKeep<W extends { confidence: number }>(result: StreamingResult<W>): W[] {
  return result.isPartial ? [] : keepConfidentWords(result.words);
}

/**
 * Spec 2 §7's buffer between the microphone and the engine: audio arrives in pieces of any size and is cut into chunks
 * of 4,800 bytes; at most the last 50 chunks wait (older ones are dropped and counted); a batch is released once at
 * least 4 are queued. A chunk always holds whole 16-bit samples because 4,800 is even.
 */
export class TranscriptionChunkBuffer {
  private readonly queue: Uint8Array[] = [];
  private partial = new Uint8Array(transcriptionStreaming.chunkBytes);
  private partialLength = 0;
  private dropped = 0;

  /** Adds audio; answers how many whole chunks now wait. */
  push(audio: Uint8Array): number {
    const { chunkBytes, bufferedChunksMax } = transcriptionStreaming;
    let offset = 0;
    while (offset < audio.length) {
      const take = Math.min(chunkBytes - this.partialLength, audio.length - offset);
      this.partial.set(audio.subarray(offset, offset + take), this.partialLength);
      this.partialLength += take;
      offset += take;
      if (this.partialLength === chunkBytes) {
        this.queue.push(this.partial);
        this.partial = new Uint8Array(chunkBytes);
        this.partialLength = 0;
        if (this.queue.length > bufferedChunksMax) {
          this.queue.shift();
          this.dropped += 1;
        }
      }
    }
    return this.queue.length;
  }

  /** The queued chunks as one batch once at least 4 wait (the queue then empties), otherwise null. */
  takeBatch(): Uint8Array | null {
    if (this.queue.length < transcriptionStreaming.sendAtChunks) return null;
    const batch = new Uint8Array(this.queue.length * transcriptionStreaming.chunkBytes);
    this.queue.forEach((chunk, index) => {
      batch.set(chunk, index * transcriptionStreaming.chunkBytes);
    });
    this.queue.length = 0;
    return batch;
  }

  get queuedChunks(): number {
    return this.queue.length;
  }

  /** Chunks lost because the engine fell more than 50 behind. */
  get droppedChunks(): number {
    return this.dropped;
  }
}

/** What an action point asks: someone promised it, someone was asked for it, or the adviser recommended it. */
export const actionPointKinds = ['commitment', 'request', 'recommendation'] as const;
export type ActionPointKind = (typeof actionPointKinds)[number];

/** Where in the transcript a point was said: its segment, the characters of its text, and the seconds they cover. */
export type TranscriptSpan = { segmentId: string; charStart: number; charEnd: number; start: number; end: number };

/** A participant as a summary names them; null where no one could be named from what was said. */
export type SummaryOwner = { participantId: string; name: string };

export type ActionPoint = {
  text: string;
  kind: ActionPointKind;
  owner: SummaryOwner | null;
  /** A calendar date (YYYY-MM-DD) when one was said, otherwise null. */
  dueDate: string | null;
  span: TranscriptSpan;
};

export type KeyPoint = { text: string; span: TranscriptSpan };

/** Which engine wrote a summary: the rules on this server (shown as automatic) or the configured AI endpoint. */
export type SummaryEngineName = 'automatic' | 'ai';

export type MeetingSummary = { engine: SummaryEngineName; label: string; keyPoints: KeyPoint[]; actionPoints: ActionPoint[] };

export const summaryLabels = {
  automatic: 'Automatic summary: picked out from the transcript by rules. Check it before you share it.',
  ai: 'AI summary: written by the practice’s AI service from the transcript. Check it before you share it.',
} as const satisfies Record<SummaryEngineName, string>;

/** A transcript's words for comparison: lower case, without punctuation, apostrophes inside words kept. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/gu, "'")
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/-/gu, ' ')
    .split(/\s+/u)
    .map((word) => word.replace(/^'+|'+$/gu, ''))
    .filter((word) => word.length > 0);
}

export type WordErrorRate = { rate: number; substitutions: number; deletions: number; insertions: number; referenceWords: number };

/**
 * Word error rate of a transcript against what was said: the fewest substitutions, deletions and insertions that turn
 * the reference's words into the hypothesis's (Levenshtein over normalised words), over the reference's word count.
 */
export function wordErrorRate(reference: string, hypothesis: string): WordErrorRate {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  type Cell = { cost: number; substitutions: number; deletions: number; insertions: number };
  let previous: Cell[] = hyp.map((_, j) => ({ cost: j + 1, substitutions: 0, deletions: 0, insertions: j + 1 }));
  previous.unshift({ cost: 0, substitutions: 0, deletions: 0, insertions: 0 });
  for (let i = 1; i <= ref.length; i++) {
    const row: Cell[] = [{ cost: i, substitutions: 0, deletions: i, insertions: 0 }];
    for (let j = 1; j <= hyp.length; j++) {
      const diagonal = previous[j - 1] as Cell;
      const up = previous[j] as Cell;
      const left = row[j - 1] as Cell;
      const same = ref[i - 1] === hyp[j - 1];
      const options: Cell[] = [
        { ...diagonal, cost: diagonal.cost + (same ? 0 : 1), substitutions: diagonal.substitutions + (same ? 0 : 1) },
        { ...up, cost: up.cost + 1, deletions: up.deletions + 1 },
        { ...left, cost: left.cost + 1, insertions: left.insertions + 1 },
      ];
      row.push(options.reduce((best, option) => (option.cost < best.cost ? option : best)));
    }
    previous = row;
  }
  const last = previous[hyp.length] as Cell;
  const referenceWords = ref.length;
  const rate = referenceWords === 0 ? (hyp.length === 0 ? 0 : 1) : last.cost / referenceWords;
  return { rate, substitutions: last.substitutions, deletions: last.deletions, insertions: last.insertions, referenceWords };
}
