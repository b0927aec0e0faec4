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
  staffPermissions,
} from '@advice/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendErrors } from '../../http/errors.ts';
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

const staffOf = (action: keyof typeof staffPermissions) => ({ roles: staffPermissions[action] });
const viewers = staffOf('clients.export');
const done = z.object({ data: z.object({ message: z.string() }) });
const errorBody = z.object({ errors: z.array(z.record(z.string(), z.unknown())) });
const created = z.object({ data: z.object({ id: z.uuid(), message: z.string() }) });

/** Fields of a multipart form (or a JSON body) and its one optional file, read within the upload limit. */
async function readForm(request: FastifyRequest, fileField: string): Promise<{ fields: Record<string, unknown>; file: Buffer | null }> {
  if (!request.isMultipart()) return { fields: (request.body as Record<string, unknown> | undefined) ?? {}, file: null };
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') fields[part.fieldname] = part.value;
    else if (part.fieldname === fileField && part.filename) {
      file = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('upload.too_large', { detail: clientMessages['clients.videoSize'], pointer: `/${fileField}` });
        throw error;
      });
    } else await part.toBuffer();
  }
  return { fields, file };
}

function csvReply(reply: FastifyReply, filename: string, body: string) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(body);
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
      const { fields, file } = await readForm(request, 'welcome_video');
      const parsed = createClientBody.safeParse(fields);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({
          status: '400',
          code: 'request.invalid' as const,
          title: 'Invalid request',
          detail: issue.message,
          source: { pointer: `/${issue.path.join('/')}` },
        }));
        return reply.code(400).send(sendErrors(400, errors));
      }
      if (file && !isFeatureOn(request.practice?.featureFlags ?? {}, 'welcomeVideo')) {
        throw new AppError('feature.disabled', { detail: 'Welcome videos are not available.', pointer: '/welcome_video' });
      }
      const client = await createClient(runtime, actorOf(request), parsed.data, file, requestInfo(request));
      return reply.code(201).send({ data: { id: client.id, message: 'Client created and invited' } });
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
      const { file } = request.isMultipart() ? await readForm(request, 'file') : { file: null };
      if (!file) throw new AppError('request.invalid', { detail: 'Choose the CSV file to upload.', pointer: '/file' });
      const started = await startBulkImport(runtime, actorOf(request), file, requestInfo(request));
      return reply.code(202).send({ data: { id: started.id, message: 'Import started' } });
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
      return { data: { message: 'Prospect assigned' } };
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
      return reply.code(201).send({ data: { id: prospect.id, message: 'Invitation sent' } });
    },
  });

  app.post('/invitations/:id/resend', {
    config: invitations,
    schema: { tags: ['clients'], params: idParam, response: { 200: done } },
    handler: async (request) => {
      await resendInvitation(runtime, actorOf(request), request.params.id, requestInfo(request));
      return { data: { message: 'Invitation sent again' } };
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
