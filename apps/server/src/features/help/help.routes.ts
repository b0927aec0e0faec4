import { helpEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { listFeatureHelps, updateFeatureHelp, updateTourGuide } from './help.service.ts';

/** The feature helps shown beside the pages, and each user's guided tour. */
export async function helpRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listFeatureHelps, () => listFeatureHelps(runtime));
  serve(app, endpoints.updateFeatureHelp, (request) =>
    updateFeatureHelp(runtime, actorOf(request), request.params.key, request.body, requestInfo(request)),
  );
  serve(app, endpoints.updateTourGuide, (request) => updateTourGuide(runtime, actorOf(request), request.body.is_tour_guide_completed));
}
