import {
  additionalAdviserBody,
  adviserChoiceSchema,
  assignClientTagsBody,
  auditEventSchema,
  auditTrailQuery,
  autoFollowBody,
  changeClientAdviserBody,
  clientAccountMessages,
  clientDetailSchema,
  clientDetailsBody,
  clientTagBody,
  clientTagSchema,
  idParam,
  interpolate,
  messages,
  myAdviserSchema,
  personalDetailsBody,
  removeClientBody,
  resetClientTwoFactorBody,
  staffRoles,
  staffRolesFor,
  uploadPolicies,
} from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload, sendMedia } from '../../http/download.ts';
import { readUpload } from '../../http/multipart.ts';
import { setPaginationHeaders } from '../../http/pagination.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  addAdditionalAdviser,
  assertClientEdit,
  changeClientAdviser,
  deactivateClient,
  listAdviserChoices,
  listClientAdditionalAdvisers,
  readLetterOfAuthority,
  readWelcomeVideo,
  removeAdditionalAdviser,
  removeClient,
  resetClientTwoFactor,
  startClientPasswordReset,
  updateClientAvatar,
  uploadLetterOfAuthority,
} from './client-account.actions.ts';
import {
  assignClientTags,
  createTag,
  deleteTag,
  followAllClients,
  followClient,
  getClientDetail,
  getMyAdviser,
  listClientAuditTrail,
  listPracticeTags,
  renameTag,
  setAutoFollow,
  updateClientDetails,
  updatePersonalDetails,
} from './client-account.service.ts';
import { clientLetterRoutes } from './client-letter.routes.ts';

const staff = { roles: staffRoles } as const;
const tagManagers = { roles: staffRolesFor('tags.manage') };
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;
const done = z.object({ data: z.object({ message: z.string() }) });
const tags = ['clients'];
const adviserParams = z.object({ id: z.uuid(), adviserId: z.uuid() });
const personList = z.object({ data: z.array(adviserChoiceSchema.omit({ job_title: true })) });

