import type { ServiceSettings } from './openai-compatible.ts';
import { createPocketsphinxEngine, type PocketsphinxOptions } from './pocketsphinx.engine.ts';
import { createProviderEngine } from './provider.engine.ts';
import type { TranscriptionAvailability, TranscriptionEngine } from './transcription.types.ts';

/** The configured provider when TRANSCRIPTION_URL is set, otherwise the embedded pocketsphinx. */
export function createTranscriptionEngine(
  settings: ServiceSettings | undefined,
  pocketsphinx: PocketsphinxOptions = {},
): TranscriptionEngine {
  return settings ? createProviderEngine(settings) : createPocketsphinxEngine(pocketsphinx);
}

/** How long an engine's availability is trusted: every call's page asks for it, and installing the engine shows within a minute. */
export const availabilityCacheMillis = 60_000;

/** The engine, asking whether it is available at most once a minute (pocketsphinx looks for its program and model files). */
export function withCachedAvailability(engine: TranscriptionEngine, cacheMillis = availabilityCacheMillis): TranscriptionEngine {
  let cached: { at: number; answer: Promise<TranscriptionAvailability> } | null = null;
  return {
    ...engine,
    availability: () => {
      if (!cached || Date.now() - cached.at >= cacheMillis) {
        const answer = engine.availability();
        cached = { at: Date.now(), answer };
        // A failed look is not kept: the next caller asks again.
        answer.catch(() => {
          cached = null;
        });
      }
      return cached.answer;
    },
  };
}
