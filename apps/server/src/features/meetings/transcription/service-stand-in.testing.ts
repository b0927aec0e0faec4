import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received: its path, bearer token, and body (form fields for multipart, JSON otherwise). */
export type ReceivedCall = { path: string; authorization: string | undefined; form: FormData | null; json: unknown };

export type ServiceStandIn = {
  /** Where to point TRANSCRIPTION_URL or AI_URL. */
  url: string;
  received: ReceivedCall[];
  /** What the next requests get: a status and a body (JSON unless a string is given). */
  answerWith: (status: number, body: unknown) => void;
  close: () => Promise<void>;
};

/**
 * A local stand-in of an OpenAI-compatible service (`/audio/transcriptions`, `/chat/completions`): it records each
 * request, multipart forms parsed by the platform's own reader, and answers as told.
 */
export async function startServiceStandIn(): Promise<ServiceStandIn> {
  const received: ReceivedCall[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const parts: Buffer[] = [];
    request.on('data', (chunk: Buffer) => parts.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(parts);
      const contentType = request.headers['content-type'] ?? '';
      const form = contentType.startsWith('multipart/form-data')
        ? await new Response(body, { headers: { 'content-type': contentType } }).formData()
        : null;
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        form,
        json: contentType.startsWith('application/json') ? JSON.parse(body.toString('utf8')) : null,
      });
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    answerWith: (status, body) => {
      answer = { status, body };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
