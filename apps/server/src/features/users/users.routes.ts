import {
  accountMessages,
  authenticatorVerifyBody,
  changeEmailBody,
  changePasswordBody,
  clientRolesFor,
  idParam,
  messages,
  platformRoles,
  profileBody,
  roles,
  sessionTimeoutBody,
  staffRolesFor,
  twoFactorDisableBody,
  twoFactorEmailBody,
  uploadPolicies,
} from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload, sendMedia } from '../../http/download.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  activateUser,
  changeEmail,
  changePassword,
  deactivateUser,
  disableTwoFactor,
  exportPersonalData,
  readAvatar,
  removeAvatar,
  resendConfirmation,
  setEmailTwoFactor,
  setSessionTimeout,
  startAuthenticatorSetup,
  unlockClient,
  updateAvatar,
  updateProfile,
  verifyAuthenticator,
} from './users.service.ts';

const self = { roles, self: true } as const;
const done = z.object({ data: z.object({ message: z.string() }) });

export async function usersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;
  const limited = { max: runtime.config.authRateLimit, timeWindow: '1 minute' };
  const sessionId = (request: { session: { id: string } | null }) => request.session?.id ?? '';

  app.patch('/users/:id/profile', {
    config: { access: self },
    schema: { tags: ['users'], params: idParam, body: profileBody, response: { 200: done } },
    handler: async (request) => {
      await updateProfile(runtime, actorOf(request), request.body, requestInfo(request));
      return { data: { message: messages['notification.messages.detailsSaved'] } };
    },
  });

  app.patch('/users/:id/password', {
    config: { access: self, rateLimit: limited },
    schema: { tags: ['users'], params: idParam, body: changePasswordBody, response: { 200: done } },
    handler: async (request) => {
      await changePassword(runtime, actorOf(request), sessionId(request), request.body, requestInfo(request));
      return { data: { message: accountMessages['account.passwordChanged'] } };
    },
  });

  app.patch('/users/:id/update-email', {
    config: { access: self, rateLimit: limited },
    schema: { tags: ['users'], params: idParam, body: changeEmailBody, response: { 200: done } },
    handler: async (request) => {
      await changeEmail(runtime, actorOf(request), request.body, requestInfo(request));
      return { data: { message: accountMessages['account.emailChangeSent'] } };
    },
  });

  app.patch('/users/:id/session-timeout', {
    config: { access: self, rateLimit: limited },
    schema: { tags: ['users'], params: idParam, body: sessionTimeoutBody, response: { 200: done } },
    handler: async (request) => {
      await setSessionTimeout(runtime, actorOf(request), sessionId(request), request.body, requestInfo(request));
      return { data: { message: messages['notification.messages.detailsSaved'] } };
    },
  });

  app.get('/users/:id/authenticator', {
    config: { access: self },
    schema: {
      tags: ['users'],
      params: idParam,
      response: { 200: z.object({ data: z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() }) }) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await startAuthenticatorSetup(runtime, actorOf(request)) };
    },
  });

  app.post('/users/:id/verify', {
    config: { access: self, rateLimit: limited },
    schema: { tags: ['users'], params: idParam, body: authenticatorVerifyBody, response: { 200: done } },
    handler: async (request) => {
      await verifyAuthenticator(runtime, actorOf(request), request.body, requestInfo(request));
      return { data: { message: accountMessages['account.authenticatorOn'] } };
    },
  });

  app.patch('/users/:id/disable', {
    config: { access: self, rateLimit: limited },
    schema: { tags: ['users'], params: idParam, body: twoFactorDisableBody, response: { 200: done } },
    handler: async (request) => {
      await disableTwoFactor(runtime, actorOf(request), request.body, requestInfo(request));
      return { data: { message: accountMessages['account.twoFactorOff'] } };
    },
  });

  app.patch('/users/:id/update-two-factor-auth', {
    config: { access: self, rateLimit: limited },
    schema: { tags: ['users'], params: idParam, body: twoFactorEmailBody, response: { 200: done } },
    handler: async (request) => {
      await setEmailTwoFactor(runtime, actorOf(request), request.body, requestInfo(request));
      return {
        data: { message: request.body.enabled ? accountMessages['account.emailCodesOn'] : accountMessages['account.twoFactorOff'] },
      };
    },
  });

  app.patch('/users/:id/update-avatar', {
    config: { access: self },
    schema: { tags: ['users'], params: idParam, consumes: ['multipart/form-data'], response: { 200: done } },
    handler: async (request) => {
      const { file } = await readUpload(request, uploadPolicies.avatar);
      await updateAvatar(runtime, actorOf(request), file, requestInfo(request));
      return { data: { message: messages['notification.messages.photoSaved'] } };
    },
  });

  app.delete('/users/:id/remove-avatar', {
    config: { access: self },
    schema: { tags: ['users'], params: idParam },
    handler: async (request, reply) => {
      await removeAvatar(runtime, actorOf(request), requestInfo(request));
      return reply.code(204).send();
    },
  });

  app.get('/avatars/:id', {
    config: { access: { roles } },
    schema: { tags: ['users'], params: idParam },
    handler: async (request, reply) => {
      const image = await readAvatar(runtime, actorOf(request), request.params.id);
      return sendMedia(reply, { body: image, contentType: 'image/png' }, { cacheControl: 'private, max-age=86400' });
    },
  });

  app.get('/users/:id/personal-data', {
    config: { access: self },
    schema: { tags: ['users'], params: idParam },
    handler: async (request, reply) => {
      const data = await exportPersonalData(runtime, actorOf(request));
      const date = new Date().toISOString().slice(0, 10);
      return sendDownload(reply, {
        body: JSON.stringify(data, null, 2),
        contentType: 'application/json',
        fileName: `personal-data-${date}.json`,
      });
    },
  });

  app.patch('/users/:id/deactivate', {
    config: { access: { roles: ['adviser', 'director'] } },
    schema: { tags: ['users'], params: idParam, response: { 200: done } },
    handler: async (request) => {
      await deactivateUser(runtime, actorOf(request), request.params.id, requestInfo(request));
      return { data: { message: messages['notification.messages.accountDeactivated'] } };
    },
  });

  app.patch('/users/:id/activate', {
    config: { access: { roles: platformRoles } },
    schema: { tags: ['users'], params: idParam, response: { 200: done } },
    handler: async (request) => {
      await activateUser(runtime, actorOf(request), request.params.id, requestInfo(request));
      return { data: { message: accountMessages['account.activeAgain'] } };
    },
  });

  // A client's invitation goes by the client permission table, a member of staff's by the staff one.
  const resenders = [...new Set([...clientRolesFor('client.resendInvitation'), ...staffRolesFor('staff.resendInvitation')])];
  app.post('/users/:id/resend-confirmation', {
    config: { access: { roles: resenders } },
    schema: { tags: ['users'], params: idParam, response: { 200: done } },
    handler: async (request) => {
      await resendConfirmation(runtime, actorOf(request), request.params.id, requestInfo(request));
      return { data: { message: messages['notification.messages.invitationResent'] } };
    },
  });

  app.post('/clients/:id/unblock', {
    config: { access: { roles: clientRolesFor('client.unlock') } },
    schema: { tags: ['clients'], params: idParam, response: { 200: done } },
    handler: async (request) => {
      const { wasLocked } = await unlockClient(runtime, actorOf(request), request.params.id, requestInfo(request));
      return { data: { message: wasLocked ? accountMessages['account.unlocked'] : accountMessages['account.notLocked'] } };
    },
  });
}
