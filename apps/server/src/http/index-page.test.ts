import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.ts';
import { createPractice } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const html = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A manifest as `vite build` writes it: the sign-in page shares React and a field with the entry and other pages. */
const manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-R1.js'], css: ['assets/index-C1.css'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_field-F1.js': { file: 'assets/field-F1.js', imports: ['_react-R1.js'], css: ['assets/field-F1.css'] },
  'src/features/auth/sign-in-page.tsx': {
    file: 'assets/sign-in-page-S1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-R1.js', '_field-F1.js'],
    css: ['assets/auth-S1.css'],
  },
  'src/features/content/site-layout.tsx': { file: 'assets/site-layout-L1.js', imports: ['index.html'] },
  'src/features/content/welcome-page.tsx': { file: 'assets/welcome-page-W1.js', imports: ['src/features/content/site-layout.tsx'] },
  'src/features/content/content.catalogue.ts': { file: 'assets/content.catalogue-T1.js' },
};

describe('index.html as each page is answered', () => {
  let t: TestApp;
  let webDist: string;
  let host: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'advice-web-dist-'));
    await mkdir(path.join(webDist, '.vite'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), html);
    await writeFile(path.join(webDist, '.vite/manifest.json'), JSON.stringify(manifest));
    t = await startTestApp({ webDist });
    host = (await createPractice(t.runtime.db)).host;
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    new TestClient(t.app, host).get(url, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('asks for the sign-in page’s scripts and styles with the entry, each once and none index.html already asks for', async () => {
    const response = await get('/users/sign_in');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const links = response.body.match(/<link [^>]+>/gu);
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-R1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-C1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/sign-in-page-S1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/field-F1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/auth-S1.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/field-F1.css">',
    ]);
    expect(response.body).not.toContain('href="/assets/index-A1.js"');
  });

  it('asks for the welcome page’s files and its first API call, the public site', async () => {
    const response = await get('/welcome');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/welcome-page-W1.js">');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/site-layout-L1.js">');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/content.catalogue-T1.js">');
    expect(response.body).toContain('<link rel="preload" href="/api/v1/landing-pages" as="fetch" crossorigin="anonymous">');
  });

  it('asks for the current user on an area’s home only in a browser with the signed-in cookie', async () => {
    const signedIn = await get('/client', { cookie: 'signed_in=1' });
    expect(signedIn.body).toContain('<link rel="preload" href="/api/v1/users/me" as="fetch" crossorigin="anonymous">');
    expect((await get('/client')).body).toBe(html);
  });

  it('asks for the dashboard’s settings on a client’s home alone, whose tiles they decide', async () => {
    const dashboard = '<link rel="preload" href="/api/v1/client-dashboard" as="fetch" crossorigin="anonymous">';
    expect((await get('/client', { cookie: 'signed_in=1' })).body).toContain(dashboard);
    const adviserHome = (await get('/adviser', { cookie: 'signed_in=1' })).body;
    expect(adviserHome).toContain('<link rel="preload" href="/api/v1/users/me" as="fetch" crossorigin="anonymous">');
    expect(adviserHome).not.toContain(dashboard);
  });

  it('answers any other page with index.html as built', async () => {
    expect((await get('/users/password')).body).toBe(html);
    expect((await get('/welcome/elsewhere?x=1')).body).toBe(html);
  });

  it('sends the page compressed as the browser accepts', async () => {
    const brotli = await get('/users/sign_in', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    const plain = (await get('/users/sign_in')).body;
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzipped = await get('/users/sign_in', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);
  });
});
