import {
  type Actor,
  AppError,
  analyticsEnvironment,
  analyticsReaderRoles,
  messages,
  type Role,
  type VisitBody,
  type VisitReport,
} from '@advice/domain';
import { type PracticeActor, practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { addVisit, listReferrers, listVisitTotals } from './analytics.queries.ts';

/*
 * Visitor analytics: a page view adds one to a daily count and nothing else is kept, so there is nothing
 * personal to audit, export or erase. Outside production the beacon's route does not exist (404).
 */

const maxReferrers = 20;

/** Where the visit was made: the practice of the host, and whether the visitor was signed in there. */
export type VisitContext = { practiceId: string | null; isSignedIn: boolean };

/** Refuses the beacon where analytics are off: any environment but production answers as if the route were not there. */
export function assertAnalyticsOn(runtime: Runtime): void {
  if (runtime.config.env !== analyticsEnvironment) throw new AppError('resource.not_found', { detail: messages['errors.pageNotFound'] });
}

/** Counts one page view of the practice's site. */
export async function recordVisit(runtime: Runtime, context: VisitContext, body: VisitBody): Promise<void> {
  assertAnalyticsOn(runtime);
  if (!context.practiceId) throw new AppError('resource.not_found', { detail: messages['errors.pageNotFound'] });
  await addVisit(runtime.db, {
    practiceId: context.practiceId,
    path: body.path,
    isSignedIn: context.isSignedIn,
    referrerHost: body.referrer_host ?? '',
  });
}

function readerOf(actor: Actor): PracticeActor {
  const reader = practiceActorOf(actor);
  if (!(analyticsReaderRoles as readonly Role[]).includes(reader.role))
    throw new AppError('auth.forbidden', { detail: messages['errors.noAccess'] });
  return reader;
}

/** The practice's page views over a period: in all, by day and by page, and the sites that sent visitors. */
export async function getVisitReport(runtime: Runtime, actor: Actor, period: { from: string; to: string }): Promise<VisitReport> {
  const reader = readerOf(actor);
  const scope = { practiceId: reader.practiceId, period };
  const [{ byDay, byPage }, byReferrer] = await Promise.all([
    listVisitTotals(runtime.db, scope),
    listReferrers(runtime.db, { ...scope, limit: maxReferrers }),
  ]);
  const total = byDay.reduce((sum, row) => ({ visits: sum.visits + row.visits, signed_in: sum.signed_in + row.signed_in }), {
    visits: 0,
    signed_in: 0,
  });
  return { from: period.from, to: period.to, total, by_day: byDay, by_page: byPage, by_referrer: byReferrer };
}
