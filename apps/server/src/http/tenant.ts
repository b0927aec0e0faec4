import { type Actor, AppError, type FeatureFlag, interpolate, isFeatureOn, messages } from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { practiceHosts, practices } from '../db/schema/index.ts';
import type { RequestPractice } from './request-context.ts';

const cacheMillis = 10_000;

/** An actor who belongs to a practice: every practice route's service acts for one. */
export type PracticeActor = Actor & { practiceId: string };

/**
 * The one rule for "the actor is in this practice": sessions work only on their own practice's hosts, so
 * an actor without a practice (a platform admin) is outside it, and what they ask for is another
 * practice's, a 404 like any other. `what` names the object in the detail ("This case does not exist.").
 */
export function practiceActorOf(actor: Actor, what?: string): PracticeActor {
  if (!actor.practiceId)
    throw new AppError('resource.not_found', what ? { detail: interpolate(messages['errors.notFound'], { what }) } : {});
  return actor as PracticeActor;
}

export function hostOf(request: FastifyRequest): string {
  return (request.headers.host ?? '').replace(/:\d+$/u, '').toLowerCase();
}

/** A feature this practice has switched off does not exist: what belongs to it answers 404 (the routes' `feature` does this whole). */
export function assertFeatureOn(request: FastifyRequest, flag: FeatureFlag): void {
  if (!isFeatureOn(request.practice?.featureFlags ?? {}, flag))
    throw new AppError('feature.disabled', { detail: messages['errors.featureDisabled'] });
}

/**
 * Picks the practice from the request's host. Lookups are cached for 10 s per instance; a change
 * to hosts or feature flags clears this instance's cache at once (`app.forgetPractices()`).
 */
export function registerTenant(app: FastifyInstance, db: Db): void {
  const cache = new Map<string, { practice: RequestPractice | null; at: number }>();
  app.decorate('forgetPractices', () => cache.clear());
  app.decorateRequest('practice', null);
  const lookUp = async (host: string): Promise<RequestPractice | null> => {
    const [row] = await db
      .select({ id: practices.id, name: practices.name, featureFlags: practices.featureFlags, suspendedAt: practices.suspendedAt })
      .from(practiceHosts)
      .innerJoin(practices, eq(practices.id, practiceHosts.practiceId))
      .where(eq(practiceHosts.host, host));
    cache.set(host, { practice: row ?? null, at: Date.now() });
    return row ?? null;
  };
  // Callback hooks: a cached host, nearly every request, goes on without waiting for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const host = hostOf(request);
    const cached = cache.get(host);
    if (cached && Date.now() - cached.at < cacheMillis) {
      request.practice = cached.practice;
      done();
      return;
    }
    lookUp(host).then((practice) => {
      request.practice = practice;
      done();
    }, done);
  });
  // A feature flagged off for this practice does not exist: its routes answer 404.
  app.addHook('onRequest', (request, _reply, done) => {
    const feature = request.routeOptions.config.feature;
    const flags = request.practice?.featureFlags ?? {};
    const anyOf: readonly FeatureFlag[] = typeof feature === 'string' ? [feature] : (feature ?? []);
    if (feature && !anyOf.some((flag) => isFeatureOn(flags, flag))) {
      throw new AppError('feature.disabled', { detail: messages['errors.featureDisabled'] });
    }
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    forgetPractices: () => void;
  }
  interface FastifyContextConfig {
    /** The practice feature flag this route belongs to, or several of which any one keeps it; off means 404. */
    feature?: FeatureFlag | readonly FeatureFlag[];
  }
}