/** Routes for one client's details and account: tags, follows, additional advisers, adviser changes, removal, audit trail. */
export async function clientAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;
  const limited = { max: runtime.config.authRateLimit, timeWindow: '1 minute' };

  app.get('/clients/:id', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, response: { 200: z.object({ data: clientDetailSchema }) } },
    handler: async (request) => ({ data: await getClientDetail(runtime, actorOf(request), request.params.id) }),
  });

  app.patch('/clients/:id', {
    config: { access: staff },
    schema: { tags, params: idParam, body: clientDetailsBody, response: { 200: done } },
    handler: async (request) => {
      await updateClientDetails(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
      return { data: { message: messages['notification.messages.detailsSaved'] } };
    },
  });

  app.patch('/users/:id/personal-details', {
    config: { access: { roles: ['client'], self: true } },
    schema: { tags: ['users'], params: idParam, body: personalDetailsBody, response: { 200: done } },
    handler: async (request) => {
      await updatePersonalDetails(runtime, actorOf(request), request.body, requestInfo(request));
      return { data: { message: messages['notification.messages.detailsSaved'] } };
    },
  });

  app.patch('/clients/:id/avatar', {
    config: { access: staff },
    schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 200: done } },
    handler: async (request) => {
      await assertClientEdit(runtime, actorOf(request), request.params.id);
      const { file } = await readUpload(request, uploadPolicies.avatar);
      await updateClientAvatar(runtime, actorOf(request), request.params.id, file, requestInfo(request));
      return { data: { message: messages['notification.messages.photoSaved'] } };
    },
  });

  app.get('/client-tags', {
    config: { access: staff },
    schema: { tags, response: { 200: z.object({ data: z.array(clientTagSchema) }) } },
    handler: async (request) => ({ data: await listPracticeTags(runtime, actorOf(request)) }),
  });

  app.post('/client-tags', {
    config: { access: tagManagers },
    schema: { tags, body: clientTagBody, response: { 201: z.object({ data: clientTagSchema }) } },
    handler: async (request, reply) => {
      const tag = await createTag(runtime, actorOf(request), request.body.name, requestInfo(request));
      return reply.code(201).send({ data: tag });
    },
  });

  app.patch('/client-tags/:id', {
    config: { access: tagManagers },
    schema: { tags, params: idParam, body: clientTagBody, response: { 200: z.object({ data: clientTagSchema }) } },
    handler: async (request) => ({
      data: await renameTag(runtime, actorOf(request), request.params.id, request.body.name, requestInfo(request)),
    }),
  });

  app.delete('/client-tags/:id', {
    config: { access: tagManagers },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await deleteTag(runtime, actorOf(request), request.params.id, requestInfo(request));
      return reply.code(204).send();
    },
  });

  app.put('/clients/:id/client-tags', {
    config: { access: staff },
    schema: { tags, params: idParam, body: assignClientTagsBody, response: { 200: z.object({ data: z.array(clientTagSchema) }) } },
    handler: async (request) => ({
      data: await assignClientTags(runtime, actorOf(request), request.params.id, request.body.tag_ids, requestInfo(request)),
    }),
  });

  app.post('/clients/:id/follows', {
    config: { access: staff },
    schema: { tags, params: idParam, response: { 200: done } },
    handler: async (request) => {
      await followClient(runtime, actorOf(request), request.params.id, true);
      return { data: { message: clientAccountMessages['clients.follow.on'] } };
    },
  });

  app.delete('/clients/:id/follows', {
    config: { access: staff },
    schema: { tags, params: idParam, response: { 200: done } },
    handler: async (request) => {
      await followClient(runtime, actorOf(request), request.params.id, false);
      return { data: { message: clientAccountMessages['clients.follow.off'] } };
    },
  });

  app.post('/clients/follow-all', {
    config: { access: staff },
    schema: { tags, response: { 200: done } },
    handler: async (request) => {
      const total = await followAllClients(runtime, actorOf(request), true);
      return { data: { message: interpolate(clientAccountMessages['clients.follow.allOn'], { total: String(total) }) } };
    },
  });

  app.post('/clients/unfollow-all', {
    config: { access: staff },
    schema: { tags, response: { 200: done } },
    handler: async (request) => {
      await followAllClients(runtime, actorOf(request), false);
      return { data: { message: clientAccountMessages['clients.follow.allOff'] } };
    },
  });

  app.patch('/users/:id/auto-follow', {
    config: { access: { roles: staffRoles, self: true } },
    schema: { tags: ['users'], params: idParam, body: autoFollowBody, response: { 200: done } },
    handler: async (request) => {
      await setAutoFollow(runtime, actorOf(request), request.body.enabled, requestInfo(request));
      return {
        data: {
          message: request.body.enabled ? clientAccountMessages['clients.follow.autoOn'] : clientAccountMessages['clients.follow.autoOff'],
        },
      };
    },
  });

  app.get('/clients/:id/additional-advisers', {
    config: { access: staff },
    schema: { tags, params: idParam, response: { 200: personList } },
    handler: async (request) => ({ data: await listClientAdditionalAdvisers(runtime, actorOf(request), request.params.id) }),
  });

  app.post('/clients/:id/additional-advisers', {
    config: { access: staff },
    schema: { tags, params: idParam, body: additionalAdviserBody, response: { 201: done } },
    handler: async (request, reply) => {
      await addAdditionalAdviser(runtime, actorOf(request), request.params.id, request.body.adviser_id, requestInfo(request));
      return reply.code(201).send({ data: { message: clientAccountMessages['clients.additionalAdvisers.added'] } });
    },
  });

  app.delete('/clients/:id/additional-advisers/:adviserId', {
    config: { access: staff },
    schema: { tags, params: adviserParams, response: { 200: done } },
    handler: async (request) => {
      await removeAdditionalAdviser(runtime, actorOf(request), request.params.id, request.params.adviserId, requestInfo(request));
      return { data: { message: clientAccountMessages['clients.additionalAdvisers.removed'] } };
    },
  });

  app.get('/clients/:id/adviser-choices', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, response: { 200: z.object({ data: z.array(adviserChoiceSchema) }) } },
    handler: async (request) => ({ data: await listAdviserChoices(runtime, actorOf(request), request.params.id) }),
  });

  app.post('/clients/:id/change-client-adviser', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, body: changeClientAdviserBody, response: { 200: done } },
    handler: async (request) => {
      await changeClientAdviser(runtime, actorOf(request), request.params.id, request.body.adviser_id, requestInfo(request));
      return { data: { message: clientAccountMessages['clients.changeAdviser.done'] } };
    },
  });

  app.post('/clients/:id/reset-two-factor', {
    config: { access: staff },
    schema: { tags, params: idParam, body: resetClientTwoFactorBody, response: { 200: done } },
    handler: async (request) => {
      await resetClientTwoFactor(runtime, actorOf(request), request.params.id, request.body.method, requestInfo(request));
      return { data: { message: clientAccountMessages['clients.twoFactor.reset'] } };
    },
  });

  app.post('/clients/:id/password-reset', {
    config: { access: staff },
    schema: { tags, params: idParam, response: { 200: done } },
    handler: async (request) => {
      await startClientPasswordReset(runtime, actorOf(request), request.params.id, requestInfo(request));
      return { data: { message: clientAccountMessages['clients.passwordReset.sent'] } };
    },
  });

  app.post('/clients/:id/letter-of-authority', {
    config: { access: staff },
    schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 200: done } },
    handler: async (request) => {
      await assertClientEdit(runtime, actorOf(request), request.params.id);
      const { file } = await readUpload(request, uploadPolicies.letterOfAuthority);
      await uploadLetterOfAuthority(runtime, actorOf(request), request.params.id, file, requestInfo(request));
      return { data: { message: clientAccountMessages['clients.letter.uploaded'] } };
    },
  });

  app.get('/clients/:id/letter-of-authority', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      return sendDownload(reply, await readLetterOfAuthority(runtime, actorOf(request), request.params.id));
    },
  });

  await app.register(clientLetterRoutes);

  app.get('/clients/:id/welcome-video', {
    config: { access: clientOrStaff, feature: 'welcomeVideo' },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      const video = await readWelcomeVideo(runtime, actorOf(request), request.params.id);
      // Played in the page's <video>: a checked MP4, with nothing it could run.
      return sendMedia(reply, { body: video, contentType: 'video/mp4' }, { cacheControl: 'private, max-age=3600' });
    },
  });

  app.post('/clients/:id/deactivate', {
    config: { access: staff },
    schema: { tags, params: idParam, response: { 200: done } },
    handler: async (request) => {
      await deactivateClient(runtime, actorOf(request), request.params.id, requestInfo(request));
      return { data: { message: messages['notification.messages.accountDeactivated'] } };
    },
  });

  app.post('/clients/:id/remove', {
    config: { access: staff, rateLimit: limited },
    schema: { tags, params: idParam, body: removeClientBody, response: { 200: done } },
    handler: async (request) => {
      await removeClient(runtime, actorOf(request), request.params.id, request.body.current_password, requestInfo(request));
      return { data: { message: clientAccountMessages['clients.removed'] } };
    },
  });

  app.get('/clients/:id/audit-trail', {
    config: { access: staff },
    schema: { tags, params: idParam, querystring: auditTrailQuery, response: { 200: z.object({ data: z.array(auditEventSchema) }) } },
    handler: async (request, reply) => {
      const { items, total } = await listClientAuditTrail(runtime, actorOf(request), request.params.id, request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: items };
    },
  });

  app.get('/my-adviser', {
    config: { access: { roles: ['client'] } },
    schema: { tags, response: { 200: z.object({ data: myAdviserSchema }) } },
    handler: async (request) => ({ data: await getMyAdviser(runtime, actorOf(request)) }),
  });
}
