import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Issue 19's budget for the JavaScript a first visit downloads, gzip. */
const budgetBytes = 150 * 1024;
const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../../apps/web/dist'));

/** The size a file travels at: its precompressed copy when the build wrote one, else the file itself. */
async function servedSize(file: string, encoding: 'br' | 'gz'): Promise<number> {
  const compressed = await stat(`${file}.${encoding}`).catch(() => null);
  return compressed?.size ?? (await stat(file)).size;
}

type Sizes = { files: number; raw: number; br: number; gz: number };

async function sizesOf(files: string[]): Promise<Sizes> {
  const sizes: Sizes = { files: files.length, raw: 0, br: 0, gz: 0 };
  for (const file of files) {
    const full = path.join(dist, file.replace(/^\//u, ''));
    sizes.raw += (await stat(full)).size;
    sizes.br += await servedSize(full, 'br');
    sizes.gz += await servedSize(full, 'gz');
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What a first visit downloads before any page's own code, as the server sends it (the build's brotli and
 * gzip copies): index.html, its entry script and the modules it preloads, its styles and preloaded fonts.
 * Fails the run when the initial JavaScript is over the budget.
 */
export async function benchInitialJavaScript(): Promise<void> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const linked = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))];
  const scripts = [...linked(/<script[^>]+src="([^"]+\.js)"/gu), ...linked(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/gu)];
  const styles = linked(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/gu);
  const fonts = linked(/<link[^>]+rel="preload"[^>]+href="([^"]+\.woff2)"/gu);
  const js = await sizesOf(scripts);
  console.log('Web app: what a first visit downloads, as served (the build precompresses; the server sends brotli or gzip)');
  for (const [name, sizes] of [
    ['index.html', await sizesOf(['index.html'])],
    ['initial JavaScript', js],
    ['styles', await sizesOf(styles)],
    ['preloaded fonts', await sizesOf(fonts)],
  ] as const) {
    console.log(
      `  ${name.padEnd(20)} ${String(sizes.files).padStart(3)} files: raw ${kb(sizes.raw)}, brotli ${kb(sizes.br)}, gzip ${kb(sizes.gz)}`,
    );
  }
  console.log(`  ratio initial JavaScript gzip : budget ${kb(budgetBytes)} = ${(js.gz / budgetBytes).toFixed(3)}\n`);
  if (js.gz > budgetBytes) {
    process.exitCode = 1;
    console.log(`  OVER BUDGET: the initial JavaScript is ${kb(js.gz)} gzip, the budget ${kb(budgetBytes)}\n`);
  }
}
