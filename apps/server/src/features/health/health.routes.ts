import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    config: { access: { public: true } },
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) } },
    handler: async () => {
      await app.runtime.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });
}
