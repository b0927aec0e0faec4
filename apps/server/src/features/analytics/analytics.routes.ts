import { analyticsEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf } from '../../http/request-info.ts';
import { assertAnalyticsOn, getVisitReport, recordVisit } from './analytics.service.ts';

/** A beacon is a few dozen bytes; anything much larger is not one. */
const visitBodyLimit = 1024;
/** Page views a minute from one address: more than a person clicks, few enough that a script cannot flood the counts. */
const visitRateLimit = { max: 120, timeWindow: '1 minute' };

/** Visitor analytics: the page-view beacon (production only) and the director's report. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  // Off outside production before the body is even read, so a beacon there learns nothing but 404. The hook
  // is this plugin's own, and the beacon is its one POST.
  app.addHook('onRequest', async (request) => {
    if (request.method === endpoints.recordVisit.method) assertAnalyticsOn(runtime);
  });

  serve(
    app,
    endpoints.recordVisit,
    (request) => recordVisit(runtime, { practiceId: request.practice?.id ?? null, isSignedIn: request.actor !== null }, request.body),
    { bodyLimit: visitBodyLimit, rateLimit: visitRateLimit },
  );
  serve(app, endpoints.getVisitReport, (request) => getVisitReport(runtime, actorOf(request), request.query));
}
