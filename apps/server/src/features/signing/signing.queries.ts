import { randomUUID } from 'node:crypto';
import type { DocumentSigningSummary } from '@advice/domain';
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  caseDocuments,
  oauthAccounts,
  practices,
  signingEnvelopes,
  signingEvents,
  signingPlacements,
  signingSigners,
} from '../../db/schema/index.ts';

export type EnvelopeRow = typeof signingEnvelopes.$inferSelect;
export type SignerRow = typeof signingSigners.$inferSelect;
export type PlacementRow = typeof signingPlacements.$inferSelect;
export type SigningEventRow = typeof signingEvents.$inferSelect;
export type NewSigningEvent = Omit<typeof signingEvents.$inferInsert, 'id'>;
export type CaseDocumentRow = typeof caseDocuments.$inferSelect;

/**
 * An envelope with its signers in signing order, its placements in reading order and its events as they happened;
 * for one sent through DocuSign, the name of the account it went through while that stays connected.
 */
export type EnvelopeParts = {
  envelope: EnvelopeRow;
  signers: SignerRow[];
  placements: PlacementRow[];
  events: SigningEventRow[];
  docusignAccount?: string | null;
};

/** A live (not removed) case document of the practice. */
export async function findSigningDocument(
  db: Db | Tx,
  { practiceId, id }: { practiceId: string; id: string },
): Promise<CaseDocumentRow | null> {
  const [row] = await db
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.id, id), eq(caseDocuments.practiceId, practiceId), isNull(caseDocuments.removedAt)));
  return row ?? null;
}

/**
 * The document's envelope as a signer meets it: the live one (not voided), else the newest voided one, so
 * signing a cancelled request can say it was cancelled.
 */
export async function findCurrentEnvelope(
  db: Db | Tx,
  { practiceId, documentId }: { practiceId: string; documentId: string },
): Promise<EnvelopeRow | null> {
  const [row] = await db
    .select()
    .from(signingEnvelopes)
    .where(and(eq(signingEnvelopes.practiceId, practiceId), eq(signingEnvelopes.documentId, documentId)))
    .orderBy(sql`${signingEnvelopes.status} = 'voided'`, desc(signingEnvelopes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Locks the envelope's row until the transaction ends and answers it as now committed. */
export async function lockEnvelope(tx: Tx, { practiceId, id }: { practiceId: string; id: string }): Promise<EnvelopeRow | null> {
  const [row] = await tx
    .select()
    .from(signingEnvelopes)
    .where(and(eq(signingEnvelopes.id, id), eq(signingEnvelopes.practiceId, practiceId)))
    .for('update');
  return row ?? null;
}

export async function listSigners(db: Db | Tx, envelopeId: string): Promise<SignerRow[]> {
  return db.select().from(signingSigners).where(eq(signingSigners.envelopeId, envelopeId)).orderBy(asc(signingSigners.position));
}

export async function loadEnvelopeParts(db: Db | Tx, envelope: EnvelopeRow): Promise<EnvelopeParts> {
  const [signers, placements, events, docusignAccount] = await Promise.all([
    listSigners(db, envelope.id),
    db
      .select()
      .from(signingPlacements)
      .where(eq(signingPlacements.envelopeId, envelope.id))
      .orderBy(asc(signingPlacements.page), asc(signingPlacements.y), asc(signingPlacements.x), asc(signingPlacements.id)),
    db.select().from(signingEvents).where(eq(signingEvents.envelopeId, envelope.id)).orderBy(asc(signingEvents.at), asc(signingEvents.id)),
    docusignAccountOf(db, envelope),
  ]);
  return { envelope, signers, placements, events, docusignAccount };
}

async function docusignAccountOf(db: Db | Tx, envelope: EnvelopeRow): Promise<string | null> {
  if (!envelope.oauthAccountId) return null;
  const [row] = await db
    .select({ name: oauthAccounts.accountName })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.id, envelope.oauthAccountId), eq(oauthAccounts.practiceId, envelope.practiceId)));
  return row?.name ?? null;
}

export async function insertSigningEvents(tx: Tx, events: readonly NewSigningEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(signingEvents).values(events.map((event) => ({ id: randomUUID(), ...event })));
}

/** Records that a signer opened the sent envelope, once per signer whoever asks first (one statement, no race). */
export async function recordFirstView(db: Db | Tx, event: NewSigningEvent & { signerId: string }): Promise<void> {
  await db.execute(sql`
    INSERT INTO signing_events (id, practice_id, envelope_id, signer_id, actor_id, actor_name, kind, ip, user_agent, detail)
    SELECT ${randomUUID()}, ${event.practiceId}, ${event.envelopeId}, ${event.signerId}, ${event.actorId ?? null},
           ${event.actorName ?? null}, 'viewed', ${event.ip ?? null}, ${event.userAgent ?? null}, '{}'::jsonb
     WHERE NOT EXISTS (SELECT 1 FROM signing_events WHERE envelope_id = ${event.envelopeId}
                         AND signer_id = ${event.signerId} AND kind = 'viewed')`);
}

