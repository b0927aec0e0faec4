import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The Content-Security-Policy and helmet's other headers. */
const securityMiddleware = helmet({
  hsts: false,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Compiling wasm (the meeting room's background effect, MediaPipe) needs 'wasm-unsafe-eval'; it allows no eval of script text.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      // pdf.js runs its parser in a worker from our origin; the captcha solves its proof of work in blob workers.
      workerSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
});

/**
 * The headers helmet's middleware sets, read once by running it on a stand-in response: they are the same
 * for every request, so each request copies them rather than running helmet's dozen middlewares again.
 */
function headersOf(middleware: typeof securityMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

const securityHeaders = headersOf(securityMiddleware);

/** Sets the security headers on every response, errors included, and HSTS over HTTPS; a route may set its own (a download's CSP). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
