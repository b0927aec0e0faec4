import type { FastifyInstance } from 'fastify';

/** A client's activity feed and interaction reports. */
export async function activityRoutes(_app: FastifyInstance): Promise<void> {}
