import { topUpsEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { changeTopUp, getTopUp, listTopUpAuditTrail, listTopUps, requestTopUp } from './top-ups.service.ts';

/** A service's page (`items`) as the contract's page answer (`rows`). */

/** Top-ups (spec 1 §4): the client requests and cancels, the adviser completes; all behind the topUp feature. */
export async function topUpsRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.requestTopUp, (request) => requestTopUp(runtime, actorOf(request), request.body, requestInfo(request)));
  serve(app, endpoints.listTopUps, (request) => listTopUps(runtime, actorOf(request), request.query));
  serve(app, endpoints.listClientTopUps, (request) => listTopUps(runtime, actorOf(request), request.query, request.params.id));
  serve(app, endpoints.getTopUp, (request) => getTopUp(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.completeTopUp, (request) =>
    changeTopUp(runtime, actorOf(request), request.params.id, 'complete', request.body, requestInfo(request)),
  );
  serve(app, endpoints.cancelTopUp, (request) =>
    changeTopUp(runtime, actorOf(request), request.params.id, 'cancel', {}, requestInfo(request)),
  );
  serve(app, endpoints.listTopUpAuditTrail, (request) => listTopUpAuditTrail(runtime, actorOf(request), request.params.id, request.query));
}
