import { randomUUID } from 'node:crypto';
import type { RegistrationBody } from '@advice/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { sendConfirmation } from '../auth/auth.service.ts';
import { hashToken, randomToken } from '../auth/sessions.ts';
import type { UserRow } from '../users/users.queries.ts';

/**
 * A registration's answers without its secrets (password, captcha): what a registration that met a
 * held address keeps, so that correcting the address later can still open the account.
 */
export type StoredRegistration = Omit<RegistrationBody, 'user' | 'metadata'> & {
  user: Omit<RegistrationBody['user'], 'password' | 'password_confirmation'>;
  metadata: Omit<RegistrationBody['metadata'], 'captcha'>;
};

/** A registration waiting for a free address: no account was made, since the one given was held. */
export type PendingRegistration = { practiceId: string; passwordHash: string; body: StoredRegistration };

/**
 * The token kind of a pending registration. It is bound to the holder of the address only because a
 * token needs a user; it never acts on that account, and a kind of its own keeps the holder's own
 * tokens from superseding it.
 */
export const pendingRegistrationKind = 'registration_pending';

export function withoutSecrets(body: RegistrationBody): StoredRegistration {
  const { password: _password, password_confirmation: _confirmation, ...user } = body.user;
  const { captcha: _captcha, ...metadata } = body.metadata;
  return { ...body, user, metadata };
}

/**
 * Who holds an address on this practice's sign-up: an account of the practice, or a platform admin,
 * who signs in on every practice's host.
 */
export async function findEmailHolder(tx: Tx, practiceId: string, email: string): Promise<UserRow | null> {
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, email), or(eq(users.practiceId, practiceId), isNull(users.practiceId))));
  return rows.find((user) => user.practiceId !== null) ?? rows[0] ?? null;
}

/** The e-mail unique index, met by a registration racing another with the same address. */
function isEmailUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'users_practice_email_unique') return true;
  }
  return false;
}

/**
 * Runs a write that claims an address in a savepoint; null when a simultaneous registration took the
 * address first, with the transaction still usable.
 */
export async function claimEmail<T>(tx: Tx, write: (sp: Tx) => Promise<T>): Promise<T | null> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (isEmailUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Tells the holder of an address someone tried to register with it, instead of telling the visitor
 * it is taken. An account registered through the wizard and not yet confirmed gets its confirmation
 * link again, which is what its owner registering a second time needs; a deactivated one gets nothing.
 */
export async function notifyEmailHolder(uow: UnitOfWork, practiceId: string, holder: UserRow, origin: string): Promise<void> {
  if (holder.status === 'deactivated') return;
  if (holder.status === 'invited' && holder.passwordHash !== null && holder.practiceId === practiceId) {
    await sendConfirmation(uow, holder, origin);
    return;
  }
  await uow.mail({
    practiceId,
    to: holder.email,
    template: 'registrationAttempted',
    params: { firstName: holder.firstName, signInLink: `${origin}/users/sign_in`, resetLink: `${origin}/users/password` },
  });
}

/** The registration token of a pending registration: the visitor holds it as they would a real one. */
export async function issuePendingRegistrationToken(
  tx: Tx,
  holder: UserRow,
  pending: PendingRegistration,
  lifetimeMillis: number,
): Promise<string> {
  const token = randomToken();
  await tx.insert(userTokens).values({
    id: randomUUID(),
    userId: holder.id,
    kind: pendingRegistrationKind,
    tokenHash: hashToken(token),
    data: { email: pending.body.user.email, pending },
    expiresAt: new Date(Date.now() + lifetimeMillis),
  });
  return token;
}
