import {
  AppError,
  assignProspectBody,
  bulkImportStatus,
  clientListItem,
  clientListQuery,
  clientMessages,
  createClientBody,
  idParam,
  invitationItem,
  inviteProspectBody,
  isFeatureOn,
  paginationQuery,
  type StaffAction,
  staffRolesFor,
  type UploadPolicy,
  uploadPolicies,
} from '@advice/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../http/download.ts';
import { invalidRequestBody, zodFieldErrors } from '../../http/errors.ts';
import { isMultipart, readMultipart, readUpload, type UploadedFile } from '../../http/multipart.ts';
import { setPaginationHeaders } from '../../http/pagination.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { bulkTemplateCsv, getBulkImport, startBulkImport } from './clients.bulk.ts';
import {
  assignProspect,
  cancelInvitation,
  createClient,
  exportClientList,
  inviteProspect,
  listActiveAdvisers,
  listClientsFor,
  listInvitations,
  listTagChoices,
  resendInvitation,
} from './clients.service.ts';

const staffOf = (action: StaffAction) => ({ roles: staffRolesFor(action) });
const viewers = staffOf('clients.export');
const done = z.object({ data: z.object({ message: z.string() }) });
const errorBody = z.object({ errors: z.array(z.record(z.string(), z.unknown())) });
const created = z.object({ data: z.object({ id: z.uuid(), message: z.string() }) });

/** Fields of a multipart form (or a JSON body) and its one optional file, read within the upload's limits. */
async function readForm(
  request: FastifyRequest,
  policy: UploadPolicy,
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  if (!isMultipart(request)) return { fields: (request.body as Record<string, unknown> | undefined) ?? {}, file: null };
  return readMultipart(request, policy);
}

function csvReply(reply: FastifyReply, fileName: string, body: string) {
  return sendDownload(reply, { body, contentType: 'text/csv; charset=utf-8', fileName });
}

/** Routes for the client list, creating and inviting clients and prospects, bulk creation and export. */
export async function clientsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/clients', {
    config: { access: viewers },
    schema: { tags: ['clients'], querystring: clientListQuery, response: { 200: z.object({ data: z.array(clientListItem) }) } },
    handler: async (request, reply) => {
      const { rows, total } = await listClientsFor(runtime, actorOf(request), request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: rows };
    },
  });

  app.get('/clients/export-list', {
    config: { access: viewers },
    schema: { tags: ['clients'], querystring: clientListQuery.omit({ page: true, per_page: true }) },
    handler: async (request, reply) => {
      const csv = await exportClientList(runtime, actorOf(request), request.query);
      return csvReply(reply, `clients-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    },
  });

  app.get('/clients/adviser-choices', {
    config: { access: viewers },
    schema: {
      tags: ['clients'],
      response: {
        200: z.object({ data: z.array(z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string() })) }),
      },
    },
    handler: async (request) => ({ data: await listActiveAdvisers(runtime, actorOf(request)) }),
  });

  app.get('/clients/tag-choices', {
    config: { access: viewers },
    schema: { tags: ['clients'], response: { 200: z.object({ data: z.array(z.object({ id: z.uuid(), name: z.string() })) }) } },
    handler: async (request) => ({ data: await listTagChoices(runtime, actorOf(request)) }),
  });

  app.post('/clients', {
    config: { access: staffOf('clients.create') },
    schema: { tags: ['clients'], consumes: ['application/json', 'multipart/form-data'], response: { 201: created, 400: errorBody } },
    handler: async (request, reply) => {
      const { fields, file } = await readForm(request, uploadPolicies.welcomeVideo);
      const parsed = createClientBody.safeParse(fields);
      if (!parsed.success) return reply.code(400).send(invalidRequestBody(zodFieldErrors(parsed.error.issues)));
      if (file && !isFeatureOn(request.practice?.featureFlags ?? {}, 'welcomeVideo')) {
        throw new AppError('feature.disabled', { detail: clientMessages['clients.welcomeVideoDisabled'], pointer: '/welcome_video' });
      }
      const client = await createClient(runtime, actorOf(request), parsed.data, file, requestInfo(request));
      return reply.code(201).send({ data: { id: client.id, message: clientMessages['clients.created'] } });
    },
  });

  app.get('/clients/create-in-bulk/template', {
    config: { access: staffOf('clients.createInBulk') },
    schema: { tags: ['clients'] },
    handler: async (_request, reply) => csvReply(reply, 'clients-template.csv', bulkTemplateCsv()),
  });

  app.post('/clients/create-in-bulk', {
    config: { access: staffOf('clients.createInBulk') },
    schema: { tags: ['clients'], consumes: ['multipart/form-data'], response: { 202: created } },
    handler: async (request, reply) => {
      const { file } = await readUpload(request, uploadPolicies.clientImport);
      const started = await startBulkImport(runtime, actorOf(request), file, requestInfo(request));
      return reply.code(202).send({ data: { id: started.id, message: clientMessages['clients.importStarted'] } });
    },
  });

  app.get('/clients/create-in-bulk/:id', {
    config: { access: staffOf('clients.createInBulk') },
    schema: { tags: ['clients'], params: idParam, response: { 200: z.object({ data: bulkImportStatus }) } },
    handler: async (request) => ({ data: await getBulkImport(runtime, actorOf(request), request.params.id) }),
  });

  app.post('/clients/:id/assign', {
    config: { access: staffOf('prospects.assign') },
    schema: { tags: ['clients'], params: idParam, body: assignProspectBody, response: { 200: done } },
    handler: async (request) => {
      await assignProspect(runtime, actorOf(request), request.params.id, request.body.adviser_id, requestInfo(request));
      return { data: { message: clientMessages['clients.assigned'] } };
    },
  });

  const invitations = { access: staffOf('prospects.invite'), feature: 'inviteProspectiveClient' } as const;

  app.get('/invitations', {
    config: invitations,
    schema: { tags: ['clients'], querystring: paginationQuery, response: { 200: z.object({ data: z.array(invitationItem) }) } },
    handler: async (request, reply) => {
      const { rows, total } = await listInvitations(runtime, actorOf(request), request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: rows };
    },
  });

  app.post('/invitations', {
    config: invitations,
    schema: { tags: ['clients'], body: inviteProspectBody, response: { 201: created } },
    handler: async (request, reply) => {
      const prospect = await inviteProspect(runtime, actorOf(request), request.body, requestInfo(request));
      return reply.code(201).send({ data: { id: prospect.id, message: clientMessages['clients.invitationSent'] } });
    },
  });

  app.post('/invitations/:id/resend', {
    config: invitations,
    schema: { tags: ['clients'], params: idParam, response: { 200: done } },
    handler: async (request) => {
      await resendInvitation(runtime, actorOf(request), request.params.id, requestInfo(request));
      return { data: { message: clientMessages['clients.resent'] } };
    },
  });

  app.delete('/invitations/:id', {
    config: invitations,
    schema: { tags: ['clients'], params: idParam },
    handler: async (request, reply) => {
      await cancelInvitation(runtime, actorOf(request), request.params.id, requestInfo(request));
      return reply.code(204).send();
    },
  });
}
