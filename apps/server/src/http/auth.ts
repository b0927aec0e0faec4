import { timingSafeEqual } from 'node:crypto';
import { AppError, apiPrefix, messages, signedInCookie } from '@advice/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { clearSignedInCookie, csrfCookie, findLiveSession, randomToken, sessionCookie, setCsrfCookie } from '../features/auth/sessions.ts';
import { assertPracticeOpen } from '../features/platform-admin/practice-suspension.ts';
import type { Access } from './request-context.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export type DeclaredRoute = { method: string; url: string; access: Access };

/** The documentation pages that @fastify/swagger-ui registers itself; public by nature. */
const docsPrefix = `${apiPrefix}/docs`;

/**
 * Refuses to register an API route that does not say who may call it, and keeps the
 * declarations so the route matrix test can walk every route.
 */
export function requireAccessDeclarations(app: FastifyInstance): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(docsPrefix)) return;
    const config = route.config as { access?: Access } | undefined;
    if (!config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access: add config.access`);
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') declared.push({ method, url: route.url, access: config.access });
  });
  return declared;
}

/**
 * Loads the session from its cookie, checks CSRF on state-changing calls, then enforces the
 * route's access declaration. A session is only valid on its own practice's hosts.
 */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[sessionCookie];
    if (token) {
      const session = await findLiveSession(db, token);
      const practiceId = request.practice?.id ?? null;
      if (session && (session.user.practiceId === null || session.user.practiceId === practiceId)) {
        request.session = session;
        request.actor = {
          userId: session.user.id,
          practiceId: session.user.practiceId,
          role: session.user.role,
          adminLevel: session.user.adminLevel,
        };
      }
    }
    if (!request.cookies[csrfCookie] && !request.session) setCsrfCookie(request, reply, randomToken());
    if (request.cookies[signedInCookie] && !request.session) clearSignedInCookie(reply);
    assertPracticeOpen(request);
    if (!safeMethods.has(request.method)) assertCsrf(request);
    assertAccess(request);
  });
}

/** Runs before the body is read or validated, so a caller without the right never learns more than 401 or 403. */
function assertAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  if (!access || 'public' in access) return;
  const actor = request.actor;
  if (!actor) throw new AppError('auth.unauthenticated', { detail: messages['errors.signInRequired'] });
  if (!access.roles.includes(actor.role)) throw new AppError('auth.forbidden', { detail: messages['errors.noAccess'] });
  if (access.self) {
    const id = (request.params as { id?: string }).id;
    if (id !== actor.userId) throw new AppError('auth.forbidden', { detail: messages['errors.ownAccountOnly'] });
  }
}

function assertCsrf(request: FastifyRequest): void {
  const header = request.headers['x-csrf-token'];
  const sent = Array.isArray(header) ? header[0] : header;
  const expected = request.session ? request.session.csrfToken : request.cookies[csrfCookie];
  if (!sameToken(sent, expected)) {
    throw new AppError('auth.csrf', { detail: messages['errors.csrf'] });
  }
}
