import { factFindHomeEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf } from '../../http/request-info.ts';
import { listFactFindsToReview } from './fact-find-home.service.ts';

/** What waits on a member of staff in their clients' fact finds: the home's "Fact finds to review". */
export async function factFindHomeRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  serve(app, endpoints.listFactFindsToReview, (request) => listFactFindsToReview(runtime, actorOf(request), request.query));
}
