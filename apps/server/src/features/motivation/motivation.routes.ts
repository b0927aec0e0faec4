import type { FastifyInstance } from 'fastify';

/** A client's motivation centre. */
export async function motivationRoutes(_app: FastifyInstance): Promise<void> {}
