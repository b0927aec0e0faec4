import type { FastifyInstance } from 'fastify';

/** Documents across cases and packs, and signing them (spec 1 §7 `/documents`, `PATCH /sign`); behind the eSignature flag. */
export async function signingRoutes(_app: FastifyInstance): Promise<void> {}
