import { colourSchemeSchema, defaultColourScheme, publicPracticeSchema } from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { practices } from '../../db/schema/index.ts';

export async function practiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/practice', {
    config: { access: { public: true } },
    schema: { tags: ['practice'], response: { 200: z.object({ data: publicPracticeSchema }) } },
    handler: async (request) => {
      const [row] = request.practice
        ? await runtime.db
            .select({ id: practices.id, name: practices.name, settings: practices.settings })
            .from(practices)
            .where(eq(practices.id, request.practice.id))
        : [];
      const scheme = colourSchemeSchema.safeParse({ ...defaultColourScheme, ...(row?.settings.colourScheme as object | undefined) });
      return {
        data: {
          id: row?.id ?? null,
          name: row?.name ?? 'Advice Portal',
          colour_scheme: scheme.success ? scheme.data : defaultColourScheme,
          environment: runtime.config.env,
          mailbox_enabled: runtime.mailEngine.name === 'mailbox',
        },
      };
    },
  });
}
