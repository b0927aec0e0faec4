import { contentEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendMedia } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { getLandingPage, getPublicSite, getServiceCharter, readTeamAvatar } from './content.service.ts';

/** The practice's public website: which pages are on, each page's data, and the team's photos. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getPublicSite, (request) => getPublicSite(runtime, request.practice?.id ?? null));
  serve(app, endpoints.getLandingPage, (request) => getLandingPage(runtime, request.practice?.id ?? null, request.params.page));
  serve(app, endpoints.getServiceCharter, (request) => getServiceCharter(runtime, request.practice?.id ?? null, request.params.id));
  serve(app, endpoints.getTeamAvatar, async (request, reply) => {
    const image = await readTeamAvatar(runtime, request.practice?.id ?? null, request.params.id);
    return sendMedia(reply, { body: image, contentType: 'image/png' }, { cacheControl: 'public, max-age=300' });
  });
}
