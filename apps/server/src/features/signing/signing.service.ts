import {
  type Actor,
  AppError,
  type DeclineBody,
  documentsEditable,
  type Envelope,
  readPracticeSettings,
  signingMessages,
  type VerifyResult,
} from '@advice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseDocuments, signingEnvelopes, signingSigners } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { safeFileBase } from '../cases/case-documents.files.ts';
import { readStoredFile } from '../files/stored-files.ts';
import { findUser, getPracticeSettings, type UserRow } from '../users/users.queries.ts';
import { refreshDocusignIfDue } from './docusign.polling.ts';
import { refreshDocusignEnvelope, voidAtDocusign } from './docusign.refresh.ts';
import {
  assertSignerTurn,
  assertStaff,
  loadSigningDocument,
  requireEnvelope,
  requireLiveEnvelope,
  type SignerTarget,
  signingConflict,
} from './signing.access.ts';
import { tellSigningDeclined, tellSigningVoided } from './signing.notify.ts';
import { presentEnvelope, type SignerIdentity, signerOf } from './signing.presenter.ts';
import {
  type CaseDocumentRow,
  type EnvelopeRow,
  findCompletedBySha,
  findCurrentEnvelope,
  insertSigningEvents,
  listSigners,
  loadEnvelopeParts,
  lockEnvelope,
  lockLiveEnvelopesOfCase,
  recordFirstView,
} from './signing.queries.ts';
import { answerEnvelope, auditActorOf, envelopeAuditOf, eventBy, namedInAudit, userNameOf } from './signing.records.ts';

/**
 * The document's live envelope as the reader may see it (a client never sees a draft), or null; one sent
 * through DocuSign as DocuSign has it (asked at most once a minute). The first time each signer opens it
 * after it was sent is recorded (`viewed`), with where they opened it from.
 */
export async function getSigning(runtime: Runtime, actor: Actor, documentId: string, info: RequestInfo): Promise<Envelope | null> {
  const db = runtime.db;
  const target = await loadSigningDocument(db, actor, documentId, 'read');
  const found = await findCurrentEnvelope(db, { practiceId: target.document.practiceId, documentId });
  const envelope = found && (await refreshDocusignIfDue(runtime, { envelope: found, target, info }));
  if (!envelope || envelope.status === 'voided' || (!target.isStaff && envelope.status === 'draft')) return null;
  let parts = await loadEnvelopeParts(db, envelope);
  const signer = signerOf(parts.signers, { userId: actor.userId });
  const hasViewed = parts.events.some((event) => event.kind === 'viewed' && event.signerId === signer?.id);
  if (signer && envelope.status === 'sent' && !hasViewed) {
    await recordFirstView(db, {
      ...eventBy(envelope, { userId: actor.userId, name: signer.name }, info),
      signerId: signer.id,
      kind: 'viewed',
    });
    parts = await loadEnvelopeParts(db, envelope);
  }
  return presentEnvelope(
    parts,
    { id: target.document.id, caseId: target.document.caseId, name: target.document.name },
    { who: { userId: actor.userId }, isStaff: target.isStaff, areDocumentsEditable: documentsEditable(target.loaded.row) },
  );
}

type VoidInput = {
  envelope: EnvelopeRow;
  target: Pick<SignerTarget, 'document'> & { loaded: { client: UserRow } };
  actor: Actor;
  info: RequestInfo;
  byBackToPrepare?: boolean;
  /** What cancelling it at DocuSign did (`voidAtDocusign`), for one sent through DocuSign. */
  atDocusign?: Record<string, unknown>;
};

/** Cancels one locked envelope that is not completed: its record, its audit event, and the signers already asked hear of it. */
async function voidEnvelope(
  uow: UnitOfWork,
  { envelope, target, actor, info, byBackToPrepare, atDocusign }: VoidInput,
): Promise<EnvelopeRow> {
  const { tx } = uow;
  const now = new Date();
  const signers = await listSigners(tx, envelope.id);
  const [voided] = await tx
    .update(signingEnvelopes)
    .set({ status: 'voided', voidedAt: now, updatedAt: now, nextReminderAt: null, version: sql`${signingEnvelopes.version} + 1` })
    .where(eq(signingEnvelopes.id, envelope.id))
    .returning();
  if (!voided) throw new Error('envelope vanished while locked');
  const current = envelope.signedSha256 ?? envelope.originalSha256;
  await insertSigningEvents(tx, [
    {
      ...eventBy(envelope, { userId: actor.userId, name: await userNameOf(tx, actor.userId) }, info),
      kind: 'voided',
      sha256Before: current,
      sha256After: current,
      detail: { ...(byBackToPrepare ? { by_back_to_prepare: true } : {}), ...atDocusign },
    },
  ]);
  await writeAudit(tx, {
    actor,
    practiceId: envelope.practiceId,
    entityKind: 'client-case',
    entityId: envelope.caseId,
    action: 'signing_voided',
    after: {
      ...envelopeAuditOf(envelope, target),
      unsigned: signers.filter((signer) => signer.status !== 'signed').length,
      ...(byBackToPrepare ? { by_back_to_prepare: true as const } : {}),
    },
    ip: info.ip,
  });
  const context = {
    actor: { userId: actor.userId, practiceId: envelope.practiceId },
    document: target.document,
    client: target.loaded.client,
  };
  const linkOrigin = envelope.engine === 'embedded' ? info.origin : undefined;
  await tellSigningVoided(uow, { ...context, origin: info.origin, linkOrigin }, signers);
  return voided;
}

