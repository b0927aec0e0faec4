import { platformRoles } from '@advice/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { practices, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The account an e-mail signs in to on this practice's host: a practice member, or a super or
 * support admin (who sit outside practices and may sign in on any host).
 */
export async function findUserForSignIn(
  tx: Tx,
  { practiceId, email }: { practiceId: string | null; email: string },
): Promise<UserRow | null> {
  const platform = and(isNull(users.practiceId), inArray(users.role, [...platformRoles]));
  const scope = practiceId ? or(eq(users.practiceId, practiceId), platform) : platform;
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, email), scope));
  return rows.find((u) => u.practiceId !== null) ?? rows[0] ?? null;
}

/** A user by id, within a practice; `practiceId: null` is only for platform admins, who see every practice. */
export async function findUser(tx: Tx, { id, practiceId }: { id: string; practiceId: string | null }): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(practiceId ? and(eq(users.id, id), eq(users.practiceId, practiceId)) : eq(users.id, id));
  return row ?? null;
}

export async function isEmailTaken(tx: Tx, { practiceId, email }: { practiceId: string | null; email: string }): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), practiceId ? eq(users.practiceId, practiceId) : isNull(users.practiceId)));
  return row !== undefined;
}

export async function updateUser(tx: Tx, { id }: { id: string }, values: Partial<UserRow>): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user vanished during update');
  return row;
}

export async function getPracticeSettings(tx: Tx, practiceId: string | null): Promise<{ name: string; settings: Record<string, unknown> }> {
  if (!practiceId) return { name: 'Advice Portal', settings: {} };
  const [row] = await tx.select({ name: practices.name, settings: practices.settings }).from(practices).where(eq(practices.id, practiceId));
  return row ?? { name: 'Advice Portal', settings: {} };
}
