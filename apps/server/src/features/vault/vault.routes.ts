import type { FastifyInstance } from 'fastify';

/** A client's document vault. */
export async function vaultRoutes(_app: FastifyInstance): Promise<void> {}
