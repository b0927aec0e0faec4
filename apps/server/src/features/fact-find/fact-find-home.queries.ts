import type { FactFindToReview } from '@advice/domain';
import { and, asc, countDistinct, eq, min, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { factFindReviews, factFindVersions, users } from '../../db/schema/index.ts';
import type { PracticeActor } from '../../http/tenant.ts';
import { clientScope } from '../people/client-access.ts';

/**
 * The fact finds waiting on this member of staff: of the clients they may review (the one client scope),
 * those with a version saved by someone else after the one they last marked reviewed. Their own saves
 * never wait on them. Longest waiting first.
 */
export async function listFactFindsToReview(
  db: Tx,
  actor: PracticeActor,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: FactFindToReview[]; total: number }> {
  const reviewed = and(eq(factFindReviews.clientId, factFindVersions.clientId), eq(factFindReviews.reviewerId, actor.userId));
  const where = and(
    eq(factFindVersions.practiceId, actor.practiceId),
    clientScope(actor, 'factFind.review', users),
    sql`${factFindVersions.version} > coalesce(${factFindReviews.version}, 0)`,
    sql`${factFindVersions.savedBy} is distinct from ${actor.userId}::uuid`,
  );
  const waitingSince = min(factFindVersions.savedAt);
  const latest = (column: 'version' | 'saved_at') =>
    sql`(select l.${sql.identifier(column)} from ${factFindVersions} l where l.client_id = ${users.id} order by l.version desc limit 1)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        reviewedVersion: factFindReviews.version,
        waitingSince,
        version: latest('version').mapWith(Number),
        savedAt: latest('saved_at').mapWith(factFindVersions.savedAt),
      })
      .from(factFindVersions)
      .innerJoin(users, eq(users.id, factFindVersions.clientId))
      .leftJoin(factFindReviews, reviewed)
      .where(where)
      .groupBy(users.id, factFindReviews.version)
      .orderBy(asc(waitingSince), asc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: countDistinct(factFindVersions.clientId) })
      .from(factFindVersions)
      .innerJoin(users, eq(users.id, factFindVersions.clientId))
      .leftJoin(factFindReviews, reviewed)
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      client: { id: row.id, first_name: row.firstName, last_name: row.lastName },
      version: row.version,
      reviewed_version: row.reviewedVersion,
      saved_at: row.savedAt.toISOString(),
      waiting_since: (row.waitingSince ?? row.savedAt).toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
