import type { FastifyInstance } from 'fastify';

/** Share links to vault documents, and document requests. */
export async function vaultLinksRoutes(_app: FastifyInstance): Promise<void> {}
