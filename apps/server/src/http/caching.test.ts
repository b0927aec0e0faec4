import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.ts';
import { createPractice } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const script = `console.log(${JSON.stringify('the app '.repeat(400))});\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<p>page</p>'.repeat(200)}</body></html>`;

/** A built web app as `vite build` leaves it: hashed assets and index.html, each with its .br and .gz. */
async function writeBuild(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const [file, body] of [
    ['assets/index-Ab12Cd34.js', script],
    ['index.html', html],
  ] as const) {
    await writeFile(path.join(dir, file), body);
    await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(body));
    await writeFile(path.join(dir, `${file}.gz`), gzipSync(body));
  }
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('the built web app as served', () => {
  let t: TestApp;
  let webDist: string;
  let host: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'advice-web-dist-'));
    await writeBuild(webDist);
    t = await startTestApp({ webDist });
    host = (await createPractice(t.runtime.db)).host;
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    new TestClient(t.app, host).get(url, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

  it('sends a hashed asset compressed as the browser accepts, kept a year as immutable', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/u);
    expect(brotli.headers.vary).toMatch(/accept-encoding/iu);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/users/sign_in', '/client/anything'])('sends index.html for %s compressed but asked for again each time', async (url) => {
    const response = await get(url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['cache-control']).not.toMatch(/immutable|max-age/u);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });

  it('answers 404 for a script that is not there, never the page in its place', async () => {
    const response = await get('/assets/index-Gone1234.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/u);
  });

  it('asks again for a file whose name is not hashed', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never lets the browser keep an API answer, success or error', async () => {
    for (const [url, status] of [
      ['/api/v1/practice', 200],
      ['/api/v1/users/me', 401],
      ['/api/v1/no-such-call', 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
