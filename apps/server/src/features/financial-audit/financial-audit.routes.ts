import { taxHealthCheckEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { completeTaxHealthCheck, getTaxHealthCheck, markTaxHealthCheckComplete, saveTaxHealthCheck } from './financial-audit.service.ts';

/**
 * A case's tax health check (its Online Advice Request's financial-audit section): read (created on first
 * read), saved step by step, completed, and a past year's unfinished one marked complete by the adviser.
 */
export async function taxHealthCheckRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getTaxHealthCheck, (request) =>
    getTaxHealthCheck(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );
  serve(app, endpoints.saveTaxHealthCheck, (request) =>
    saveTaxHealthCheck(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.completeTaxHealthCheck, (request) =>
    completeTaxHealthCheck(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );
  serve(app, endpoints.markTaxHealthCheckComplete, (request) =>
    markTaxHealthCheckComplete(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );
}
