import { reportTimeZone } from '@advice/domain';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { visitCounts } from '../../db/schema/index.ts';

type Period = { from: string; to: string };
export type VisitKey = { practiceId: string; path: string; isSignedIn: boolean; referrerHost: string };

/** Adds one page view to today's count (in the reports' time zone) for its practice, pattern, sign-in and referrer: one upsert. */
export async function addVisit(tx: Tx, key: VisitKey): Promise<void> {
  await tx
    .insert(visitCounts)
    .values({ ...key, day: sql`(now() at time zone ${reportTimeZone})::date` })
    .onConflictDoUpdate({
      target: [visitCounts.practiceId, visitCounts.day, visitCounts.path, visitCounts.isSignedIn, visitCounts.referrerHost],
      set: { count: sql`${visitCounts.count} + 1` },
    });
}

const inPeriod = (practiceId: string, period: Period) =>
  and(eq(visitCounts.practiceId, practiceId), between(visitCounts.day, period.from, period.to));
const visits = sql<number>`sum(${visitCounts.count})::int`;
const signedIn = sql<number>`coalesce(sum(${visitCounts.count}) filter (where ${visitCounts.isSignedIn}), 0)::int`;

/** The period's page views by day (oldest first) and by page (most visited first). */
export async function listVisitTotals(tx: Tx, { practiceId, period }: { practiceId: string; period: Period }) {
  const where = inPeriod(practiceId, period);
  const [byDay, byPage] = await Promise.all([
    tx
      .select({ day: visitCounts.day, visits, signed_in: signedIn })
      .from(visitCounts)
      .where(where)
      .groupBy(visitCounts.day)
      .orderBy(visitCounts.day),
    tx
      .select({ path: visitCounts.path, visits, signed_in: signedIn })
      .from(visitCounts)
      .where(where)
      .groupBy(visitCounts.path)
      .orderBy(desc(visits), visitCounts.path),
  ]);
  return { byDay, byPage };
}

/** The sites that sent visitors over the period, most first (at most `limit`). */
export async function listReferrers(tx: Tx, { practiceId, period, limit }: { practiceId: string; period: Period; limit: number }) {
  return tx
    .select({ host: visitCounts.referrerHost, visits })
    .from(visitCounts)
    .where(and(inPeriod(practiceId, period), sql`${visitCounts.referrerHost} <> ''`))
    .groupBy(visitCounts.referrerHost)
    .orderBy(desc(visits), visitCounts.referrerHost)
    .limit(limit);
}
