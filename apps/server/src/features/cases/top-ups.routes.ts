import {
  auditEventSchema,
  idParam,
  paginationQuery,
  staffRoles,
  topUpCompleteBody,
  topUpListQuery,
  topUpRequestBody,
  topUpSchema,
} from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPaginationHeaders } from '../../http/pagination.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { changeTopUp, getTopUp, listTopUpAuditTrail, listTopUps, requestTopUp } from './top-ups.service.ts';

const clientOrStaff = { roles: ['client', ...staffRoles] } as const;
const tags = ['top-ups'];
const one = z.object({ data: topUpSchema });
const list = z.object({ data: z.array(topUpSchema) });

/** Top-ups (spec 1 §4): the client requests and cancels, the adviser completes; all behind the topUp feature. */
export async function topUpsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.post('/top-ups', {
    config: { access: { roles: ['client'] }, feature: 'topUp' },
    schema: { tags, body: topUpRequestBody, response: { 201: one } },
    handler: async (request, reply) => {
      const data = await requestTopUp(runtime, actorOf(request), request.body, requestInfo(request));
      return reply.code(201).send({ data });
    },
  });

  app.get('/top-ups', {
    config: { access: clientOrStaff, feature: 'topUp' },
    schema: { tags, querystring: topUpListQuery, response: { 200: list } },
    handler: async (request, reply) => {
      const { items, total } = await listTopUps(runtime, actorOf(request), request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: items };
    },
  });

  app.get('/clients/:id/top-ups', {
    config: { access: clientOrStaff, feature: 'topUp' },
    schema: { tags, params: idParam, querystring: topUpListQuery, response: { 200: list } },
    handler: async (request, reply) => {
      const { items, total } = await listTopUps(runtime, actorOf(request), request.query, request.params.id);
      setPaginationHeaders(reply, request.query, total);
      return { data: items };
    },
  });

  app.get('/top-ups/:id', {
    config: { access: clientOrStaff, feature: 'topUp' },
    schema: { tags, params: idParam, response: { 200: one } },
    handler: async (request) => ({ data: await getTopUp(runtime, actorOf(request), request.params.id) }),
  });

  app.patch('/top-ups/:id/complete', {
    config: { access: { roles: staffRoles }, feature: 'topUp' },
    schema: { tags, params: idParam, body: topUpCompleteBody, response: { 200: one } },
    handler: async (request) => ({
      data: await changeTopUp(runtime, actorOf(request), request.params.id, 'complete', request.body, requestInfo(request)),
    }),
  });

  app.patch('/top-ups/:id/cancel', {
    config: { access: { roles: ['client'] }, feature: 'topUp' },
    schema: { tags, params: idParam, response: { 200: one } },
    handler: async (request) => ({
      data: await changeTopUp(runtime, actorOf(request), request.params.id, 'cancel', {}, requestInfo(request)),
    }),
  });

  app.get('/top-ups/:id/audit-trail', {
    config: { access: clientOrStaff, feature: 'topUp' },
    schema: { tags, params: idParam, querystring: paginationQuery, response: { 200: z.object({ data: z.array(auditEventSchema) }) } },
    handler: async (request, reply) => {
      const { items, total } = await listTopUpAuditTrail(runtime, actorOf(request), request.params.id, request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: items };
    },
  });
}
