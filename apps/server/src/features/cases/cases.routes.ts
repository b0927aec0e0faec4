import {
  AppError,
  actionPath,
  actionRequiredItemSchema,
  auditEventSchema,
  type CaseType,
  caseActions,
  caseDetailSchema,
  caseEditBody,
  caseListQuery,
  caseSummarySchema,
  caseTransitionBody,
  clientCaseRequestBody,
  type FeatureFlag,
  idParam,
  isFeatureOn,
  messages,
  paginationQuery,
  questionnaireAnswersBody,
  staffCaseBody,
  staffRoles,
} from '@advice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPaginationHeaders } from '../../http/pagination.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { caseBatchesRoutes } from './case-batches.routes.ts';
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
import { topUpsRoutes } from './top-ups.routes.ts';

const staff = { roles: staffRoles } as const;
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;
const tags = ['cases'];
const detail = z.object({ data: caseDetailSchema });
const summaries = z.object({ data: z.array(caseSummarySchema) });

/** The practice feature each case type belongs to; a type whose feature is off cannot be created. */
const featureOfType: Partial<Record<CaseType, FeatureFlag>> = {
  online_advice_request: 'onlineAdvice',
  recommendation_pack_case: 'recommendationPack',
  review_questionnaire_case: 'reviewQuestionnaire',
  document_pack_case: 'documentsPack',
};

function assertTypeEnabled(request: FastifyRequest, type: CaseType): void {
  const flag = featureOfType[type];
  if (flag && !isFeatureOn(request.practice?.featureFlags ?? {}, flag))
    throw new AppError('feature.disabled', { detail: messages['errors.featureDisabled'] });
}

/**
 * Cases: lists, the overview, requests by clients, cases staff prepare for a client, edits, answers,
 * one POST per lifecycle action (`/client-cases/{id}/{action}`, the action in kebab case, body
 * `{ version, consent? }`), the audit trail, action-required, the top-ups, and the case's documents,
 * addenda, business pack, image and packs created for many clients at once.
 */
export async function casesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/client-cases', {
    config: { access: clientOrStaff },
    schema: { tags, querystring: caseListQuery, response: { 200: summaries } },
    handler: async (request, reply) => {
      const { items, total } = await listCasesFor(runtime, actorOf(request), request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: items };
    },
  });

  app.get('/clients/:id/client-cases', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, querystring: caseListQuery, response: { 200: summaries } },
    handler: async (request, reply) => {
      const { items, total } = await listClientCases(runtime, actorOf(request), request.params.id, request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: items };
    },
  });

  app.post('/client-cases', {
    config: { access: { roles: ['client'] } },
    schema: { tags, body: clientCaseRequestBody, response: { 201: detail } },
    handler: async (request, reply) => {
      assertTypeEnabled(request, request.body.type);
      const data = await requestCase(runtime, actorOf(request), request.body, requestInfo(request));
      return reply.code(201).send({ data });
    },
  });

  app.post('/clients/:id/client-cases', {
    config: { access: staff },
    schema: { tags, params: idParam, body: staffCaseBody, response: { 201: detail } },
    handler: async (request, reply) => {
      assertTypeEnabled(request, request.body.type);
      const data = await createCaseForClient(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
      return reply.code(201).send({ data });
    },
  });

  app.get('/client-cases/:id', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, response: { 200: detail } },
    handler: async (request) => ({ data: await getCaseDetail(runtime, actorOf(request), request.params.id) }),
  });

  app.patch('/client-cases/:id', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, body: caseEditBody, response: { 200: detail } },
    handler: async (request) => ({
      data: await editCase(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
    }),
  });

  app.put('/client-cases/:id/answers', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, body: questionnaireAnswersBody, response: { 200: detail } },
    handler: async (request) => ({
      data: await saveAnswers(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
    }),
  });

  for (const action of caseActions) {
    app.post(`/client-cases/:id/${actionPath(action)}`, {
      config: { access: clientOrStaff },
      schema: { tags, params: idParam, body: caseTransitionBody, response: { 200: detail } },
      handler: async (request) => ({
        data: await transitionCase(runtime, actorOf(request), request.params.id, action, request.body, requestInfo(request)),
      }),
    });
  }

  app.get('/client-cases/:id/audit-trail', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, querystring: paginationQuery, response: { 200: z.object({ data: z.array(auditEventSchema) }) } },
    handler: async (request, reply) => {
      const { items, total } = await listCaseAuditTrail(runtime, actorOf(request), request.params.id, request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: items };
    },
  });

  app.get('/action-required', {
    config: { access: { roles: ['client'] } },
    schema: { tags, response: { 200: z.object({ data: z.array(actionRequiredItemSchema) }) } },
    handler: async (request) => ({ data: await listActionRequired(runtime, actorOf(request)) }),
  });

  await app.register(topUpsRoutes);
  await app.register(caseDocumentsRoutes);
  await app.register(caseImagesRoutes);
  await app.register(caseBatchesRoutes);
}
