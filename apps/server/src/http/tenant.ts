import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { practiceHosts, practices } from '../db/schema/index.ts';
import type { RequestPractice } from './request-context.ts';

const cacheMillis = 10_000;

export function hostOf(request: FastifyRequest): string {
  return (request.headers.host ?? '').replace(/:\d+$/u, '').toLowerCase();
}

/** Picks the practice from the request's host. Host lookups are cached briefly; hosts change rarely. */
export function registerTenant(app: FastifyInstance, db: Db): void {
  const cache = new Map<string, { practice: RequestPractice | null; at: number }>();
  app.decorateRequest('practice', null);
  app.addHook('onRequest', async (request) => {
    const host = hostOf(request);
    const cached = cache.get(host);
    if (cached && Date.now() - cached.at < cacheMillis) {
      request.practice = cached.practice;
      return;
    }
    const [row] = await db
      .select({ id: practices.id, name: practices.name })
      .from(practiceHosts)
      .innerJoin(practices, eq(practices.id, practiceHosts.practiceId))
      .where(eq(practiceHosts.host, host));
    request.practice = row ?? null;
    cache.set(host, { practice: request.practice, at: Date.now() });
  });
}
