import { type VerificationDetails, type VerificationStatus, type VerificationToReview, verificationDetailsSchema } from '@advice/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { identityVerifications, users } from '../../db/schema/index.ts';
import type { PracticeActor } from '../../http/tenant.ts';
import { clientIdScope } from '../people/client-access.ts';

export type VerificationRow = typeof identityVerifications.$inferSelect;
/** Which verifications: one client's of one practice, the key of every query here (the tenant first). */
export type VerificationKey = { practiceId: string; clientId: string };

/**
 * A pending sign-in at the authority, kept on the verification between the redirect and the callback: the
 * state's and the nonce's hashes (the nonce is derived from the state, which only the browser holds), the PKCE
 * verifier, the redirect URI sent, and when and by whom it began. Cleared as soon as a callback claims it.
 */
export type VerificationFlow = {
  state_hash: string;
  nonce_hash: string;
  code_verifier: string;
  redirect_uri: string;
  started_at: string;
  started_by: string;
};

const creator = alias(users, 'verification_creator');
const completer = alias(users, 'verification_completer');
const canceller = alias(users, 'verification_canceller');

const nameOf = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), '')`;

/** A verification with the names of who created, completed and cancelled it. */
type Person = { id: string; name: string | null } | null;
export type NamedVerificationRow = { verification: VerificationRow; createdBy: Person; completedBy: Person; cancelledBy: Person };

function verificationsOf(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      verification: identityVerifications,
      createdBy: { id: creator.id, name: nameOf(creator) },
      completedBy: { id: completer.id, name: nameOf(completer) },
      cancelledBy: { id: canceller.id, name: nameOf(canceller) },
    })
    .from(identityVerifications)
    .leftJoin(creator, eq(creator.id, identityVerifications.createdBy))
    .leftJoin(completer, eq(completer.id, identityVerifications.completedBy))
    .leftJoin(canceller, eq(canceller.id, identityVerifications.cancelledBy))
    .where(where)
    .$dynamic();
}

const keyIs = (key: VerificationKey) =>
  and(eq(identityVerifications.practiceId, key.practiceId), eq(identityVerifications.clientId, key.clientId));

/** A client's verifications, newest first, a page of them (of one status when given). */
export async function listVerificationRows(
  db: Db | Tx,
  key: VerificationKey,
  { status, limit, offset }: { status?: VerificationStatus | undefined; limit: number; offset: number },
): Promise<{ rows: NamedVerificationRow[]; total: number }> {
  const where = and(keyIs(key), status ? eq(identityVerifications.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    verificationsOf(db, where).orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(identityVerifications).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findNamedVerification(db: Db | Tx, key: VerificationKey, id: string): Promise<NamedVerificationRow | undefined> {
  const [row] = await verificationsOf(db, and(keyIs(key), eq(identityVerifications.id, id)));
  return row;
}

/** The verification, locked for a change in this transaction. */
export async function findVerificationForUpdate(tx: Tx, key: VerificationKey, id: string): Promise<VerificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(identityVerifications)
    .where(and(keyIs(key), eq(identityVerifications.id, id)))
    .for('update');
  return row;
}

/**
 * Claims the pending sign-in whose state hashes to `stateHash` among the client's verifications, clearing it in
 * the caller's transaction: the row is locked first, so a state (and the code that came with it) is used once,
 * even by two callbacks at the same moment (the second finds it cleared).
 */
export async function claimFlow(
  tx: Tx,
  key: VerificationKey,
  stateHash: string,
): Promise<{ row: VerificationRow; flow: VerificationFlow } | undefined> {
  const [row] = await tx
    .select()
    .from(identityVerifications)
    .where(and(keyIs(key), sql`${identityVerifications.flow}->>'state_hash' = ${stateHash}`))
    .for('update');
  if (!row?.flow) return undefined;
  await tx.update(identityVerifications).set({ flow: null, updatedAt: new Date() }).where(eq(identityVerifications.id, row.id));
  return { row, flow: row.flow as VerificationFlow };
}

/** The details as stored, read through the domain's schema (an older or damaged row reads as none). */
export function detailsOfRow(row: VerificationRow): VerificationDetails | null {
  const parsed = verificationDetailsSchema.safeParse(row.details);
  return parsed.success ? parsed.data : null;
}

/**
 * Submitted verifications of the clients the actor may complete them for (the relation table's scope, which
 * leaves out a read-only account), the longest waiting first: their home's panel.
 */
export async function listVerificationsToReview(
  db: Db | Tx,
  actor: PracticeActor,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: VerificationToReview[]; total: number }> {
  const where = and(
    eq(identityVerifications.practiceId, actor.practiceId),
    eq(identityVerifications.status, 'submitted'),
    clientIdScope(actor, 'verification.complete', identityVerifications.clientId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: identityVerifications.id,
        authority: identityVerifications.authority,
        submittedAt: identityVerifications.submittedAt,
        client: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(identityVerifications)
      .innerJoin(users, eq(users.id, identityVerifications.clientId))
      .where(where)
      .orderBy(asc(identityVerifications.submittedAt), asc(identityVerifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(identityVerifications).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      authority: row.authority,
      client: { id: row.client.id, first_name: row.client.firstName, last_name: row.client.lastName },
      submitted_at: (row.submittedAt ?? new Date(0)).toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
