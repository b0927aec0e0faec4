import { charterParam, idParam, landingPageDataSchema, landingPageParam, publicCharterSchema, publicSiteSchema } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMedia } from '../../http/download.ts';
import { getLandingPage, getPublicSite, getServiceCharter, readTeamAvatar } from './content.service.ts';

const anyone = { public: true } as const;

/** The practice's public website: which pages are on, each page's data, and the team's photos. */
export async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/landing-pages', {
    config: { access: anyone },
    schema: { tags: ['content'], response: { 200: z.object({ data: publicSiteSchema }) } },
    handler: async (request) => ({ data: await getPublicSite(runtime, request.practice?.id ?? null) }),
  });

  app.get('/landing-pages/:page', {
    config: { access: anyone },
    schema: { tags: ['content'], params: landingPageParam, response: { 200: z.object({ data: landingPageDataSchema }) } },
    handler: async (request) => ({ data: await getLandingPage(runtime, request.practice?.id ?? null, request.params.page) }),
  });

  app.get('/landing-pages/our-service-charters/:id', {
    config: { access: anyone },
    schema: { tags: ['content'], params: charterParam, response: { 200: z.object({ data: publicCharterSchema }) } },
    handler: async (request) => ({ data: await getServiceCharter(runtime, request.practice?.id ?? null, request.params.id) }),
  });

  app.get('/landing-pages/team/:id/avatar', {
    config: { access: anyone },
    schema: { tags: ['content'], params: idParam },
    handler: async (request, reply) => {
      const image = await readTeamAvatar(runtime, request.practice?.id ?? null, request.params.id);
      return sendMedia(reply, { body: image, contentType: 'image/png' }, { cacheControl: 'public, max-age=300' });
    },
  });
}
