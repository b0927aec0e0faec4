import { randomBytes } from 'node:crypto';
import {
  AppError,
  type Endpoint,
  verificationEndpoints as endpoints,
  isFeatureOn,
  messages,
  type VerificationAuthority,
  verificationAuthorities,
} from '@advice/domain';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { pageOffset } from '../../http/pagination.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import { IdentityEngines } from '../../platform/identity/identity-engines.ts';
import type { Dispatch } from '../../platform/identity/sandbox-provider.ts';
import { csrfCookie } from '../auth/sessions.ts';
import { finishIdentityVerification, startIdentityVerification } from './verification.flow.ts';
import { listVerificationsToReview } from './verification.queries.ts';
import {
  createIdentityVerification,
  getIdentityVerification,
  listIdentityVerificationAuditTrail,
  listIdentityVerifications,
  moveIdentityVerification,
} from './verification.service.ts';

const flagsOf = (request: FastifyRequest) => request.practice?.featureFlags ?? {};

function isAuthority(value: unknown): value is VerificationAuthority {
  return typeof value === 'string' && (verificationAuthorities as readonly string[]).includes(value);
}

/**
 * Mounts the sandbox provider (a Koa app) on the raw request: answered before Fastify reads the body, which the
 * provider reads itself. An authority that is configured for real, or switched off here, has no sandbox (404).
 */
function mountSandbox(app: FastifyInstance, engines: IdentityEngines, endpoint: Endpoint): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, ...(endpoint.feature ? { feature: endpoint.feature } : {}) },
    schema: { tags: [endpoint.tag], hide: true },
    onRequest: async (request, reply) => {
      const { authority } = request.params as { authority?: unknown };
      if (!isAuthority(authority) || !engines.for(authority).isSandbox || !isFeatureOn(flagsOf(request), authority))
        throw new AppError('resource.not_found', { detail: messages['errors.pageNotFound'] });
      reply.hijack();
      try {
        await engines.sandbox.handle(authority, requestInfo(request).origin, request.raw, reply.raw);
      } catch (error) {
        request.log.error({ err: { name: (error as Error).name } }, 'identity sandbox failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        reply.raw.end(messages['errors.generic']);
      }
    },
    handler: async () => {
      throw new Error('the sandbox answers in onRequest');
    },
  });
}

/**
 * A client's identity verifications (spec 3 §7 `/clients/{id}/identity-verifications`): the adviser asks, the
 * client signs in at the authority (consent, then the callback), the adviser completes or either cancels; the
 * portal's keys for the authorities; and the sandbox provider, which the product runs itself.
 */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  // The product's own calls to its sandbox go through the app in this process, with a CSRF pair as any caller's.
  const dispatch: Dispatch = async ({ method, url, headers, payload }) => {
    const csrf = randomBytes(16).toString('base64url');
    const response = await app.inject({
      method: method as HTTPMethods,
      url,
      headers: { ...headers, cookie: `${csrfCookie}=${csrf}`, 'x-csrf-token': csrf },
      ...(payload === undefined ? {} : { payload }),
    });
    return { statusCode: response.statusCode, headers: response.headers, body: response.body };
  };
  const engines = new IdentityEngines({
    settings: runtime.config.identity,
    dataDir: runtime.config.dataDir,
    trustProxy: runtime.config.trustProxy,
    dispatch,
    log: app.log,
  });

  serve(app, endpoints.listIdentityVerifications, (request) =>
    listIdentityVerifications(runtime, actorOf(request), request.params.id, request.query),
  );
  serve(app, endpoints.createIdentityVerification, (request) =>
    createIdentityVerification(runtime, actorOf(request), request.params.id, request.body, requestInfo(request), flagsOf(request)),
  );
  serve(app, endpoints.listIdentityVerificationAuditTrail, (request) =>
    listIdentityVerificationAuditTrail(runtime, actorOf(request), request.params.id, request.query),
  );
  serve(app, endpoints.getIdentityVerification, (request) =>
    getIdentityVerification(runtime, actorOf(request), request.params.id, request.params.verificationId),
  );
  serve(app, endpoints.startIdentityVerification, (request) =>
    startIdentityVerification(
      runtime,
      engines,
      actorOf(request),
      { clientId: request.params.id, id: request.params.verificationId },
      requestInfo(request),
      flagsOf(request),
    ),
  );
  serve(app, endpoints.completeIdentityVerification, (request) =>
    moveIdentityVerification(
      runtime,
      actorOf(request),
      { clientId: request.params.id, id: request.params.verificationId, action: 'complete' },
      requestInfo(request),
    ),
  );
  serve(app, endpoints.cancelIdentityVerification, (request) =>
    moveIdentityVerification(
      runtime,
      actorOf(request),
      { clientId: request.params.id, id: request.params.verificationId, action: 'cancel' },
      requestInfo(request),
    ),
  );
  serve(app, endpoints.listIdentityVerificationsToReview, (request) =>
    listVerificationsToReview(runtime.db, practiceActorOf(actorOf(request)), pageOffset(request.query)),
  );
  serve(app, endpoints.finishIdentityVerification, async (request, reply) => {
    const search = new URL(request.url, 'http://callback.invalid').search;
    const page = await finishIdentityVerification(runtime, engines, actorOf(request), search, requestInfo(request), request.log);
    return reply.header('cache-control', 'no-store').redirect(page, 303);
  });
  serve(app, endpoints.getIdentityVerificationKeys, async (request) => ({
    keys: await engines.for(request.params.authority).publicJwks(),
  }));
  mountSandbox(app, engines, endpoints.sandboxProviderGet);
  mountSandbox(app, engines, endpoints.sandboxProviderPost);
}
