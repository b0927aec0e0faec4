import { riskToleranceEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { generateRiskAssessment, getCaseRiskAssessment, saveRiskAssessmentProgress } from './risk-assessment.service.ts';

/** A case's risk assessment: read (begun on first read), answered one question at a time, and scored. */
export async function riskToleranceRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getCaseRiskAssessment, (request) => getCaseRiskAssessment(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.saveRiskAssessmentProgress, (request) =>
    saveRiskAssessmentProgress(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.generateRiskAssessment, (request) =>
    generateRiskAssessment(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );
}
