import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { noCircularImports, usersGroup } from './build/chunks.ts';

/** Where `npm run dev` sends API calls; API_PROXY_TARGET (environment or .env) overrides the default server. */
function apiTarget(mode: string): string {
  return loadEnv(mode, import.meta.dirname, '').API_PROXY_TARGET || 'http://localhost:3000';
}

/** pdf.js's character maps, standard fonts and wasm-free image decoders, which it fetches at run time. */
function pdfjsFiles(): Array<{ name: string; source: string }> {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const wanted = {
    cmaps: () => true,
    standard_fonts: () => true,
    wasm: (file: string) => file.endsWith('_nowasm_fallback.js') || file.startsWith('LICENSE'),
  };
  return Object.entries(wanted).flatMap(([folder, isWanted]) =>
    readdirSync(path.join(root, folder))
      .filter(isWanted)
      .map((file) => ({ name: `pdfjs/${folder}/${file}`, source: path.join(root, folder, file) })),
  );
}

/** Serves those files from our own origin, under /pdfjs/, in development and in the build. */
function pdfjsAssets(): Plugin {
  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      const files = new Map(pdfjsFiles().map((file) => [`/${file.name}`, file.source]));
      server.middlewares.use((request, response, next) => {
        const source = files.get(request.url?.split('?')[0] ?? '');
        if (!source) return next();
        response.setHeader('content-type', source.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      for (const file of pdfjsFiles()) this.emitFile({ type: 'asset', fileName: file.name, source: readFileSync(file.source) });
    },
  };
}

/** Files worth compressing: text, and pdf.js's standard fonts; images and woff2 are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|ttf|pfb|txt)$/u;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, once, at build
 * time, at the highest levels; the server sends the copy the browser accepts (@fastify/static `preCompressed`).
 * A copy that would save less than a tenth is not written.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(path.join(outDir, file));
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzipped(body, { level: 9 }),
          ]);
          if (br.length < body.length * 0.9) await writeFile(path.join(outDir, `${file}.br`), br);
          if (gz.length < body.length * 0.9) await writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/** The faces the first paint of every page uses: the body text and the headings. */
const firstPaintFonts = [/mulish-latin-400-normal-[\w-]+\.woff2$/u, /yrsa-latin-600-normal-[\w-]+\.woff2$/u];

/** Asks for those fonts with the scripts rather than once the styles are read, so text does not repaint in them late. */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return firstPaintFonts.flatMap((font) => {
          const file = files.find((name) => font.test(name));
          if (!file) throw new Error(`No built font matches ${font}: update firstPaintFonts`);
          return [
            {
              tag: 'link',
              attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}

/** The modules of the form kit: every form's fields and the code that submits them. */
const formKit =
  /apps[\\/]web[\\/]src[\\/](?:ui[\\/](?:field|text-field|password-field|password-checklist|checkbox|select|text-area)\.tsx|lib[\\/](?:mutation|forms)\.ts)$|node_modules[\\/]react-hook-form[\\/]/u;

/** The modules the public site's pages share: the content page's frame, the menu's disclosure, links out, the list of pages. */
const siteKit =
  /apps[\\/]web[\\/]src[\\/](?:features[\\/]content[\\/]content-page\.tsx|ui[\\/](?:use-disclosure\.ts|external-link\.tsx))$|packages[\\/]domain[\\/]src[\\/]content[\\/]landing-pages\.ts$/u;

/** How the build splits the app into files, apart from grouping the shared modules by their users (build/chunks.ts). */
const groups: Rolldown.CodeSplittingGroup[] = [
  // React changes less often than the app, so it gets its own long-cached file.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/u, priority: 3 },
  // What every page starts with travels as one file with the entry rather than as many small ones.
  { name: 'shell', tags: ['$initial'], priority: 2 },
  // The form kit (the fields, react-hook-form, the mutation helper) travels as one file too: the sign-in
  // page and most others need it whole, and as eight small files it cost a phone's connection a round trip.
  { name: 'forms', test: formKit, priority: 1 },
  // So does what the public site's pages share (the page frame, its menu and links, the list of pages).
  { name: 'site', test: siteKit, priority: 1 },
];

/** A first build, in memory and unminified, with the groups above: its files say which modules each page loads. */
async function firstBuildFiles(): Promise<Rolldown.OutputChunk[]> {
  const output = (await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, minify: false, rolldownOptions: { output: { codeSplitting: { groups } } } },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

export default defineConfig(async ({ mode, command }) => {
  const byUsers = command === 'build' ? usersGroup(await firstBuildFiles()) : null;
  return {
    plugins: [react(), pdfjsAssets(), preloadFonts(), precompress(), noCircularImports(), ...(byUsers ? [byUsers.plugin] : [])],
    build: {
      outDir: 'dist',
      // The server reads which files each page's route needs from it, to ask for them with index.html (index-page.ts).
      manifest: true,
      // Every browser the portal supports preloads modules itself; the polyfill would only add to the first download.
      modulePreload: { polyfill: false },
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: byUsers ? [...groups, byUsers.group] : groups },
        },
      },
    },
    server: {
      port: 5173,
      // The dev server keeps the browser's Host header (no changeOrigin): the API finds the practice from it.
      proxy: {
        '/api': { target: apiTarget(mode), ws: true },
      },
    },
  };
});
