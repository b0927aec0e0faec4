import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { apiPrefix, bootCalls, roleAreas, signedInCookie } from '@advice/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlOf } from './caching.ts';

/** A file of the built web app as Vite's manifest (`build.manifest`) describes it. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** What a page starts with beyond index.html: the source modules its route loads and the API calls it makes first. */
type PageStart = { modules: string[]; calls: string[] };

const areaHomes = new Set(Object.values(roleAreas).map((area) => `/${area}`));

/**
 * The pages most visits start on, each with what it starts with. A signed-in home is only started ahead
 * for a browser with the signed-in cookie: any other goes to sign in without it.
 */
const pageStarts = {
  signIn: { modules: ['src/features/auth/sign-in-page.tsx'], calls: [] },
  welcome: {
    modules: ['src/features/content/site-layout.tsx', 'src/features/content/welcome-page.tsx', 'src/features/content/content.catalogue.ts'],
    calls: [bootCalls.getPublicSite.path],
  },
  // Not the home's modules: asked for with the entry, they hold it up on a phone's connection. Ninety small files
  // once took the first paint from 4.2 s to 5.7 s (Lighthouse mobile); the twenty the home loads now, from 2.9 s to
  // 3.7 s with no better largest paint.
  signedInHome: { modules: [], calls: [bootCalls.getCurrentUser.path] },
  // A client's home also asks at once for the dashboard's settings, which decide its tiles.
  clientHome: { modules: [], calls: [bootCalls.getCurrentUser.path, bootCalls.getClientDashboard.path] },
} satisfies Record<string, PageStart>;

type PageName = keyof typeof pageStarts;

function pageNameOf(pathname: string, isSignedIn: boolean): PageName | null {
  if (pathname === '/users/sign_in') return 'signIn';
  if (pathname === '/welcome') return 'welcome';
  if (pathname === `/${roleAreas.client}` && isSignedIn) return 'clientHome';
  if (areaHomes.has(pathname) && isSignedIn) return 'signedInHome';
  return null;
}

/** Every built file a module needs, its own and its static imports' in turn, scripts and styles apart. */
function filesOf(manifest: Manifest, modules: string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const pending = [...modules];
  for (let key = pending.shift(); key !== undefined; key = pending.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The web build's manifest has no ${key}: update pageStarts in index-page.ts`);
    scripts.add(`/${chunk.file}`);
    for (const style of chunk.css ?? []) styles.add(`/${style}`);
    pending.push(...(chunk.imports ?? []));
  }
  return { scripts, styles };
}

/**
 * index.html with the page's files and first API calls asked for in its head, so the browser fetches them
 * alongside the entry script rather than one after another as each script finds the next. Files index.html
 * already asks for are left out.
 */
export function withPageStart(html: string, manifest: Manifest, start: PageStart): string {
  const { scripts, styles } = filesOf(manifest, start.modules);
  const isNew = (href: string) => !html.includes(`"${href}"`);
  const links = [
    ...[...scripts].filter(isNew).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...[...styles].filter(isNew).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...start.calls.map((call) => `<link rel="preload" href="${apiPrefix}${call}" as="fetch" crossorigin="anonymous">`),
  ];
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function encode(html: string): Promise<Encoded> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([brotli(identity), gzipped(identity)]);
  return { identity, br, gzip: gz };
}

/**
 * Answers a page URL with index.html, started ahead for the pages in pageStarts. Each version is built and
 * compressed once per process, on first use: the build does not change under a running server.
 */
export function createIndexPage(webDist: string): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const versions = new Map<PageName | null, Promise<Encoded>>();
  const build = async (name: PageName | null): Promise<Encoded> => {
    const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
    // A build without Vite's manifest (one made by another configuration) still works, only without the head start.
    const manifestFile = path.join(webDist, '.vite/manifest.json');
    if (name === null || !existsSync(manifestFile)) return encode(html);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    return encode(withPageStart(html, manifest, pageStarts[name]));
  };
  return async (request, reply) => {
    const name = pageNameOf(request.url.split('?')[0] ?? '', request.cookies[signedInCookie] !== undefined);
    let version = versions.get(name);
    if (!version) {
      version = build(name);
      versions.set(name, version);
      // A failed read is tried again on the next request rather than remembered.
      version.catch(() => versions.delete(name));
    }
    const encoded = await version;
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/u.test(accepted) ? 'br' : /\bgzip\b/u.test(accepted) ? 'gzip' : 'identity';
    reply.type('text/html; charset=utf-8').header('cache-control', cacheControlOf('index.html')).header('vary', 'accept-encoding, cookie');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(encoded[encoding]);
  };
}
