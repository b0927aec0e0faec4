import { accountMessages, authEndpoints as endpoints, tokenCheckAnswer } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { requestInfo } from '../../http/request-info.ts';
import { presentCurrentUser } from '../users/users.presenter.ts';
import { canChooseSessionTimeout, presentSignedInUser } from '../users/users.service.ts';
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

/** Signing in and out, and the public pages of the links sent by e-mail, each under the tighter auth rate limit. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const limited = { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } };

  serve(
    app,
    endpoints.signIn,
    async (request, reply) => {
      const result = await signIn(runtime, request.body, requestInfo(request));
      if (result.kind === 'two_factor_required') return { two_factor_required: true as const, method: result.method };
      setSessionCookies(request, reply, result.session, result.rememberMe);
      return presentSignedInUser(runtime, result.user, result.session.expiresAt);
    },
    limited,
  );

  serve(app, endpoints.signOut, async (request, reply) => {
    if (request.session) await signOut(runtime, request.session.user.id, request.session.id);
    clearSessionCookie(reply);
  });

  serve(app, endpoints.getCurrentUser, async (request) => {
    const session = request.session;
    if (!session) throw new Error('unreachable: access requires a session');
    return presentCurrentUser(session.user, session.expiresAt, canChooseSessionTimeout(session.user, session.sessionTimeoutEnabled));
  });

  serve(
    app,
    endpoints.requestPasswordReset,
    async (request) => {
      await requestPasswordReset(runtime, request.body.email, requestInfo(request));
      return { message: accountMessages['auth.resetLinkSent'] };
    },
    limited,
  );

  serve(
    app,
    endpoints.checkPasswordResetToken,
    async (request) => {
      await checkPasswordResetToken(runtime, request.query.reset_password_token);
      return { message: tokenCheckAnswer };
    },
    limited,
  );

  serve(
    app,
    endpoints.resetPassword,
    async (request) => {
      await resetPassword(runtime, { token: request.body.reset_password_token, password: request.body.password }, requestInfo(request));
      return { message: accountMessages['auth.passwordReset'] };
    },
    limited,
  );

  serve(app, endpoints.describeConfirmation, (request) => describeConfirmationToken(runtime, request.query.confirmation_token), limited);

  serve(
    app,
    endpoints.confirmAccount,
    async (request) => {
      const { confirmation_token: token, password } = request.body;
      await confirmAccount(runtime, { token, password }, requestInfo(request));
      return { message: password === undefined ? accountMessages['auth.emailConfirmed'] : accountMessages['auth.accountConfirmed'] };
    },
    limited,
  );

  serve(
    app,
    endpoints.confirmEmailChange,
    async (request) => {
      await confirmEmailChange(runtime, request.body.confirmation_token, requestInfo(request));
      return { message: accountMessages['auth.newEmailConfirmed'] };
    },
    limited,
  );

  serve(
    app,
    endpoints.requestAuthenticatorReset,
    async (request) => {
      await requestAuthenticatorReset(runtime, request.body.email, requestInfo(request));
      return { message: accountMessages['auth.authenticatorResetSent'] };
    },
    limited,
  );

  serve(
    app,
    endpoints.resetAuthenticator,
    async (request) => {
      await resetAuthenticator(runtime, { token: request.body.reset_token, password: request.body.password }, requestInfo(request));
      return { message: accountMessages['auth.authenticatorReset'] };
    },
    limited,
  );
}
