import type { IdentityCopyAwaited } from '@advice/domain';
import { and, asc, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { identityCopyRequests, identityDocuments, users } from '../../db/schema/index.ts';
import type { PracticeActor } from '../../http/tenant.ts';
import { clientScope } from '../people/client-access.ts';

/**
 * The physical copies not yet received, of the clients this member of staff may ask them of (the one
 * client scope), longest waiting first; a copy of a restricted document only where they may see it.
 */
export async function listAwaitedCopies(
  db: Tx,
  actor: PracticeActor,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: IdentityCopyAwaited[]; total: number }> {
  const where = and(
    eq(identityCopyRequests.practiceId, actor.practiceId),
    isNull(identityCopyRequests.receivedAt),
    clientScope(actor, 'identity.requestCopy', users),
    or(isNull(identityDocuments.id), ne(identityDocuments.access, 'restricted'), clientScope(actor, 'identity.viewRestricted', users)),
  );
  const from = () =>
    db
      .select({
        id: identityCopyRequests.id,
        requestedAt: identityCopyRequests.requestedAt,
        documentName: identityDocuments.name,
        clientId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(identityCopyRequests)
      .innerJoin(users, eq(users.id, identityCopyRequests.clientId))
      .leftJoin(identityDocuments, eq(identityDocuments.id, identityCopyRequests.documentId))
      .where(where)
      .$dynamic();
  const [rows, [total]] = await Promise.all([
    from().orderBy(asc(identityCopyRequests.requestedAt), asc(identityCopyRequests.id)).limit(limit).offset(offset),
    db
      .select({ value: count() })
      .from(identityCopyRequests)
      .innerJoin(users, eq(users.id, identityCopyRequests.clientId))
      .leftJoin(identityDocuments, eq(identityDocuments.id, identityCopyRequests.documentId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      client: { id: row.clientId, first_name: row.firstName, last_name: row.lastName },
      document_name: row.documentName,
      requested_at: row.requestedAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
