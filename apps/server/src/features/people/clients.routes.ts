import type { FastifyInstance } from 'fastify';

/** Routes for the client list, creating and inviting clients and prospects, bulk creation and export. */
export async function clientsRoutes(_app: FastifyInstance): Promise<void> {}
