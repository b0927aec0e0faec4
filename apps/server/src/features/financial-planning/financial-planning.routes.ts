import type { FastifyInstance } from 'fastify';

/** This questionnaire's routes. */
export async function financialPlanningRoutes(_app: FastifyInstance): Promise<void> {}
