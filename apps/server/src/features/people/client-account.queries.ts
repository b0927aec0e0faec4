import type { Actor, ClientAccountStatus, ClientPerson } from '@advice/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  additionalAdvisers,
  adminAssignments,
  caseDocuments,
  clientCases,
  clientTagAssignments,
  clientTags,
  follows,
  users,
} from '../../db/schema/index.ts';
import type { UserRow } from '../users/users.queries.ts';
import { shownClientStatus } from './clients.queries.ts';

export function presentPerson(user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>): ClientPerson {
  return { id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email };
}

export function avatarUrlOf(user: Pick<UserRow, 'id' | 'avatarKey'>): string | null {
  return user.avatarKey ? `/api/v1/avatars/${user.id}?v=${encodeURIComponent(user.avatarKey.slice(-8))}` : null;
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

/**
 * Ids of every client the staff actor may see: a director all of the practice's, an adviser their own and
 * those they are an additional adviser of, a practice admin those of the advisers they support.
 */
export async function listVisibleClientIds(tx: Tx, actor: Actor & { practiceId: string }): Promise<string[]> {
  const inPractice = and(eq(users.practiceId, actor.practiceId), eq(users.role, 'client'));
  let condition = inPractice;
  if (actor.role === 'adviser') {
    const extra = tx
      .select({ id: additionalAdvisers.clientId })
      .from(additionalAdvisers)
      .where(eq(additionalAdvisers.adviserId, actor.userId));
    condition = and(inPractice, or(eq(users.adviserId, actor.userId), inArray(users.id, extra)));
  } else if (actor.role === 'admin') {
    const supported = tx
      .select({ id: adminAssignments.adviserId })
      .from(adminAssignments)
      .where(and(eq(adminAssignments.adminId, actor.userId), eq(adminAssignments.practiceId, actor.practiceId)));
    condition = and(inPractice, inArray(users.adviserId, supported));
  } else if (actor.role !== 'director') {
    return [];
  }
  const rows = await tx.select({ id: users.id }).from(users).where(condition);
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

/** The stored files of every document on the client's cases, which go with the client's rows. */
export async function listCaseDocumentKeysOf(
  tx: Tx,
  { practiceId, clientId }: { practiceId: string; clientId: string },
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ key: caseDocuments.storageKey })
    .from(caseDocuments)
    .innerJoin(clientCases, eq(clientCases.id, caseDocuments.caseId))
    .where(and(eq(clientCases.clientId, clientId), eq(clientCases.practiceId, practiceId)));
  return rows.map((row) => row.key);
}

/** Those of `keys` no case document of the practice stores its file under any more (batch-created packs share files). */
export async function listUnusedDocumentKeys(tx: Tx, { practiceId, keys }: { practiceId: string; keys: string[] }): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await tx
    .selectDistinct({ key: caseDocuments.storageKey })
    .from(caseDocuments)
    .where(and(eq(caseDocuments.practiceId, practiceId), inArray(caseDocuments.storageKey, keys)));
  const usedKeys = new Set(used.map((row) => row.key));
  return keys.filter((key) => !usedKeys.has(key));
}
