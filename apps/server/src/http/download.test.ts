import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition, sendDownload, sendMedia } from './download.ts';

const app = Fastify();
app.get('/report', (_request, reply) =>
  sendDownload(reply, { body: Buffer.from('%PDF-1.4'), contentType: 'application/pdf', fileName: 'Plan « 2025 ».pdf' }),
);
app.get('/export', (_request, reply) =>
  sendDownload(reply, { body: 'a,b\n', contentType: 'text/csv; charset=utf-8', fileName: 'clients.csv' }),
);
app.get('/zip', (_request, reply) =>
  sendDownload(reply, { body: Readable.from([Buffer.from('PK')]), contentType: 'application/zip', fileName: 'pack.zip' }),
);
app.get('/photo', (_request, reply) =>
  sendMedia(reply, { body: Buffer.from('png'), contentType: 'image/png' }, { cacheControl: 'private, max-age=60' }),
);
afterAll(() => app.close());

describe('contentDisposition', () => {
  it.each([
    ['a plain ASCII name as it is', 'Terms of business.pdf', 'attachment; filename="Terms of business.pdf"'],
    [
      'accents as _ with the exact name in filename*',
      'Plan « 2025 ».pdf',
      `attachment; filename="Plan _ 2025 _.pdf"; filename*=UTF-8''Plan%20%C2%AB%202025%20%C2%BB.pdf`,
    ],
    [
      'quotes, backslashes and % as _, never closing the quoted name',
      'a"b\\c%d.pdf',
      `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%25d.pdf`,
    ],
    [
      'CR and LF as _, so no header can be injected',
      'x\r\nSet-Cookie: a=b.pdf',
      `attachment; filename="x__Set-Cookie: a=b.pdf"; filename*=UTF-8''x%0D%0ASet-Cookie%3A%20a%3Db.pdf`,
    ],
    ['other printable ASCII as it is', "it's (1)*.pdf", `attachment; filename="it's (1)*.pdf"`],
    ['an empty name as download', '  ', 'attachment; filename="download"'],
  ])('writes %s', (_title, fileName, header) => {
    expect(contentDisposition(fileName)).toBe(header);
  });

  it('percent-encodes every character RFC 5987 does not allow bare in filename*', () => {
    expect(contentDisposition("l'été (1)*.pdf")).toBe(
      `attachment; filename="l'_t_ (1)*.pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29%2A.pdf`,
    );
  });
});

describe('sendDownload', () => {
  it.each(['/report', '/export', '/zip'])('sends %s as a sandboxed, uncached attachment the browser may not sniff', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/u);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the type and the bytes', async () => {
    const response = await app.inject({ url: '/export' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe('a,b\n');
  });
});

describe('sendMedia', () => {
  it('sends an image to show, never to run or sniff, with its caller’s caching', async () => {
    const response = await app.inject({ url: '/photo' });
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });
});
