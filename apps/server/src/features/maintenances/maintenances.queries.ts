import {
  AppError,
  type Maintenance,
  type MaintenanceNotice,
  type MaintenancePeriod,
  maintenanceMessages,
  maintenanceNoticeLookaheadMinutes,
  maintenancePeriodOf,
  maintenanceShowsFrom,
} from '@advice/domain';
import { and, asc, count, desc, eq, exists, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { maintenancePractices, maintenances, practices } from '../../db/schema/index.ts';

export type MaintenanceRow = typeof maintenances.$inferSelect;
type Practice = { id: string; name: string };

export function maintenanceNotFound(): AppError {
  return new AppError('resource.not_found', { detail: maintenanceMessages['maintenances.notFound'] });
}

/** A period as a condition on the window, and the order its list reads best in (what comes next first; the latest past first). */
function periodOf(period: MaintenancePeriod, now: Date): { where: SQL; orderBy: SQL[] } {
  switch (period) {
    case 'upcoming':
      return { where: gt(maintenances.startsAt, now), orderBy: [asc(maintenances.startsAt), asc(maintenances.id)] };
    case 'in_progress':
      return {
        where: and(lte(maintenances.startsAt, now), gt(maintenances.endsAt, now)) as SQL,
        orderBy: [asc(maintenances.endsAt), asc(maintenances.id)],
      };
    case 'past':
      return { where: lte(maintenances.endsAt, now), orderBy: [desc(maintenances.endsAt), asc(maintenances.id)] };
  }
}

/** The chosen practices of each maintenance, by name. */
async function practicesOf(db: Db | Tx, ids: readonly string[]): Promise<Map<string, Practice[]>> {
  const byMaintenance = new Map<string, Practice[]>();
  if (ids.length === 0) return byMaintenance;
  const rows = await db
    .select({ maintenanceId: maintenancePractices.maintenanceId, id: practices.id, name: practices.name })
    .from(maintenancePractices)
    .innerJoin(practices, eq(practices.id, maintenancePractices.practiceId))
    .where(inArray(maintenancePractices.maintenanceId, [...ids]))
    .orderBy(asc(practices.name), asc(practices.id));
  for (const { maintenanceId, id, name } of rows)
    byMaintenance.set(maintenanceId, [...(byMaintenance.get(maintenanceId) ?? []), { id, name }]);
  return byMaintenance;
}

/** A maintenance as the API answers it, with its chosen practices. */
export function presentMaintenance(row: MaintenanceRow, chosen: readonly Practice[], now: Date): Maintenance {
  const window = { starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() };
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    ...window,
    notice_hours: row.noticeHours,
    shows_from: maintenanceShowsFrom(row.startsAt, row.noticeHours).toISOString(),
    scope: row.isForAllPractices ? 'all' : 'chosen',
    practices: row.isForAllPractices ? [] : [...chosen],
    period: maintenancePeriodOf(window, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One page of the maintenances of a period. */
export async function listMaintenanceRows(
  db: Db,
  { period, now, limit, offset }: { period: MaintenancePeriod; now: Date; limit: number; offset: number },
): Promise<{ rows: Maintenance[]; total: number }> {
  const { where, orderBy } = periodOf(period, now);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(maintenances)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(maintenances).where(where),
  ]);
  const chosen = await practicesOf(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => presentMaintenance(row, chosen.get(row.id) ?? [], now)), total: counted?.total ?? 0 };
}

/** One maintenance, locked for a change when `forUpdate`; 404 when there is none. */
export async function findMaintenance(db: Db | Tx, id: string, forUpdate = false): Promise<MaintenanceRow> {
  const query = db.select().from(maintenances).where(eq(maintenances.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw maintenanceNotFound();
  return row;
}

/** The practices a maintenance names, by name. */
export async function chosenPracticesOf(db: Db | Tx, maintenanceId: string): Promise<Practice[]> {
  return (await practicesOf(db, [maintenanceId])).get(maintenanceId) ?? [];
}

/** The practices of these ids, by name; null when one of them does not exist. */
export async function findPractices(db: Db | Tx, ids: readonly string[]): Promise<Practice[] | null> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: practices.id, name: practices.name })
    .from(practices)
    .where(inArray(practices.id, [...ids]))
    .orderBy(asc(practices.name), asc(practices.id));
  return rows.length === ids.length ? rows : null;
}

/** Every practice by name, for a maintenance's choice. */
export async function listPracticeChoices(db: Db): Promise<Practice[]> {
  return db.select({ id: practices.id, name: practices.name }).from(practices).orderBy(asc(practices.name), asc(practices.id));
}

/** Names exactly these practices for the maintenance. */
export async function setMaintenancePractices(tx: Tx, maintenanceId: string, practiceIds: readonly string[]): Promise<void> {
  await tx.delete(maintenancePractices).where(eq(maintenancePractices.maintenanceId, maintenanceId));
  if (practiceIds.length === 0) return;
  await tx.insert(maintenancePractices).values(practiceIds.map((practiceId) => ({ maintenanceId, practiceId })));
}

/** A page asks at most this many notices at once; more at one time would crowd the page anyway. */
const maxNotices = 5;

/**
 * The notices of one practice that show now or within the lookahead and have not ended, soonest first:
 * every maintenance for all practices, and those naming this one.
 */
export async function listNoticeRows(db: Db, { practiceId, now }: { practiceId: string; now: Date }): Promise<MaintenanceNotice[]> {
  const horizon = new Date(now.getTime() + maintenanceNoticeLookaheadMinutes * 60_000);
  const concerned = sql`(${maintenances.isForAllPractices} or ${exists(
    db
      .select({ one: sql`1` })
      .from(maintenancePractices)
      .where(and(eq(maintenancePractices.maintenanceId, maintenances.id), eq(maintenancePractices.practiceId, practiceId))),
  )})`;
  const showsFrom = sql`${maintenances.startsAt} - make_interval(hours => ${maintenances.noticeHours})`;
  const rows = await db
    .select()
    .from(maintenances)
    .where(and(gt(maintenances.endsAt, now), sql`${showsFrom} <= ${horizon.toISOString()}::timestamptz`, concerned))
    .orderBy(asc(maintenances.startsAt), asc(maintenances.id))
    .limit(maxNotices);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    message: row.message,
    shows_from: maintenanceShowsFrom(row.startsAt, row.noticeHours).toISOString(),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  }));
}
