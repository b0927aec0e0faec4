import { platformRoles } from '@advice/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { practices, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** A person's name as mails, notices and records show it: first and last, no stray space when one is empty. */
export const fullNameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** Super and support admins: users outside every practice, who sign in on any host. */
const isPlatformAdmin = and(isNull(users.practiceId), inArray(users.role, [...platformRoles]));

/**
 * The account an e-mail signs in to on this practice's host: a super or support admin holding the
 * e-mail, else that practice's user; never another practice's. The platform admin wins over any
 * practice row with the same address (one made before practices were refused such addresses), so
 * no practice can shadow an admin's sign-in, password reset or second factor.
 */
export async function findUserForSignIn(
  tx: Tx,
  { practiceId, email }: { practiceId: string | null; email: string },
): Promise<UserRow | null> {
  const scope = practiceId ? or(eq(users.practiceId, practiceId), isPlatformAdmin) : isPlatformAdmin;
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, email), scope));
  return rows.find((u) => u.practiceId === null) ?? rows[0] ?? null;
}

/** A user by id, within a practice; `practiceId: null` is only for platform admins, who see every practice. */
export async function findUser(tx: Tx, { id, practiceId }: { id: string; practiceId: string | null }): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(practiceId ? and(eq(users.id, id), eq(users.practiceId, practiceId)) : eq(users.id, id));
  return row ?? null;
}

/** The e-mails among these that a super or support admin holds (one query for many addresses). */
export async function listPlatformAdminEmails(tx: Tx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(isPlatformAdmin, inArray(users.email, emails)));
  return new Set(rows.map((row) => row.email));
}

/** Whether a super or support admin holds the e-mail; a practice may then not give it to any of its users. */
export async function isPlatformAdminEmail(tx: Tx, email: string): Promise<boolean> {
  return (await listPlatformAdminEmails(tx, [email])).size > 0;
}

/**
 * Whether the e-mail cannot be given to an account of this practice: a user of the practice or a
 * platform admin holds it. With `practiceId: null` (a platform admin's own address), any account
 * holding it counts, so a platform admin never takes a practice user's address either.
 */
export async function isEmailTaken(tx: Tx, { practiceId, email }: { practiceId: string | null; email: string }): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), practiceId ? or(eq(users.practiceId, practiceId), isPlatformAdmin) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether an e-mail may be given to a user of the practice (a new account, or a changed address):
 * at most one user per practice holds an address, and none when a platform admin holds it. Other
 * practices' users do not count: one person may hold separate accounts in two practices.
 * Callers refuse with the generic `messages['email.taken']`, which does not say who holds it.
 */
export async function canPracticeUseEmail(tx: Tx, { practiceId, email }: { practiceId: string; email: string }): Promise<boolean> {
  return !(await isEmailTaken(tx, { practiceId, email }));
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
