import { createHash } from 'node:crypto';
import { AppError, docusignMessages, interpolate } from '@advice/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { oauthAccounts, signingEnvelopes, signingSigners } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import {
  type EngineEnvelopeState,
  type EngineSignerState,
  type SigningEngineApi,
  SigningEngineError,
} from '../../platform/signing/signing-engine.ts';
import type { Runtime } from '../../runtime.ts';
import { type AnyAuditEntry, writeAudits } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { safeFileBase } from '../cases/case-documents.files.ts';
import { storeFile } from '../files/stored-files.ts';
import type { UserRow } from '../users/users.queries.ts';
import { docusignEngineFor, docusignFailure } from './oauth-accounts.service.ts';
import { tellSigningCompleted } from './signing.notify.ts';
import {
  type CaseDocumentRow,
  type EnvelopeRow,
  insertSigningEvents,
  listSigners,
  lockEnvelope,
  type NewSigningEvent,
  type SignerRow,
} from './signing.queries.ts';
import { envelopeAuditOf, eventBy } from './signing.records.ts';

/** What a refresh needs of the document: the document itself and its client (a signed-in reader's `SigningDocument` is one). */
export type RefreshTarget = { document: CaseDocumentRow; loaded: { client: UserRow } };

/**
 * Who asked for a refresh: a request, whose IP and user agent go on the events it records, or the polling job,
 * which knows only the origin the envelope was sent from (where its notices' links point).
 */
export type RefreshAsker = RequestInfo | { origin: string };

const requestOf = (asker: RefreshAsker): RequestInfo | null => ('ip' in asker ? asker : null);

/** The DocuSign engine on the account the envelope went through, or null when that account has been disconnected. */
export async function engineOfEnvelope(runtime: Runtime, envelope: EnvelopeRow): Promise<SigningEngineApi | null> {
  if (!envelope.oauthAccountId || !envelope.externalId) return null;
  const [account] = await runtime.db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.id, envelope.oauthAccountId), eq(oauthAccounts.practiceId, envelope.practiceId)));
  return account ? docusignEngineFor(runtime, account) : null;
}

/** A DocuSign envelope of the practice by its id here, or 404. */
export async function findDocusignEnvelope(db: Db | Tx, { practiceId, id }: { practiceId: string; id: string }): Promise<EnvelopeRow> {
  const [row] = await db
    .select()
    .from(signingEnvelopes)
    .where(and(eq(signingEnvelopes.id, id), eq(signingEnvelopes.practiceId, practiceId), eq(signingEnvelopes.engine, 'docusign')));
  if (!row) throw new AppError('resource.not_found', { detail: docusignMessages['docusign.envelopeNotFound'] });
  return row;
}

type Results = { signed: { id: string; sha256: string }; certificateId: string };

const isPdf = (body: Buffer) => body.subarray(0, 5).equals(Buffer.from('%PDF-'));

/** Fetches and stores DocuSign's completed PDF and its certificate of completion, named after the document. */
async function storeResults(runtime: Runtime, engine: SigningEngineApi, envelope: EnvelopeRow, target: RefreshTarget): Promise<Results> {
  const [signed, certificate] = await Promise.all([
    engine.fetchSignedPdf(envelope.externalId ?? ''),
    engine.fetchCertificate(envelope.externalId ?? ''),
  ]);
  if (!isPdf(signed) || !isPdf(certificate)) throw new AppError('rule.violated', { detail: docusignMessages['docusign.notPdf'] });
  const base = safeFileBase(target.document.name);
  const owner = { practiceId: envelope.practiceId, ownerId: envelope.clientId, createdBy: null, purpose: 'caseDocument' as const };
  const pdf = { mediaType: 'application/pdf', ext: 'pdf' };
  const storedSigned = await storeFile(runtime, { ...owner, ...pdf, fileName: `${base} (signed).pdf`, body: signed });
  const storedCertificate = await storeFile(runtime, {
    ...owner,
    ...pdf,
    fileName: `${base} certificate of completion.pdf`,
    body: certificate,
  });
  return {
    signed: { id: storedSigned.id, sha256: storedSigned.sha256 ?? createHash('sha256').update(signed).digest('hex') },
    certificateId: storedCertificate.id,
  };
}

type Change = { signer: SignerRow; now: EngineSignerState };

