import type { FastifyInstance } from 'fastify';

/** This questionnaire's routes. */
export async function riskToleranceRoutes(_app: FastifyInstance): Promise<void> {}
