import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetBytes = 170 * 1024;
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The JavaScript a first visit downloads: the entry script and the modules index.html preloads. */
export async function benchInitialJavaScript(): Promise<void> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/gu)) if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/gu)) if (match[1]) sources.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = await readFile(path.join(dist, src.replace(/^\//u, '')));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  console.log(`Web app initial JavaScript (${sources.size} files)`);
  console.log(`  raw ${(raw / 1024).toFixed(1)} KB, gzip ${(gzip / 1024).toFixed(1)} KB; budget 170 KB gzip`);
  console.log(`  ratio gzip : budget = ${(gzip / budgetBytes).toFixed(3)}\n`);
}
