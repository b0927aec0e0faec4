import type { FastifyInstance } from 'fastify';

/** Identity verifications, and the sandbox identity provider. */
export async function verificationRoutes(_app: FastifyInstance): Promise<void> {}
