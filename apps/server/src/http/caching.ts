import type { FastifyInstance } from 'fastify';

/** A year: the longest a browser keeps a file whose name changes with its content. */
const year = 31_536_000;

/**
 * How long a browser may keep a file of the built web app. The build names everything under `assets/`
 * by a hash of its content, so those never change and are kept a year without asking again; every other
 * file (index.html, pdf.js's files, the icon) is asked for again each time, so a deploy shows at once.
 */
export function cacheControlOf(builtFile: string): string {
  return builtFile.startsWith(`assets/`) ? `public, max-age=${year}, immutable` : 'no-cache';
}

/**
 * API answers are never kept by the browser: a person's data must not outlive their session in its cache.
 * A route that sets its own policy (a logo, a photo) keeps it.
 */
export function registerApiNoStore(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    // Set first, so a route's own policy replaces it.
    if (request.url.startsWith(`${apiPrefix}/`)) reply.header('cache-control', 'no-store');
    done();
  });
}