/** The case's envelopes that are not voided, each locked until the transaction ends. */
export async function lockLiveEnvelopesOfCase(
  tx: Tx,
  { practiceId, caseId }: { practiceId: string; caseId: string },
): Promise<EnvelopeRow[]> {
  return tx
    .select()
    .from(signingEnvelopes)
    .where(and(eq(signingEnvelopes.practiceId, practiceId), eq(signingEnvelopes.caseId, caseId), ne(signingEnvelopes.status, 'voided')))
    .orderBy(asc(signingEnvelopes.createdAt))
    .for('update');
}

/** eSignature is on for the practice (the flag's stored forms true, 1, '1', 'true' read as 'true' or '1' by `->>`). */
const signingIsOn = sql`${practices.featureFlags}->>'eSignature' IN ('true', '1')`;

/**
 * The signing summary of each listed document that has a live envelope, in one query, while e-signature is on
 * for the practice: the envelope's status, how many have signed, and whether the reader is the signer whose
 * turn it is. A draft is staff's work in progress: the client sees none.
 */
export async function signingSummariesOf(
  db: Db | Tx,
  {
    practiceId,
    documentIds,
    readerId,
    isStaff,
  }: { practiceId: string; documentIds: readonly string[]; readerId: string; isStaff: boolean },
): Promise<Map<string, DocumentSigningSummary>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({
      documentId: signingEnvelopes.documentId,
      status: signingEnvelopes.status,
      signerCount: count(signingSigners.id),
      signedCount: sql<number>`count(${signingSigners.id}) FILTER (WHERE ${signingSigners.status} = 'signed')`.mapWith(Number),
      yourTurn: sql<boolean>`coalesce(bool_or(${signingSigners.userId} = ${readerId} AND ${signingSigners.status} = 'pending'), false)`,
    })
    .from(signingEnvelopes)
    .innerJoin(practices, and(eq(practices.id, signingEnvelopes.practiceId), signingIsOn))
    .leftJoin(signingSigners, eq(signingSigners.envelopeId, signingEnvelopes.id))
    .where(
      and(
        eq(signingEnvelopes.practiceId, practiceId),
        inArray(signingEnvelopes.documentId, [...documentIds]),
        ne(signingEnvelopes.status, 'voided'),
        isStaff ? undefined : ne(signingEnvelopes.status, 'draft'),
      ),
    )
    .groupBy(signingEnvelopes.id);
  return new Map(
    rows.map((row) => [
      row.documentId,
      {
        status: row.status,
        your_turn: row.status === 'sent' && row.yourTurn,
        signed_count: row.signedCount,
        signer_count: row.signerCount,
      },
    ]),
  );
}

/** The completed envelope of the practice whose sealed PDF has this SHA-256, with its signers in order. */
export async function findCompletedBySha(
  db: Db | Tx,
  { practiceId, sha256 }: { practiceId: string; sha256: string },
): Promise<{ envelope: EnvelopeRow; signers: SignerRow[] } | null> {
  const [envelope] = await db
    .select()
    .from(signingEnvelopes)
    .where(
      and(eq(signingEnvelopes.practiceId, practiceId), eq(signingEnvelopes.signedSha256, sha256), eq(signingEnvelopes.status, 'completed')),
    )
    .limit(1);
  return envelope ? { envelope, signers: await listSigners(db, envelope.id) } : null;
}

/** Sent envelopes whose next reminder is due, oldest due first. */
export async function listEnvelopesToRemind(db: Db, now: Date, limit: number): Promise<{ id: string; practiceId: string }[]> {
  return db
    .select({ id: signingEnvelopes.id, practiceId: signingEnvelopes.practiceId })
    .from(signingEnvelopes)
    .where(and(eq(signingEnvelopes.status, 'sent'), lte(signingEnvelopes.nextReminderAt, now)))
    .orderBy(asc(signingEnvelopes.nextReminderAt))
    .limit(limit);
}

/** The origin the envelope was sent from (kept with its `sent` event), where reminders' links point. */
export function originOf(events: readonly SigningEventRow[]): string | null {
  const sent = events.findLast((event) => event.kind === 'sent');
  const origin = sent?.detail.origin;
  return typeof origin === 'string' ? origin : null;
}