/** The signers whose state at DocuSign differs from the record, by their place in the signing order. */
function changesOf(signers: readonly SignerRow[], state: EngineEnvelopeState): Change[] {
  return signers.flatMap((signer) => {
    const now = state.signers.find((other) => other.order === signer.position);
    return now && now.status !== signer.status ? [{ signer, now }] : [];
  });
}

/** What one refresh writes besides the rows: the signing record's events and the case's audit entries. */
type Trail = { events: NewSigningEvent[]; audits: AnyAuditEntry[] };
type Context = { envelope: EnvelopeRow; target: RefreshTarget; info: RefreshAsker };

const auditBase = (envelope: EnvelopeRow) =>
  ({ practiceId: envelope.practiceId, entityKind: 'client-case', entityId: envelope.caseId, ip: null }) as const;
const unchanged = (envelope: EnvelopeRow) => ({ sha256Before: envelope.originalSha256, sha256After: envelope.originalSha256 });

/** Each signer's new state, with an event and an audit entry for a signature or a refusal given at DocuSign. */
async function recordSignerChanges(tx: Tx, { envelope, target }: Context, changes: readonly Change[], record: Trail): Promise<void> {
  const document = envelopeAuditOf(envelope, target);
  const hashes = unchanged(envelope);
  for (const { signer, now } of changes) {
    await tx
      .update(signingSigners)
      .set({
        status: now.status,
        signedAt: now.signedAt,
        declinedAt: now.declinedAt,
        declineReason: now.declineReason?.slice(0, 2000) ?? null,
      })
      .where(eq(signingSigners.id, signer.id));
    const by = { ...eventBy(envelope, { userId: signer.userId, name: signer.name }, null), signerId: signer.id, ...hashes };
    const audit = { ...auditBase(envelope), actor: signer.userId ? { userId: signer.userId } : null };
    if (now.status === 'signed') {
      record.events.push({ ...by, kind: 'signed', at: now.signedAt ?? new Date(), detail: { engine: 'docusign' } });
      record.audits.push({
        ...audit,
        action: 'signing_signed',
        after: { ...document, signer: signer.role, sha256_before: hashes.sha256Before, sha256_after: hashes.sha256After },
      });
    }
    if (now.status === 'declined') {
      record.events.push({ ...by, kind: 'declined', at: now.declinedAt ?? new Date(), detail: { engine: 'docusign' } });
      record.audits.push({
        ...audit,
        action: 'signing_declined',
        after: { ...document, signer: signer.role, reason: now.declineReason ?? '' },
      });
    }
  }
}

type EnvelopeEnd = Partial<typeof signingEnvelopes.$inferInsert>;

/** How the envelope ends, when DocuSign says it has: completed (with its stored results), declined, or voided there. */
function endOf({ envelope, target, info }: Context, state: EngineEnvelopeState, results: Results | null, record: Trail): EnvelopeEnd {
  const system = eventBy(envelope, { userId: null, name: null }, requestOf(info));
  const document = envelopeAuditOf(envelope, target);
  const detail = { engine: 'docusign' };
  if (state.status === 'completed' && results) {
    const at = state.completedAt ?? new Date();
    const sha256 = results.signed.sha256;
    // DocuSign may give the last signature and the completion the same instant: the record lists completion after it.
    const lastSigned = Math.max(0, ...record.events.map((event) => event.at?.getTime() ?? 0));
    record.events.push({
      ...system,
      kind: 'completed',
      at: new Date(Math.max(at.getTime(), lastSigned + 1)),
      sha256Before: envelope.originalSha256,
      sha256After: sha256,
      fileId: results.signed.id,
      detail,
    });
    record.audits.push({ ...auditBase(envelope), actor: null, action: 'signing_completed', after: { ...document, sha256 } });
    return {
      status: 'completed',
      completedAt: at,
      signedFileId: results.signed.id,
      signedSha256: sha256,
      certificateFileId: results.certificateId,
    };
  }
  if (state.status === 'declined') return { status: 'declined' };
  if (state.status === 'voided') {
    const at = state.voidedAt ?? new Date();
    const unsigned = state.signers.filter((signer) => signer.status !== 'signed').length;
    record.events.push({ ...system, ...unchanged(envelope), kind: 'voided', at, detail });
    record.audits.push({ ...auditBase(envelope), actor: null, action: 'signing_voided', after: { ...document, unsigned } });
    return { status: 'voided', voidedAt: at };
  }
  return {};
}

/**
 * Brings the record up to date with DocuSign under the envelope's lock. A refresh that finds the envelope
 * already moved on (another refresh got there first) changes nothing.
 */
