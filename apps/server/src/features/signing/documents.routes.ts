import type { FastifyInstance } from 'fastify';

/** The shared documents page's list (spec 1 §7 `/documents`): what the reader may see across cases and packs. */
export async function documentsRoutes(_app: FastifyInstance): Promise<void> {}
