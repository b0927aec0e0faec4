import type { ServiceSettings } from './openai-compatible.ts';
import { createPocketsphinxEngine, type PocketsphinxOptions } from './pocketsphinx.engine.ts';
import { createProviderEngine } from './provider.engine.ts';
import type { TranscriptionEngine } from './transcription.types.ts';

/** The configured provider when TRANSCRIPTION_URL is set, otherwise the embedded pocketsphinx. */
export function createTranscriptionEngine(
  settings: ServiceSettings | undefined,
  pocketsphinx: PocketsphinxOptions = {},
): TranscriptionEngine {
  return settings ? createProviderEngine(settings) : createPocketsphinxEngine(pocketsphinx);
}
