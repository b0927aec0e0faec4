import type { FastifyInstance } from 'fastify';

/** Routes for one client's details and account: tags, follows, additional advisers, adviser changes, removal, audit trail. */
export async function clientAccountRoutes(_app: FastifyInstance): Promise<void> {}
