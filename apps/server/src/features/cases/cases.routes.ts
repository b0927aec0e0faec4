import { type CaseType, caseActions, caseTypeFeatures, casesEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { assertFeatureOn } from '../../http/tenant.ts';
import { caseBatchesRoutes } from './case-batches.routes.ts';
import { getCaseChanges } from './case-changes.service.ts';
import { caseDocumentsRoutes } from './case-documents.routes.ts';
import { caseImagesRoutes } from './case-images.routes.ts';
import {
  createCaseForClient,
  editCase,
  getCaseDetail,
  listActionRequired,
  listCaseAuditTrail,
  listCasesFor,
  listClientCases,
  requestCase,
  saveAnswers,
} from './cases.service.ts';
import { transitionCase } from './cases.transitions.ts';
import { listReviewQuestionnaires } from './review-questionnaires.service.ts';
import { topUpsRoutes } from './top-ups.routes.ts';

/** A case type whose feature is off cannot be created. */
function assertTypeEnabled(request: FastifyRequest, type: CaseType): void {
  assertFeatureOn(request, caseTypeFeatures[type]);
}

/** The practice's feature flags, which decide the case types whose waiting cases are listed. */
const flagsOf = (request: FastifyRequest) => request.practice?.featureFlags ?? {};

/** A service's page (`items`) as the contract's page answer (`rows`). */

/**
 * Cases: lists, the overview, requests by clients, cases staff prepare for a client, edits, answers,
 * one POST per lifecycle action (`/client-cases/{id}/{action}`, the action in kebab case, body
 * `{ version, consent? }`), the audit trail, action-required, the top-ups, and the case's documents,
 * addenda, business pack, image and packs created for many clients at once.
 */
export async function casesRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listCases, (request) => listCasesFor(runtime, actorOf(request), request.query, flagsOf(request)));
  serve(app, endpoints.listClientCases, (request) =>
    listClientCases(runtime, actorOf(request), request.params.id, request.query, flagsOf(request)),
  );
  serve(app, endpoints.requestCase, (request) => {
    assertTypeEnabled(request, request.body.type);
    return requestCase(runtime, actorOf(request), request.body, requestInfo(request));
  });
  serve(app, endpoints.createClientCase, (request) => {
    assertTypeEnabled(request, request.body.type);
    return createCaseForClient(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
  });
  serve(app, endpoints.getCase, (request) => getCaseDetail(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.editCase, (request) => editCase(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)));
  serve(app, endpoints.saveAnswers, (request) =>
    saveAnswers(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  for (const action of caseActions) {
    serve(app, endpoints.transitionCase[action], (request) =>
      transitionCase(runtime, actorOf(request), request.params.id, action, request.body, requestInfo(request)),
    );
  }
  serve(app, endpoints.getCaseChanges, (request) => getCaseChanges(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.listReviewQuestionnaires, (request) =>
    listReviewQuestionnaires(runtime, actorOf(request), request.params.id, request.query),
  );
  serve(app, endpoints.listCaseAuditTrail, (request) => listCaseAuditTrail(runtime, actorOf(request), request.params.id, request.query));
  serve(app, endpoints.listActionRequired, (request) => listActionRequired(runtime, actorOf(request)));

  await app.register(topUpsRoutes);
  await app.register(caseDocumentsRoutes);
  await app.register(caseImagesRoutes);
  await app.register(caseBatchesRoutes);
}