/**
 * Staff cancel the document's signing request (a draft, a sent or a declined one); a completed one stays. One
 * sent through DocuSign is first brought up to date (so one completed there meanwhile is not cancelled), then
 * cancelled at DocuSign before here (`voidAtDocusign`).
 */
export async function voidSigning(runtime: Runtime, actor: Actor, documentId: string, info: RequestInfo): Promise<Envelope> {
  const first = await loadSigningDocument(runtime.db, actor, documentId, 'write');
  const live = await findCurrentEnvelope(runtime.db, { practiceId: first.document.practiceId, documentId });
  if (first.isStaff && live) await refreshDocusignEnvelope(runtime, { envelope: live, target: first, info, quiet: true });
  const done = await inTransaction(runtime, async (uow) => {
    const target = await loadSigningDocument(uow.tx, actor, documentId, 'write');
    assertStaff(target);
    const envelope = await lockEnvelope(uow.tx, await requireLiveEnvelope(uow.tx, target));
    if (!envelope || envelope.status === 'voided') throw new AppError('resource.not_found', { detail: signingMessages['signing.none'] });
    if (envelope.status === 'completed') throw signingConflict('signing.completed');
    const atDocusign = await voidAtDocusign(runtime, envelope, target.document.name);
    return { target, envelope: await voidEnvelope(uow, { envelope, target, actor, info, atDocusign }) };
  });
  return answerEnvelope(runtime.db, done.target, done.envelope, { userId: actor.userId });
}

/**
 * "Back to prepare" (the case transition's `voidUnsignedSigningDocuments` effect): every envelope of the case
 * that is not completed is cancelled in the transition's transaction; completed ones remain. One sent through
 * DocuSign is cancelled there first: should DocuSign refuse, the whole transition is refused (422).
 */
export async function voidUnsignedEnvelopesOfCase(
  uow: UnitOfWork,
  input: { runtime: Runtime; actor: Actor; practiceId: string; caseId: string; client: UserRow; info: RequestInfo },
): Promise<number> {
  const envelopes = (await lockLiveEnvelopesOfCase(uow.tx, input)).filter((envelope) => envelope.status !== 'completed');
  if (envelopes.length === 0) return 0;
  const documents = await documentsByIds(
    uow.tx,
    input.practiceId,
    envelopes.map((envelope) => envelope.documentId),
  );
  for (const envelope of envelopes) {
    const document = documents.get(envelope.documentId);
    if (!document) continue;
    const target = { document, loaded: { client: input.client } };
    const atDocusign = await voidAtDocusign(input.runtime, envelope, document.name);
    await voidEnvelope(uow, { envelope, target, actor: input.actor, info: input.info, byBackToPrepare: true, atDocusign });
  }
  return envelopes.length;
}

/**
 * A newer version of a document deprecates it: its signing request, unless completed, is cancelled with it
 * (its signers hear of it; one sent through DocuSign is cancelled there first, or the new version is refused);
 * a completed one remains, on the version that was signed.
 */
export async function voidUnsignedEnvelopeOfDocument(
  uow: UnitOfWork,
  input: { runtime: Runtime; actor: Actor; document: CaseDocumentRow; client: UserRow; info: RequestInfo },
): Promise<boolean> {
  const current = await findCurrentEnvelope(uow.tx, { practiceId: input.document.practiceId, documentId: input.document.id });
  if (!current || current.status === 'voided' || current.status === 'completed') return false;
  const envelope = await lockEnvelope(uow.tx, current);
  if (!envelope || envelope.status === 'voided' || envelope.status === 'completed') return false;
  await voidEnvelope(uow, {
    envelope,
    target: { document: input.document, loaded: { client: input.client } },
    actor: input.actor,
    info: input.info,
    atDocusign: await voidAtDocusign(input.runtime, envelope, input.document.name),
  });
  return true;
}

