import { describe, expect, it } from 'vitest';
import { withCachedAvailability } from './transcription.engine.ts';
import type { TranscriptionAvailability, TranscriptionEngine } from './transcription.types.ts';

function countingEngine(answers: (() => Promise<TranscriptionAvailability>)[]) {
  let asked = 0;
  const engine: TranscriptionEngine = {
    name: 'pocketsphinx',
    availability: () => {
      const answer = answers[Math.min(asked, answers.length - 1)] as () => Promise<TranscriptionAvailability>;
      asked += 1;
      return answer();
    },
    transcribe: async () => [],
  };
  return { engine, asked: () => asked };
}

describe('withCachedAvailability', () => {
  it('asks the engine once within the cache time, and again after it', async () => {
    const { engine, asked } = countingEngine([async () => ({ available: false, reason: 'missing' }), async () => ({ available: true })]);
    const cached = withCachedAvailability(engine, 40);
    expect(await cached.availability()).toEqual({ available: false, reason: 'missing' });
    expect(await cached.availability()).toEqual({ available: false, reason: 'missing' });
    expect(asked()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cached.availability()).toEqual({ available: true });
    expect(asked()).toBe(2);
  });

  it('does not keep a look that failed: the next caller asks again', async () => {
    const { engine, asked } = countingEngine([() => Promise.reject(new Error('busy')), async () => ({ available: true })]);
    const cached = withCachedAvailability(engine);
    await expect(cached.availability()).rejects.toThrow('busy');
    expect(await cached.availability()).toEqual({ available: true });
    expect(asked()).toBe(2);
  });
});
