import type { FastifyInstance } from 'fastify';

/** This questionnaire's routes. */
export async function taxHealthCheckRoutes(_app: FastifyInstance): Promise<void> {}
