import { platformEndpoints as endpoints } from '@advice/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';

/** Answers once the database answers, outside the `{ data }` envelope as health checks expect. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  serve(app, endpoints.getHealth, async () => {
    await app.runtime.db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