async function documentsByIds(tx: Tx, practiceId: string, ids: string[]): Promise<Map<string, CaseDocumentRow>> {
  const rows = await tx
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.practiceId, practiceId), inArray(caseDocuments.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The signed-in signer whose turn it is declines; see {@link declineAs}. */
export async function declineSigning(
  runtime: Runtime,
  actor: Actor,
  documentId: string,
  body: DeclineBody,
  info: RequestInfo,
): Promise<Envelope> {
  const who = { userId: actor.userId };
  const done = await inTransaction(runtime, async (uow) => {
    const target = await loadSigningDocument(uow.tx, actor, documentId, 'write');
    const envelope = await lockEnvelope(uow.tx, await requireEnvelope(uow.tx, target));
    if (!envelope) throw new AppError('resource.not_found', { detail: signingMessages['signing.none'] });
    return { target, envelope: await declineAs(uow, { target, envelope, who, reason: body.reason, info }) };
  });
  return answerEnvelope(runtime.db, done.target, done.envelope, who);
}

/**
 * The signer whose turn it is declines the envelope (locked by the caller), saying why, however they came:
 * the envelope stops, the record and the audit trail say so, and the client's adviser hears of it.
 */
export async function declineAs(
  uow: UnitOfWork,
  input: { target: SignerTarget; envelope: EnvelopeRow; who: SignerIdentity; reason: string; info: RequestInfo },
): Promise<EnvelopeRow> {
  const { tx } = uow;
  const { target, envelope, who, reason, info } = input;
  const signer = assertSignerTurn({ envelope, signers: await listSigners(tx, envelope.id) }, who);
  const now = new Date();
  const [declined] = await tx
    .update(signingEnvelopes)
    .set({ status: 'declined', updatedAt: now, nextReminderAt: null, version: sql`${signingEnvelopes.version} + 1` })
    .where(eq(signingEnvelopes.id, envelope.id))
    .returning();
  if (!declined) throw new Error('envelope vanished while locked');
  await tx
    .update(signingSigners)
    .set({ status: 'declined', declinedAt: now, declineReason: reason, passcodeHash: null })
    .where(eq(signingSigners.id, signer.id));
  const current = envelope.signedSha256 ?? envelope.originalSha256;
  await insertSigningEvents(tx, [
    {
      ...eventBy(envelope, { userId: who.userId ?? null, name: signer.name }, info),
      signerId: signer.id,
      kind: 'declined',
      sha256Before: current,
      sha256After: current,
    },
  ]);
  await writeAudit(tx, {
    actor: auditActorOf(who),
    practiceId: envelope.practiceId,
    entityKind: 'client-case',
    entityId: envelope.caseId,
    action: 'signing_declined',
    after: { ...envelopeAuditOf(envelope, target), signer: signer.role, ...namedInAudit(who, signer), reason },
    ip: info.ip,
  });
  const { client } = target.loaded;
  const adviser = client.adviserId ? await findUser(tx, { id: client.adviserId, practiceId: envelope.practiceId }) : null;
  await tellSigningDeclined(
    uow,
    { actor: { userId: who.userId ?? null, practiceId: envelope.practiceId }, document: target.document, client, origin: info.origin },
    { adviser, signerName: signer.name, reason },
  );
  return declined;
}

export type SigningFile = 'signed' | 'certificate';

/**
 * The sealed signed PDF or its certificate, for anyone who may see the document, once everyone has signed
 * (404 `signing.notReady` before); named after the document.
 */
export async function readSigningFile(runtime: Runtime, actor: Actor, documentId: string, which: SigningFile) {
  const target = await loadSigningDocument(runtime.db, actor, documentId, 'read');
  return signingFileOf(runtime, await requireLiveEnvelope(runtime.db, target), target.document, which);
}

/** The envelope's sealed signed PDF or its certificate once it is completed (404 `signing.notReady` before), named after the document. */
export async function signingFileOf(runtime: Runtime, envelope: EnvelopeRow, document: Pick<CaseDocumentRow, 'name'>, which: SigningFile) {
  const fileId = which === 'signed' ? envelope.signedFileId : envelope.certificateFileId;
  if (envelope.status !== 'completed' || !fileId) throw new AppError('resource.not_found', { detail: signingMessages['signing.notReady'] });
  const file = await readStoredFile(runtime, { practiceId: envelope.practiceId, id: fileId });
  if (!file) throw new AppError('resource.not_found', { detail: signingMessages['signing.notReady'] });
  const base = safeFileBase(document.name);
  return {
    body: file.body,
    contentType: 'application/pdf',
    fileName: which === 'signed' ? `${base} (signed).pdf` : `${base} signing certificate.pdf`,
  };
}

const notVerified: VerifyResult = { verified: false, practice_name: null, completed_at: null, signers: [] };

/**
 * The public check of a PDF's SHA-256 on the practice's own host: verified only for the sealed PDF of a
 * completed envelope of this practice, answering its trading name, when it was completed and who signed
 * when; nothing else, to anyone.
 */
export async function verifySignedDocument(runtime: Runtime, practiceId: string | null, sha256: string): Promise<VerifyResult> {
  if (!practiceId) return notVerified;
  const found = await findCompletedBySha(runtime.db, { practiceId, sha256 });
  if (!found?.envelope.completedAt) return notVerified;
  const practice = await getPracticeSettings(runtime.db, practiceId);
  return {
    verified: true,
    practice_name: readPracticeSettings(practice.settings).general.tradingName || practice.name,
    completed_at: found.envelope.completedAt.toISOString(),
    signers: found.signers.flatMap((signer) => (signer.signedAt ? [{ name: signer.name, signed_at: signer.signedAt.toISOString() }] : [])),
  };
}
