import type { FastifyRequest } from 'fastify';

/**
 * Request logs keep method, path and status only: query strings (which can carry link tokens
 * or e-mails), cookies, CSRF tokens and bodies never reach the log.
 */
export function createLogger(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.email',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, path: request.url.split('?')[0], host: request.hostname }),
    },
  };
}
