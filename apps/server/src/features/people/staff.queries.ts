import type { AdminRight, StaffListQuery } from '@advice/domain';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { adminAssignments, users } from '../../db/schema/index.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { UserRow } from '../users/users.queries.ts';

export type StaffRole = 'adviser' | 'admin';
export type AssignmentRow = typeof adminAssignments.$inferSelect;

function listFilter(practiceId: string, role: StaffRole, query: Pick<StaffListQuery, 'search' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(users.practiceId, practiceId), eq(users.role, role)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.lastName, pattern)),
    );
  }
  return and(...conditions);
}

// Drizzle leaves columns unqualified in a one-table select, so the outer row is named explicitly here.
const outerId = sql.raw('"users"."id"');
const clientsCount = sql<number>`(select count(*)::int from ${users} c where c.adviser_id = ${outerId} and c.role = 'client')`;
const supportingCount = sql<number>`(select count(*)::int from ${adminAssignments} a where a.adviser_id = ${outerId})`;
const supportedCount = sql<number>`(select count(*)::int from ${adminAssignments} a where a.admin_id = ${outerId})`;

export type AdviserRow = { user: UserRow; clientsCount: number; supportingCount: number };
export type AdminRow = { user: UserRow; advisersCount: number };

export async function listAdvisers(
  tx: Tx,
  { practiceId, query }: { practiceId: string; query: StaffListQuery },
): Promise<{ rows: AdviserRow[]; total: number }> {
  const where = listFilter(practiceId, 'adviser', query);
  const [rows, [totalRow]] = await Promise.all([
    tx
      .select({ user: users, clientsCount, supportingCount })
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(pageOffset(query).limit)
      .offset(pageOffset(query).offset),
    tx.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function listAdmins(
  tx: Tx,
  { practiceId, query }: { practiceId: string; query: StaffListQuery },
): Promise<{ rows: AdminRow[]; total: number }> {
  const where = listFilter(practiceId, 'admin', query);
  const [rows, [totalRow]] = await Promise.all([
    tx
      .select({ user: users, advisersCount: supportedCount })
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(pageOffset(query).limit)
      .offset(pageOffset(query).offset),
    tx.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** One staff member of a role in the practice; a user of another role or practice is not found. */
export async function findStaff(
  tx: Tx,
  { practiceId, id, role }: { practiceId: string; id: string; role: StaffRole },
): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.practiceId, practiceId), eq(users.role, role)));
  return row ?? null;
}

export async function findAdviserWithCounts(tx: Tx, { practiceId, id }: { practiceId: string; id: string }): Promise<AdviserRow | null> {
  const [row] = await tx
    .select({ user: users, clientsCount, supportingCount })
    .from(users)
    .where(and(eq(users.id, id), eq(users.practiceId, practiceId), eq(users.role, 'adviser')));
  return row ?? null;
}

export async function findAdminWithCounts(tx: Tx, { practiceId, id }: { practiceId: string; id: string }): Promise<AdminRow | null> {
  const [row] = await tx
    .select({ user: users, advisersCount: supportedCount })
    .from(users)
    .where(and(eq(users.id, id), eq(users.practiceId, practiceId), eq(users.role, 'admin')));
  return row ?? null;
}

export async function insertStaff(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

const admin = alias(users, 'admin');
const adviser = alias(users, 'adviser');

/** The admins supporting one adviser, with the rights each was granted. */
export async function listSupportOf(tx: Tx, { practiceId, adviserId }: { practiceId: string; adviserId: string }) {
  return tx
    .select({ assignment: adminAssignments, admin })
    .from(adminAssignments)
    .innerJoin(admin, eq(admin.id, adminAssignments.adminId))
    .where(and(eq(adminAssignments.practiceId, practiceId), eq(adminAssignments.adviserId, adviserId)))
    .orderBy(asc(admin.lastName), asc(admin.firstName));
}

/** The advisers one admin supports, with the rights each granted. */
export async function listTeamOf(tx: Tx, { practiceId, adminId }: { practiceId: string; adminId: string }) {
  return tx
    .select({ assignment: adminAssignments, adviser })
    .from(adminAssignments)
    .innerJoin(adviser, eq(adviser.id, adminAssignments.adviserId))
    .where(and(eq(adminAssignments.practiceId, practiceId), eq(adminAssignments.adminId, adminId)))
    .orderBy(asc(adviser.lastName), asc(adviser.firstName));
}

export async function findAssignment(
  tx: Tx,
  { adminId, adviserId }: { adminId: string; adviserId: string },
): Promise<AssignmentRow | null> {
  const [row] = await tx
    .select()
    .from(adminAssignments)
    .where(and(eq(adminAssignments.adminId, adminId), eq(adminAssignments.adviserId, adviserId)));
  return row ?? null;
}

export async function saveAssignment(
  tx: Tx,
  values: { practiceId: string; adminId: string; adviserId: string; rights: AdminRight[] },
): Promise<AssignmentRow> {
  const [row] = await tx
    .insert(adminAssignments)
    .values(values)
    .onConflictDoUpdate({ target: [adminAssignments.adminId, adminAssignments.adviserId], set: { rights: values.rights } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function deleteAssignment(tx: Tx, { adminId, adviserId }: { adminId: string; adviserId: string }): Promise<void> {
  await tx.delete(adminAssignments).where(and(eq(adminAssignments.adminId, adminId), eq(adminAssignments.adviserId, adviserId)));
}
