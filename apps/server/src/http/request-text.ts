import { findUnsafeText } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { invalidRequestBody } from './errors.ts';

/**
 * Refuses, before any schema or service sees them, request values holding a NUL byte or a lone
 * surrogate (which PostgreSQL cannot store and no person types): one 400 per field, in the body, the
 * query or the path. Every route gets this from here, so no field can forget it.
 */
export function registerRequestTextGuard(app: FastifyInstance): void {
  // A callback hook: nearly every request passes, and goes on without waiting for a promise.
  app.addHook('preValidation', (request, reply, done) => {
    const errors = [
      ...findUnsafeText(request.body).map(({ pointer, detail }) => ({ detail, source: { pointer } })),
      ...[...findUnsafeText(request.query), ...findUnsafeText(request.params)].map(({ pointer, detail }) => ({
        detail,
        source: { parameter: pointer.slice(1).split('/')[0] || 'query' },
      })),
    ];
    if (errors.length === 0) {
      done();
      return;
    }
    reply.code(400).send(invalidRequestBody(errors));
  });
}
