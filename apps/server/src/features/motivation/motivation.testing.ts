import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestClient } from '../../testing/client.ts';
import { multipartFile } from '../../testing/multipart.ts';

/** Files and calls the motivation centre's tests share. */

export const pdfBytes = Buffer.from('%PDF-1.4\n% a one-line plan\n%%EOF\n');

/** A real photo of `width` × `height`, carrying camera data (EXIF) that the upload must drop. */
export function photo(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .withExif({ IFD0: { Copyright: 'Camera owner', ImageDescription: 'Taken at home' } })
    .jpeg()
    .toBuffer();
}

export function drawing(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
}

/** A PNG by its magic bytes and header, whose pixels are garbage: no image by its content. */
export async function brokenPng(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 200, height: 200, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .png()
    .toBuffer();
  return Buffer.concat([png.subarray(0, 60), Buffer.alloc(png.length - 60, 0x5a)]);
}

export const itemsUrl = (clientId: string) => `/api/v1/clients/${clientId}/motivation-centre-items`;

export async function uploadTo(
  c: TestClient,
  clientId: string,
  kind: 'pdf' | 'image',
  file: { filename: string; contentType: string; content: Buffer },
): Promise<LightMyRequestResponse> {
  const form = multipartFile(kind === 'pdf' ? 'file' : 'images', file);
  return c.request('POST', `${itemsUrl(clientId)}/${kind}-uploads`, { payload: form.payload, headers: form.headers });
}

/** Uploads a file and answers the id a save names it by. */
export async function uploaded(c: TestClient, clientId: string, kind: 'pdf' | 'image', content?: Buffer): Promise<string> {
  const body = content ?? (kind === 'pdf' ? pdfBytes : await photo());
  const file =
    kind === 'pdf'
      ? { filename: 'plan.pdf', contentType: 'application/pdf', content: body }
      : { filename: 'photo.jpg', contentType: 'image/jpeg', content: body };
  const response = await uploadTo(c, clientId, kind, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

export function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The realtime socket of a signed-in browser, and every event it has received. */
export type OpenSocket = { messages: { type: string; [key: string]: unknown }[]; close: () => void };

/** Opens `/api/v1/realtime` as the signed-in browser `client` would, once the app listens on a port. */
export async function openSocket(app: FastifyInstance, client: TestClient): Promise<OpenSocket> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`, {
    headers: { host: client.host, cookie: cookieHeader(client), origin: `http://${client.host}` },
  });
  const messages: OpenSocket['messages'] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ready message within 5 s')), 5_000);
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as OpenSocket['messages'][number];
      messages.push(message);
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve();
      }
    });
    ws.on('error', reject);
  });
  return { messages, close: () => ws.close() };
}
