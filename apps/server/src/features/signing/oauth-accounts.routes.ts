import { AppError, docusignEndpoints } from '@advice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  type ConnectingSession,
  connectOAuthAccounts,
  disconnectOAuthAccount,
  listOAuthAccounts,
  startOAuthConnection,
} from './oauth-accounts.service.ts';

function sessionOf(request: FastifyRequest): ConnectingSession {
  if (!request.session) throw new AppError('auth.unauthenticated');
  return { id: request.session.id, userId: request.session.user.id };
}

/** An adviser's connected signing accounts (spec 1 §7 `/oauth_accounts`, `GET /users/{id}/oauth_accounts`); behind the docusign flag. */
export async function oauthAccountsRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, docusignEndpoints.startOAuthConnection, async (request) =>
    startOAuthConnection(runtime, actorOf(request), sessionOf(request), requestInfo(request).origin),
  );
  serve(app, docusignEndpoints.connectOAuthAccounts, async (request) =>
    connectOAuthAccounts(runtime, actorOf(request), sessionOf(request), request.body),
  );
  serve(app, docusignEndpoints.listOAuthAccounts, (request) => listOAuthAccounts(runtime, actorOf(request), request.params.id));
  serve(app, docusignEndpoints.disconnectOAuthAccount, (request) => disconnectOAuthAccount(runtime, actorOf(request), request.params.id));
}
