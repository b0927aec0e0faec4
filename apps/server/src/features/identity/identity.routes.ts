import type { FastifyInstance } from 'fastify';

/** A client's identification. */
export async function identityRoutes(_app: FastifyInstance): Promise<void> {}
