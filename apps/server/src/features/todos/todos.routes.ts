import type { FastifyInstance } from 'fastify';

/** A client's to-do list. */
export async function todosRoutes(_app: FastifyInstance): Promise<void> {}
