import type { FastifyInstance } from 'fastify';

/** A client's messages. */
export async function messagesRoutes(_app: FastifyInstance): Promise<void> {}
