import type { FastifyInstance } from 'fastify';

/** A client's financial strategies. */
export async function financialStrategyRoutes(_app: FastifyInstance): Promise<void> {}
