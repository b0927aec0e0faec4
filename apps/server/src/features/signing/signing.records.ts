import { documentsEditable, type Envelope } from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { fullNameOf } from '../users/users.queries.ts';
import type { SignerTarget } from './signing.access.ts';
import { type EnvelopeAddresses, presentEnvelope, type SignerIdentity } from './signing.presenter.ts';
import { type EnvelopeRow, loadEnvelopeParts, type NewSigningEvent, type SignerRow } from './signing.queries.ts';

/** The document an envelope is on, as every signing audit event records it. */
export function envelopeAuditOf(envelope: Pick<EnvelopeRow, 'id'>, target: Pick<SignerTarget, 'document'>) {
  return { document_id: target.document.id, envelope_id: envelope.id, name: target.document.name, file_name: target.document.fileName };
}

/** A user's name as it is now, for the signing record (which keeps it as it was). */
export async function userNameOf(tx: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? fullNameOf(row) : null;
}

/** A signing event by someone, from where they asked. */
export function eventBy(
  envelope: Pick<EnvelopeRow, 'id' | 'practiceId'>,
  who: { userId: string | null; name: string | null },
  info: Pick<RequestInfo, 'ip' | 'userAgent'> | null,
): Pick<NewSigningEvent, 'practiceId' | 'envelopeId' | 'actorId' | 'actorName' | 'ip' | 'userAgent'> {
  return {
    practiceId: envelope.practiceId,
    envelopeId: envelope.id,
    actorId: who.userId,
    actorName: who.name,
    ip: info?.ip ?? null,
    userAgent: info?.userAgent?.slice(0, 500) ?? null,
  };
}

/** The audit trail's actor for a signer's action: their account, or none for a signer through a link. */
export const auditActorOf = (who: SignerIdentity) => (who.userId === undefined ? null : { userId: who.userId });

/** A signer through a link has no account to name them, so the audit event names them as they signed. */
export const namedInAudit = (who: SignerIdentity, signer: Pick<SignerRow, 'name'>): { signer_name?: string } =>
  who.userId === undefined ? { signer_name: signer.name } : {};

/** The envelope as the reader gets it back after a change, read as now committed. */
export async function answerEnvelope(
  db: Db | Tx,
  target: SignerTarget,
  envelope: EnvelopeRow,
  who: SignerIdentity,
  addresses?: EnvelopeAddresses,
): Promise<Envelope> {
  const parts = await loadEnvelopeParts(db, envelope);
  return presentEnvelope(
    parts,
    { id: target.document.id, caseId: target.document.caseId, name: target.document.name },
    { who, isStaff: target.isStaff, areDocumentsEditable: documentsEditable(target.loaded.row) },
    addresses,
  );
}
