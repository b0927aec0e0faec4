import { describe, expect, it } from 'vitest';
import { AudioWindow, audioWindowLimits, isSilent, quietestCut } from './audio-window.ts';

const rate = 1_000;

/** Loud alternating samples, with silence over the given stretches (in seconds). */
function speech(seconds: number, quiet: [number, number][] = []): Int16Array {
  const samples = new Int16Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i++) {
    const at = i / rate;
    samples[i] = quiet.some(([from, to]) => at >= from && at < to) ? 0 : i % 2 === 0 ? 8_000 : -8_000;
  }
  return samples;
}

describe('quietestCut', () => {
  it('cuts in the middle of the quietest 100 ms of the last 4 s', () => {
    const cut = quietestCut(speech(20, [[17.5, 17.6]]), rate, 4, 0.1);
    expect(cut).toBe(17_550);
  });

  it('ignores a quieter stretch before the last 4 s', () => {
    const cut = quietestCut(
      speech(20, [
        [10, 12],
        [18.2, 18.3],
      ]),
      rate,
      4,
      0.1,
    );
    expect(cut).toBe(18_250);
  });

  it('cuts a window too short to search at its end', () => {
    expect(quietestCut(speech(0.05), rate, 4, 0.1)).toBe(50);
  });
});

describe('AudioWindow', () => {
  it('hands over a window once it reaches 20 s, cut at its quiet moment, and the rest starts the next one where it lies', () => {
    const fresh = new AudioWindow(rate);
    fresh.append(speech(12));
    expect(fresh.isDue).toBe(false);
    fresh.append(speech(9, [[5.5, 5.6]]));
    expect(fresh.isDue).toBe(true);
    const first = fresh.take(false);
    expect(first).toMatchObject({ firstSample: 0 });
    expect(first?.samples.length).toBe(17_550);
    expect(fresh.length).toBe(21_000 - 17_550);
    fresh.append(speech(1));
    const last = fresh.take(true);
    expect(last).toMatchObject({ firstSample: 17_550 });
    expect(last?.samples.length).toBe(21_000 - 17_550 + 1_000);
    expect(fresh.length).toBe(0);
  });

  it('never grows past 25 s: audio beyond is dropped, and the next window starts after it, where it was said', () => {
    const window = new AudioWindow(rate);
    window.append(speech(24));
    window.append(speech(3));
    expect(window.length).toBe(audioWindowLimits.maxSeconds * rate);
    expect(window.dropped).toBe(2_000);
    window.append(speech(1));
    expect(window.dropped).toBe(3_000);
    // Audio was lost after it: it goes whole, not cut.
    expect(window.take(false)).toMatchObject({ firstSample: 0, samples: expect.objectContaining({ length: 25_000 }) });
    window.append(speech(2));
    expect(window.take(true)).toMatchObject({ firstSample: 28_000 });
  });

  it('keeps a last window too short to hold a word from the engine', () => {
    const window = new AudioWindow(rate);
    window.append(speech(0.2));
    expect(window.take(true)).toBeNull();
    expect(window.length).toBe(0);
    expect(new AudioWindow(rate).take(true)).toBeNull();
  });
});

describe('isSilent', () => {
  it('is true of a muted microphone and false of speech', () => {
    expect(isSilent(new Int16Array(1_000))).toBe(true);
    expect(isSilent(Int16Array.from([0, 50, -99, 20]))).toBe(true);
    expect(isSilent(speech(0.1))).toBe(false);
  });
});
