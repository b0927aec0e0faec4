import type { PlatformPractice, PlatformUser, PracticeListFilter, PracticeType } from '@advice/domain';
import { and, asc, count, eq, getTableName, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { practiceHosts, practices, users } from '../../db/schema/index.ts';

export type PracticeRow = typeof practices.$inferSelect;

/**
 * The practice of the row the subqueries below are read for. Drizzle leaves the columns of a one-table select
 * unqualified, where `"id"` would name the subquery's own users' id, so the outer one is named in full.
 */
const outerPracticeId = sql.raw(`"${getTableName(practices)}"."id"`);

const clientsCount = sql<number>`(select count(*)::int from ${users} where ${users.practiceId} = ${outerPracticeId} and ${users.role} = 'client')`;
const hasActiveDirector = sql<boolean>`exists (select 1 from ${users} where ${users.practiceId} = ${outerPracticeId} and ${users.role} = 'director' and ${users.status} = 'active')`;
const hostsOf = sql<
  string[]
>`coalesce((select array_agg(${practiceHosts.host} order by ${practiceHosts.host}) from ${practiceHosts} where ${practiceHosts.practiceId} = ${outerPracticeId}), '{}')`;

const summaryColumns = {
  id: practices.id,
  name: practices.name,
  practiceType: practices.practiceType,
  suspendedAt: practices.suspendedAt,
  createdAt: practices.createdAt,
  hosts: hostsOf,
  clientsCount,
  hasActiveDirector,
};
type SummaryRow = {
  id: string;
  name: string;
  practiceType: PracticeType;
  suspendedAt: Date | null;
  createdAt: Date;
  hosts: string[];
  clientsCount: number;
  hasActiveDirector: boolean;
};

function present(row: SummaryRow): PlatformPractice {
  return {
    id: row.id,
    name: row.name,
    hosts: row.hosts,
    practice_type: row.practiceType,
    status: row.suspendedAt ? 'suspended' : 'active',
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    clients_count: Number(row.clientsCount),
    has_active_director: Boolean(row.hasActiveDirector),
    created_at: row.createdAt.toISOString(),
  };
}

/** Suspended practices, and those whose director has not yet accepted the invitation. */
const needsAttention: SQL = or(isNotNull(practices.suspendedAt), sql`not ${hasActiveDirector}`) as SQL;

/** One page of the platform's practices by name, all or those needing attention, and how many there are. */
export async function listPlatformPractices(
  tx: Tx,
  { filter, limit, offset }: { filter: PracticeListFilter; limit: number; offset: number },
): Promise<{ rows: PlatformPractice[]; total: number }> {
  const where = filter === 'attention' ? needsAttention : undefined;
  const [rows, [total]] = await Promise.all([
    tx.select(summaryColumns).from(practices).where(where).orderBy(asc(practices.name), asc(practices.id)).limit(limit).offset(offset),
    tx.select({ value: count() }).from(practices).where(where),
  ]);
  return { rows: rows.map(present), total: total?.value ?? 0 };
}

export async function findPlatformPractice(tx: Tx, id: string): Promise<PlatformPractice | null> {
  const [row] = await tx.select(summaryColumns).from(practices).where(eq(practices.id, id));
  return row ? present(row) : null;
}

/** The practice row, locked for the change the caller makes in the same transaction. */
export async function lockPractice(tx: Tx, id: string): Promise<PracticeRow | null> {
  const [row] = await tx.select().from(practices).where(eq(practices.id, id)).for('update');
  return row ?? null;
}

export async function listHostsOf(tx: Tx, practiceId: string): Promise<string[]> {
  const rows = await tx.select({ host: practiceHosts.host }).from(practiceHosts).where(eq(practiceHosts.practiceId, practiceId));
  return rows.map((row) => row.host).sort();
}

/** The first of these hosts that another practice is served on, if any. */
export async function findTakenHost(tx: Tx, hosts: readonly string[], exceptPracticeId: string | null): Promise<string | null> {
  const [row] = await tx
    .select({ host: practiceHosts.host })
    .from(practiceHosts)
    .where(and(inArray(practiceHosts.host, [...hosts]), exceptPracticeId ? ne(practiceHosts.practiceId, exceptPracticeId) : undefined))
    .limit(1);
  return row?.host ?? null;
}

/** Serves the practice on exactly these hosts. */
export async function replaceHosts(tx: Tx, practiceId: string, hosts: readonly string[]): Promise<void> {
  await tx.delete(practiceHosts).where(eq(practiceHosts.practiceId, practiceId));
  await tx.insert(practiceHosts).values(hosts.map((host) => ({ host, practiceId })));
}

/** People of every practice (and the platform's admins) whose name or e-mail holds the term, by surname. */
export async function searchPlatformUsers(
  tx: Tx,
  { term, limit, offset }: { term: string; limit: number; offset: number },
): Promise<{ rows: PlatformUser[]; total: number }> {
  const pattern = `%${escapeLike(term)}%`;
  const matches = or(
    sql`${users.email} ilike ${pattern}`,
    sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}`,
    sql`concat_ws(' ', ${users.lastName}, ${users.firstName}) ilike ${pattern}`,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        status: users.status,
        practiceId: practices.id,
        practiceName: practices.name,
      })
      .from(users)
      .leftJoin(practices, eq(practices.id, users.practiceId))
      .where(matches)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(limit)
      .offset(offset),
    tx.select({ value: count() }).from(users).where(matches),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      role: row.role,
      status: row.status,
      practice: row.practiceId && row.practiceName ? { id: row.practiceId, name: row.practiceName } : null,
    })),
    total: total?.value ?? 0,
  };
}
