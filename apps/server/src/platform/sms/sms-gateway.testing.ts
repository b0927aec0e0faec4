import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the stand-in received: its bearer token (or none), its content type and its JSON body. */
export type ReceivedText = { authorization: string | undefined; contentType: string | undefined; body: unknown };

export type SmsGatewayStandIn = {
  /** Where to point SMS_URL. */
  url: string;
  received: ReceivedText[];
  /** The status the next requests get (202 until changed). */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
};

/**
 * A local stand-in of a text-message gateway speaking the portal's generic webhook: POST `{ to, text }` as JSON with a
 * bearer token. It records what it received and answers as told. It is the only gateway this code has run against.
 */
export async function startSmsGatewayStandIn(): Promise<SmsGatewayStandIn> {
  const received: ReceivedText[] = [];
  let status = 202;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: request.method === 'POST' && text ? JSON.parse(text) : null,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status < 300 ? { id: `msg-${received.length}` } : { error: 'refused +447700900123' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    answerWith: (next) => {
      status = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
