import { transcriptionStreaming } from '@advice/domain';

/**
 * How a participant's streamed audio is cut for the engine: windows of about 20 s, cut at the quietest 100 ms of their
 * last 4 s so a word is not split between two windows; a window never grows past 25 s (audio beyond is dropped while
 * the engine is behind), and a last window shorter than 0.3 s holds no word worth an engine call.
 */
export const audioWindowLimits = {
  targetSeconds: 20,
  maxSeconds: 25,
  cutSearchSeconds: 4,
  quietSeconds: 0.1,
  minSeconds: 0.3,
  /** A window whose loudest sample stays below this (about −50 dBFS) is a muted microphone: not sent to the engine. */
  silencePeak: 100,
} as const;

/**
 * Where to cut a window: the middle of its quietest `quietSeconds` within its last `searchSeconds` (lowest energy, the
 * latest of equals), as a sample index. A window too short to search is cut at its end.
 */
export function quietestCut(samples: Int16Array, sampleRate: number, searchSeconds: number, quietSeconds: number): number {
  const frame = Math.max(1, Math.round(quietSeconds * sampleRate));
  const from = Math.max(0, samples.length - Math.round(searchSeconds * sampleRate));
  if (samples.length - from < frame) return samples.length;
  let energy = 0;
  for (let i = from; i < from + frame; i++) energy += (samples[i] as number) ** 2;
  let best = energy;
  let bestStart = from;
  for (let start = from + 1; start + frame <= samples.length; start++) {
    const leaving = samples[start - 1] as number;
    const entering = samples[start + frame - 1] as number;
    energy += entering * entering - leaving * leaving;
    if (energy <= best) {
      best = energy;
      bestStart = start;
    }
  }
  return bestStart + Math.floor(frame / 2);
}

/** Whether the samples hold no sound worth transcribing (a muted microphone sends zeros). */
export function isSilent(samples: Int16Array, peak: number = audioWindowLimits.silencePeak): boolean {
  for (const sample of samples) if (sample >= peak || sample <= -peak) return false;
  return true;
}

/** A window's audio handed to the engine, and where its first sample lies in the socket's stream. */
export type AudioPiece = { samples: Int16Array; firstSample: number };

/**
 * One socket's audio waiting for the engine. Samples are counted from the socket's first one, dropped ones included,
 * so every piece knows when it was said; a piece is always contiguous audio.
 */
export class AudioWindow {
  private parts: Int16Array[] = [];
  private firstSample = 0;
  private receivedSamples = 0;
  private droppedSamples = 0;
  /** Audio was dropped after this window's samples: it can no longer be cut and continued. */
  private isClosed = false;
  length = 0;
  private readonly rate: number;
  private readonly limits: typeof audioWindowLimits;

  constructor(sampleRate: number = transcriptionStreaming.sampleRate, limits: typeof audioWindowLimits = audioWindowLimits) {
    this.rate = sampleRate;
    this.limits = limits;
  }

  /** Adds the samples that just arrived; what would take the window past its maximum is dropped. */
  append(samples: Int16Array): void {
    if (this.length === 0) this.firstSample = this.receivedSamples;
    const room = Math.max(0, Math.round(this.limits.maxSeconds * this.rate) - this.length);
    const kept = this.isClosed ? 0 : Math.min(room, samples.length);
    if (kept > 0) {
      this.parts.push(samples.slice(0, kept));
      this.length += kept;
    }
    if (kept < samples.length) {
      this.isClosed = true;
      this.droppedSamples += samples.length - kept;
    }
    this.receivedSamples += samples.length;
  }

  /** Whether the window is long enough to hand to the engine. */
  get isDue(): boolean {
    return this.length >= Math.round(this.limits.targetSeconds * this.rate);
  }

  /** Samples lost because the engine fell behind. */
  get dropped(): number {
    return this.droppedSamples;
  }

  /**
   * The window's audio for the engine: up to its quietest moment near the end, the rest staying as the next window's
   * start; all of it when `isLast` (the stream ends) or when audio was dropped after it. Null when nothing waits, or
   * when a last window is too short to hold a word.
   */
  take(isLast: boolean): AudioPiece | null {
    if (this.length === 0) return null;
    const all = this.parts.length === 1 ? (this.parts[0] as Int16Array) : concat(this.parts, this.length);
    const firstSample = this.firstSample;
    if (isLast || this.isClosed) {
      this.clear();
      return isLast && all.length < this.limits.minSeconds * this.rate ? null : { samples: all, firstSample };
    }
    const cut = quietestCut(all, this.rate, this.limits.cutSearchSeconds, this.limits.quietSeconds);
    const rest = all.slice(cut);
    this.parts = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    this.firstSample = firstSample + cut;
    return { samples: all.subarray(0, cut), firstSample };
  }

  private clear(): void {
    this.parts = [];
    this.length = 0;
    this.isClosed = false;
  }
}

function concat(parts: readonly Int16Array[], length: number): Int16Array {
  const all = new Int16Array(length);
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}
