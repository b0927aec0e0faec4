import {
  accountMessages,
  authenticatorResetBody,
  authenticatorResetRequestBody,
  confirmationQuery,
  confirmEmailChangeBody,
  currentUserSchema,
  messages,
  passwordField,
  passwordResetBody,
  passwordResetRequestBody,
  roles,
  signInBody,
  tokenCheckAnswer,
} from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestInfo } from '../../http/request-info.ts';
import { presentSessionUser, presentSignedInUser } from '../users/users.service.ts';
import {
  checkPasswordResetToken,
  confirmAccount,
  confirmEmailChange,
  describeConfirmationToken,
  requestAuthenticatorReset,
  requestPasswordReset,
  resetAuthenticator,
  resetPassword,
  signIn,
  signOut,
} from './auth.service.ts';
import { clearSessionCookie, setSessionCookies } from './sessions.ts';

const publicAccess = { public: true } as const;
const anyone = { roles } as const;
const accepted = z.object({ data: z.object({ message: z.string() }) });
/** An invitation sets the first password; an account registered with its own password confirms with the link alone. */
const confirmAccountBody = confirmationQuery
  .extend({ password: passwordField.optional(), password_confirmation: z.string().max(128).optional() })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    message: messages['errors.passwordConfirmation'],
    path: ['password_confirmation'],
  });

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;
  const limited = { max: runtime.config.authRateLimit, timeWindow: '1 minute' };

  app.post('/users/sign_in', {
    config: { access: publicAccess, rateLimit: limited },
    schema: {
      tags: ['auth'],
      body: signInBody,
      response: {
        200: z.object({
          data: z.union([
            currentUserSchema,
            z.object({ two_factor_required: z.literal(true), method: z.enum(['email', 'authenticator']) }),
          ]),
        }),
      },
    },
    handler: async (request, reply) => {
      const result = await signIn(runtime, request.body, requestInfo(request));
      if (result.kind === 'two_factor_required') return { data: { two_factor_required: true as const, method: result.method } };
      setSessionCookies(request, reply, result.session, result.rememberMe);
      return { data: await presentSignedInUser(runtime, result.user, result.session.expiresAt) };
    },
  });

  app.delete('/users/sign_out', {
    config: { access: anyone },
    schema: { tags: ['auth'] },
    handler: async (request, reply) => {
      if (request.session) await signOut(runtime, request.session.user.id, request.session.id);
      clearSessionCookie(reply);
      return reply.code(204).send();
    },
  });

  app.get('/users/me', {
    config: { access: anyone },
    schema: { tags: ['auth'], response: { 200: z.object({ data: currentUserSchema }) } },
    handler: async (request) => {
      const session = request.session;
      if (!session) throw new Error('unreachable: access requires a session');
      return { data: presentSessionUser(session.row, session.practiceSettings, session.expiresAt) };
    },
  });

  app.post('/users/password', {
    config: { access: publicAccess, rateLimit: limited },
    schema: { tags: ['auth'], body: passwordResetRequestBody, response: { 202: accepted } },
    handler: async (request, reply) => {
      await requestPasswordReset(runtime, request.body.email, requestInfo(request));
      return reply.code(202).send({ data: { message: accountMessages['auth.resetLinkSent'] } });
    },
  });

  app.get('/users/password', {
    config: { access: publicAccess, rateLimit: limited },
    schema: {
      tags: ['auth'],
      querystring: z.object({
        reset_password_token: z.string().trim().min(16, messages['token.invalid']).max(200, messages['token.invalid']),
      }),
      response: { 200: accepted },
    },
    handler: async (request) => {
      await checkPasswordResetToken(runtime, request.query.reset_password_token);
      return { data: { message: tokenCheckAnswer } };
    },
  });

  app.patch('/users/password', {
    config: { access: publicAccess, rateLimit: limited },
    schema: { tags: ['auth'], body: passwordResetBody, response: { 200: accepted } },
    handler: async (request) => {
      await resetPassword(runtime, { token: request.body.reset_password_token, password: request.body.password }, requestInfo(request));
      return { data: { message: accountMessages['auth.passwordReset'] } };
    },
  });

  app.get('/users/confirmation', {
    config: { access: publicAccess, rateLimit: limited },
    schema: {
      tags: ['auth'],
      querystring: confirmationQuery,
      response: { 200: z.object({ data: z.object({ email: z.string(), first_name: z.string(), needs_password: z.boolean() }) }) },
    },
    handler: async (request) => ({ data: await describeConfirmationToken(runtime, request.query.confirmation_token) }),
  });

  app.post('/users/confirmation', {
    config: { access: publicAccess, rateLimit: limited },
    schema: { tags: ['auth'], body: confirmAccountBody, response: { 200: accepted } },
    handler: async (request) => {
      const { confirmation_token: token, password } = request.body;
      await confirmAccount(runtime, { token, password }, requestInfo(request));
      const message = password === undefined ? accountMessages['auth.emailConfirmed'] : accountMessages['auth.accountConfirmed'];
      return { data: { message } };
    },
  });

  app.post('/users/confirmation/email', {
    config: { access: publicAccess, rateLimit: limited },
    schema: { tags: ['auth'], body: confirmEmailChangeBody, response: { 200: accepted } },
    handler: async (request) => {
      await confirmEmailChange(runtime, request.body.confirmation_token, requestInfo(request));
      return { data: { message: accountMessages['auth.newEmailConfirmed'] } };
    },
  });

  app.post('/users/reset_google_authenticator_setup', {
    config: { access: publicAccess, rateLimit: limited },
    schema: { tags: ['auth'], body: authenticatorResetRequestBody, response: { 202: accepted } },
    handler: async (request, reply) => {
      await requestAuthenticatorReset(runtime, request.body.email, requestInfo(request));
      return reply.code(202).send({ data: { message: accountMessages['auth.authenticatorResetSent'] } });
    },
  });

  app.post('/users/reset_authenticator', {
    config: { access: publicAccess, rateLimit: limited },
    schema: { tags: ['auth'], body: authenticatorResetBody, response: { 200: accepted } },
    handler: async (request) => {
      await resetAuthenticator(runtime, { token: request.body.reset_token, password: request.body.password }, requestInfo(request));
      return { data: { message: accountMessages['auth.authenticatorReset'] } };
    },
  });
}
