/**
 * An OpenAI-compatible service (TRANSCRIPTION_URL, AI_URL): its base address (the part before `/audio/transcriptions`
 * or `/chat/completions`, e.g. `https://api.openai.com/v1` or a self-hosted whisper or llama server), an optional
 * bearer key and the model name it is asked for.
 */
export type ServiceSettings = { url: string; apiKey: string | undefined; model: string };

/** Reads TRANSCRIPTION_* or AI_* settings; unset URL: none (the embedded engine runs). */
export function serviceSettingsFrom(
  env: NodeJS.ProcessEnv,
  prefix: 'TRANSCRIPTION' | 'AI',
  defaultModel: string,
): ServiceSettings | undefined {
  const url = env[`${prefix}_URL`]?.trim();
  if (!url) return undefined;
  return {
    url: url.replace(/\/+$/u, ''),
    apiKey: env[`${prefix}_API_KEY`] || undefined,
    model: env[`${prefix}_MODEL`] || defaultModel,
  };
}

/** The service answered something other than 2xx, or an answer this code cannot use. Only the status is kept. */
export class ServiceAnswerError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'ServiceAnswerError';
    this.status = status;
  }
}

export function authorisationOf(settings: ServiceSettings): Record<string, string> {
  return settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {};
}

/**
 * A service's JSON answer, read up to `maxBytes` (a runaway or hostile answer cannot fill the memory). A non-2xx
 * answer's body is discarded unread: it may quote the meeting's words.
 */
export async function readJsonAnswer(response: Response, maxBytes: number, service: string): Promise<unknown> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new ServiceAnswerError(`the ${service} answered ${response.status}`, response.status);
  }
  if (!response.body) throw new ServiceAnswerError(`the ${service} answered with no body`);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ServiceAnswerError(`the ${service}'s answer is larger than ${maxBytes} bytes`);
    }
    parts.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8'));
  } catch {
    throw new ServiceAnswerError(`the ${service}'s answer is not JSON`);
  }
}
