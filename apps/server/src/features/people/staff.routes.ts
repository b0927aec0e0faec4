import {
  adviserSchema,
  adviserSettingsBody,
  createAdminBody,
  createAdviserBody,
  idParam,
  messages,
  practiceAdminSchema,
  staffListQuery,
  staffRoles,
  supportEntrySchema,
  supportRightsBody,
  teamEntrySchema,
  updateAdminBody,
  updateAdviserBody,
  uploadPolicies,
} from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMedia } from '../../http/download.ts';
import { readUpload } from '../../http/multipart.ts';
import { setPaginationHeaders } from '../../http/pagination.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  createAdmin,
  createAdviser,
  getAdmin,
  getAdviser,
  listAdminsFor,
  listAdvisersFor,
  readSignature,
  removeSignature,
  resendStaffInvitation,
  updateAdmin,
  updateAdviser,
  updateAdviserSettings,
  updateSignature,
} from './staff.service.ts';
import { getSupport, getTeam, removeSupport, setSupport } from './staff.support.ts';

const staff = { roles: staffRoles } as const;
const directors = { roles: ['director'] } as const;
const supportManagers = { roles: ['adviser', 'director'] } as const;
const done = z.object({ data: z.object({ message: z.string() }) });
const supportParams = z.object({ id: z.uuid(), adminId: z.uuid() });

/** Routes for advisers, practice admins and their support. */
export async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;
  const adviserResponse = { 200: z.object({ data: adviserSchema }) };
  const adminResponse = { 200: z.object({ data: practiceAdminSchema }) };

  app.get('/advisers', {
    config: { access: staff },
    schema: { tags: ['staff'], querystring: staffListQuery, response: { 200: z.object({ data: z.array(adviserSchema) }) } },
    handler: async (request, reply) => {
      const { rows, total } = await listAdvisersFor(runtime, actorOf(request), request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: rows };
    },
  });

  app.post('/advisers', {
    config: { access: directors },
    schema: { tags: ['staff'], body: createAdviserBody, response: { 201: z.object({ data: adviserSchema }) } },
    handler: async (request, reply) => {
      const adviser = await createAdviser(runtime, actorOf(request), request.body, requestInfo(request));
      return reply.code(201).send({ data: adviser });
    },
  });

  app.get('/advisers/:id', {
    config: { access: staff },
    schema: { tags: ['staff'], params: idParam, response: adviserResponse },
    handler: async (request) => ({ data: await getAdviser(runtime, actorOf(request), request.params.id) }),
  });

  app.patch('/advisers/:id', {
    config: { access: directors },
    schema: { tags: ['staff'], params: idParam, body: updateAdviserBody, response: adviserResponse },
    handler: async (request) => ({
      data: await updateAdviser(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
    }),
  });

  app.patch('/advisers/:id/settings', {
    config: { access: { roles: ['adviser'], self: true } },
    schema: { tags: ['staff'], params: idParam, body: adviserSettingsBody, response: adviserResponse },
    handler: async (request) => ({ data: await updateAdviserSettings(runtime, actorOf(request), request.body, requestInfo(request)) }),
  });

  app.put('/advisers/:id/signature', {
    config: { access: { roles: ['adviser'], self: true } },
    schema: { tags: ['staff'], params: idParam, consumes: ['multipart/form-data'], response: adviserResponse },
    handler: async (request) => {
      const { file } = await readUpload(request, uploadPolicies.signature);
      return { data: await updateSignature(runtime, actorOf(request), file, requestInfo(request)) };
    },
  });

  app.delete('/advisers/:id/signature', {
    config: { access: { roles: ['adviser'], self: true } },
    schema: { tags: ['staff'], params: idParam },
    handler: async (request, reply) => {
      await removeSignature(runtime, actorOf(request), requestInfo(request));
      return reply.code(204).send();
    },
  });

  app.get('/advisers/:id/signature', {
    config: { access: supportManagers },
    schema: { tags: ['staff'], params: idParam },
    handler: async (request, reply) => {
      const image = await readSignature(runtime, actorOf(request), request.params.id);
      return sendMedia(reply, { body: image, contentType: 'image/png' }, { cacheControl: 'private, no-cache' });
    },
  });

  app.post('/advisers/:id/resend-invitation', {
    config: { access: directors },
    schema: { tags: ['staff'], params: idParam, response: { 200: done } },
    handler: async (request) => {
      await resendStaffInvitation(runtime, actorOf(request), request.params.id, 'adviser', requestInfo(request));
      return { data: { message: messages['notification.messages.invitationResent'] } };
    },
  });

  app.get('/advisers/:id/support', {
    config: { access: supportManagers },
    schema: { tags: ['staff'], params: idParam, response: { 200: z.object({ data: z.array(supportEntrySchema) }) } },
    handler: async (request) => ({ data: await getSupport(runtime, actorOf(request), request.params.id) }),
  });

  app.put('/advisers/:id/support/:adminId', {
    config: { access: supportManagers },
    schema: { tags: ['staff'], params: supportParams, body: supportRightsBody, response: { 200: z.object({ data: supportEntrySchema }) } },
    handler: async (request) => {
      const ids = { adviserId: request.params.id, adminId: request.params.adminId };
      return { data: await setSupport(runtime, actorOf(request), ids, request.body.rights, requestInfo(request)) };
    },
  });

  app.delete('/advisers/:id/support/:adminId', {
    config: { access: supportManagers },
    schema: { tags: ['staff'], params: supportParams },
    handler: async (request, reply) => {
      const ids = { adviserId: request.params.id, adminId: request.params.adminId };
      await removeSupport(runtime, actorOf(request), ids, requestInfo(request));
      return reply.code(204).send();
    },
  });

  app.get('/practice-admins', {
    config: { access: staff },
    schema: { tags: ['staff'], querystring: staffListQuery, response: { 200: z.object({ data: z.array(practiceAdminSchema) }) } },
    handler: async (request, reply) => {
      const { rows, total } = await listAdminsFor(runtime, actorOf(request), request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: rows };
    },
  });

  app.post('/practice-admins', {
    config: { access: directors },
    schema: { tags: ['staff'], body: createAdminBody, response: { 201: z.object({ data: practiceAdminSchema }) } },
    handler: async (request, reply) => {
      const admin = await createAdmin(runtime, actorOf(request), request.body, requestInfo(request));
      return reply.code(201).send({ data: admin });
    },
  });

  app.get('/practice-admins/:id', {
    config: { access: staff },
    schema: { tags: ['staff'], params: idParam, response: adminResponse },
    handler: async (request) => ({ data: await getAdmin(runtime, actorOf(request), request.params.id) }),
  });

  app.patch('/practice-admins/:id', {
    config: { access: directors },
    schema: { tags: ['staff'], params: idParam, body: updateAdminBody, response: adminResponse },
    handler: async (request) => ({
      data: await updateAdmin(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
    }),
  });

  app.post('/practice-admins/:id/resend-invitation', {
    config: { access: directors },
    schema: { tags: ['staff'], params: idParam, response: { 200: done } },
    handler: async (request) => {
      await resendStaffInvitation(runtime, actorOf(request), request.params.id, 'admin', requestInfo(request));
      return { data: { message: messages['notification.messages.invitationResent'] } };
    },
  });

  app.get('/practice-admins/:id/team', {
    config: { access: { roles: ['admin', 'director'] } },
    schema: { tags: ['staff'], params: idParam, response: { 200: z.object({ data: z.array(teamEntrySchema) }) } },
    handler: async (request) => ({ data: await getTeam(runtime, actorOf(request), request.params.id) }),
  });
}