async function applyState(uow: UnitOfWork, context: Context, state: EngineEnvelopeState, results: Results | null): Promise<EnvelopeRow> {
  const { tx } = uow;
  const envelope = await lockEnvelope(tx, context.envelope);
  if (envelope?.status !== 'sent' || envelope.version !== context.envelope.version) return envelope ?? context.envelope;
  const signers = await listSigners(tx, envelope.id);
  const changes = changesOf(signers, state);
  const record: Trail = { events: [], audits: [] };
  await recordSignerChanges(tx, context, changes, record);
  const end = endOf(context, state, results, record);
  if (changes.length === 0 && end.status === undefined) return envelope;
  const [updated] = await tx
    .update(signingEnvelopes)
    .set({ ...end, updatedAt: new Date(), version: sql`${signingEnvelopes.version} + 1` })
    .where(eq(signingEnvelopes.id, envelope.id))
    .returning();
  if (!updated) throw new Error('envelope vanished while locked');
  await insertSigningEvents(tx, record.events);
  await writeAudits(tx, record.audits);
  if (end.status === 'completed') {
    const { target, info } = context;
    const notice = {
      actor: { userId: null, practiceId: envelope.practiceId },
      document: target.document,
      client: target.loaded.client,
      origin: info.origin,
    };
    await tellSigningCompleted(uow, notice, signers);
  }
  return updated;
}

/**
 * Reads a sent DocuSign envelope's state there and records what changed; once it is completed, its signed PDF
 * and DocuSign's certificate are stored as the envelope's signed version. `quiet`: a failure to reach DocuSign
 * leaves the record as it is (for a reader who cannot act on it, the client), instead of answering the error.
 */
export async function refreshDocusignEnvelope(
  runtime: Runtime,
  input: { envelope: EnvelopeRow; target: RefreshTarget; info: RefreshAsker; quiet: boolean },
): Promise<EnvelopeRow> {
  const { envelope, target, info } = input;
  if (envelope.status !== 'sent') return envelope;
  const engine = await engineOfEnvelope(runtime, envelope);
  if (!engine || !envelope.externalId) return envelope;
  try {
    const state = await engine.readEnvelope(envelope.externalId);
    const results = state.status === 'completed' ? await storeResults(runtime, engine, envelope, target) : null;
    return await inTransaction(runtime, (uow) => applyState(uow, { envelope, target, info }, state, results));
  } catch (error) {
    if (input.quiet) return envelope;
    throw docusignFailure(error);
  }
}

/** How long voiding waits for DocuSign, which it does inside the void's transaction, before giving up. */
const voidTimeoutMillis = 20_000;

function withinTime<T>(work: Promise<T>, millis: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SigningEngineError('DocuSign took too long', null)), millis);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Cancels a sent DocuSign envelope at DocuSign, before the product's own record is cancelled; answers what the
 * voided event's detail records of it. DocuSign refusing or not answering refuses the whole change (a 422
 * naming the document), so the two never part silently: the record and DocuSign's stay as they were, or (had
 * DocuSign cancelled it all the same) the next refresh records DocuSign's cancellation. Only when the
 * account it went through is no longer connected, so DocuSign cannot be reached at all, is the record
 * cancelled alone, and the detail says so.
 */
export async function voidAtDocusign(runtime: Runtime, envelope: EnvelopeRow, documentName: string): Promise<Record<string, unknown>> {
  if (envelope.engine !== 'docusign' || envelope.status !== 'sent') return {};
  const engine = await engineOfEnvelope(runtime, envelope);
  if (!engine || !envelope.externalId) return { engine: 'docusign', voided_at_docusign: false, cause: 'account_disconnected' };
  try {
    await withinTime(engine.voidEnvelope(envelope.externalId, docusignMessages['docusign.voidReason']), voidTimeoutMillis);
  } catch (error) {
    // A login DocuSign no longer takes is for its adviser to connect again; anything else may pass with time.
    const reconnect = docusignMessages['docusign.reconnect'];
    if ((error instanceof SigningEngineError && error.isUnauthorised) || (error instanceof AppError && error.detail === reconnect))
      throw new AppError('rule.violated', { detail: reconnect });
    throw new AppError('rule.violated', { detail: interpolate(docusignMessages['docusign.voidFailed'], { document: documentName }) });
  }
  return { engine: 'docusign', voided_at_docusign: true };
}
