import type { FastifyInstance } from 'fastify';

/** Routes for advisers, practice admins and their support. */
export async function staffRoutes(_app: FastifyInstance): Promise<void> {}
