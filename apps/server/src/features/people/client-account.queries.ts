import type { Actor, ClientAccountStatus, ClientPerson } from '@advice/domain';
import { addressOf, usersEndpoints } from '@advice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { additionalAdvisers, clientTagAssignments, clientTags, follows, users } from '../../db/schema/index.ts';
import { fileVersion } from '../files/stored-files.ts';
import type { UserRow } from '../users/users.queries.ts';
import { clientScope } from './client-access.ts';
import { shownClientStatus } from './clients.queries.ts';

export function presentPerson(user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>): ClientPerson {
  return { id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email };
}

export function avatarUrlOf(user: Pick<UserRow, 'id' | 'avatarFileId'>): string | null {
  return user.avatarFileId ? addressOf(usersEndpoints.getAvatar, { id: user.id }, { v: fileVersion(user.avatarFileId) }) : null;
}

export async function listTagsOfClient(tx: Tx, { practiceId, clientId }: { practiceId: string; clientId: string }) {
  return tx
    .select({ id: clientTags.id, name: clientTags.name })
    .from(clientTagAssignments)
    .innerJoin(clientTags, eq(clientTags.id, clientTagAssignments.tagId))
    .where(and(eq(clientTagAssignments.clientId, clientId), eq(clientTags.practiceId, practiceId)))
    .orderBy(asc(sql`lower(${clientTags.name})`));
}

export async function listAdditionalAdvisers(
  tx: Tx,
  { practiceId, clientId }: { practiceId: string; clientId: string },
): Promise<UserRow[]> {
  const rows = await tx
    .select({ user: users })
    .from(additionalAdvisers)
    .innerJoin(users, eq(users.id, additionalAdvisers.adviserId))
    .where(and(eq(additionalAdvisers.clientId, clientId), eq(additionalAdvisers.practiceId, practiceId)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((row) => row.user);
}

export async function isFollowing(tx: Tx, { staffId, clientId }: { staffId: string; clientId: string }): Promise<boolean> {
  const [row] = await tx
    .select({ id: follows.clientId })
    .from(follows)
    .where(and(eq(follows.staffId, staffId), eq(follows.clientId, clientId)));
  return Boolean(row);
}

/** An active adviser of the practice, or null. */
export async function findActiveAdviser(
  tx: Tx,
  { practiceId, adviserId }: { practiceId: string; adviserId: string },
): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, adviserId), eq(users.practiceId, practiceId), eq(users.role, 'adviser'), eq(users.status, 'active')));
  return row ?? null;
}

export async function listActiveAdvisers(
  tx: Tx,
  { practiceId, visibleOnly }: { practiceId: string; visibleOnly: boolean },
): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.practiceId, practiceId),
        eq(users.role, 'adviser'),
        eq(users.status, 'active'),
        visibleOnly ? eq(users.isProfileVisible, true) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Ids of every client the actor may follow (the one client scope): what following all clients follows. */
export async function listFollowableClientIds(tx: Tx, actor: Actor): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(clientScope(actor, 'client.follow'));
  return rows.map((row) => row.id);
}

/** The status the client shows as on their detail page, by the same rule as the client list. */
export async function findShownClientStatus(
  tx: Tx,
  { practiceId, clientId }: { practiceId: string; clientId: string },
): Promise<ClientAccountStatus | null> {
  const result = await tx.execute<{ status: ClientAccountStatus }>(
    sql`SELECT ${shownClientStatus(sql`u`)} AS status FROM users u WHERE u.id = ${clientId} AND u.practice_id = ${practiceId}`,
  );
  return result.rows[0]?.status ?? null;
}
