import {
  type Actor,
  AppError,
  type DocusignEnvelopeBody,
  docusignMessages,
  draftProblemsOf,
  type Envelope,
  interpolate,
  signingMessages,
} from '@advice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { clientCases } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { InvalidFields } from '../../http/errors.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { EngineEnvelopeInput, SigningEngineApi } from '../../platform/signing/signing-engine.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { safeFileBase } from '../cases/case-documents.files.ts';
import { lockCase } from '../cases/case-documents.queries.ts';
import { readStoredFile } from '../files/stored-files.ts';
import { findDocusignEnvelope, refreshDocusignEnvelope } from './docusign.refresh.ts';
import { findOwnOAuthAccount } from './oauth-accounts.queries.ts';
import { docusignEngineFor, docusignFailure } from './oauth-accounts.service.ts';
import { assertDocumentsEditable, assertStaff, loadSigningDocument, signingConflict } from './signing.access.ts';
import { type EnvelopeValues, readSignableOriginal, resolveSigners, writeEnvelopeRow, writeSignersAndPlacements } from './signing.draft.ts';
import { type EnvelopeRow, findCurrentEnvelope, insertSigningEvents, lockEnvelope } from './signing.queries.ts';
import { answerEnvelope, envelopeAuditOf, eventBy, userNameOf } from './signing.records.ts';

/** Refuses a document whose live envelope is anything but a draft (a draft is taken over by the DocuSign envelope). */
function assertNoLiveEnvelope(envelope: EnvelopeRow | null): EnvelopeRow | null {
  if (!envelope || envelope.status === 'voided') return null;
  if (envelope.status !== 'draft') throw new AppError('state.illegal_transition', { detail: docusignMessages['docusign.liveEnvelope'] });
  return envelope;
}

/** The adviser's own connected account the body names, or 422 pointing at it. */
async function ownAccountOf(runtime: Runtime, actor: Actor, practiceId: string, id: string) {
  const account = await findOwnOAuthAccount(runtime.db, { practiceId, userId: actor.userId, id });
  if (!account) throw new AppError('rule.violated', { detail: docusignMessages['docusign.accountNotFound'], pointer: '/oauth_account_id' });
  return account;
}

type Sent = { externalId: string; engine: SigningEngineApi };

/** Writes the sent envelope (taking over a draft), its signers and fields, its events and audit, in one transaction. */
async function recordSentEnvelope(
  runtime: Runtime,
  input: { actor: Actor; body: DocusignEnvelopeBody; original: { sha256: string }; accountId: string; sent: Sent; info: RequestInfo },
) {
  const { actor, body, original, info } = input;
  return inTransaction(runtime, async ({ tx }) => {
    const first = await loadSigningDocument(tx, actor, body.document_id, 'write');
    await lockCase(tx, { practiceId: first.document.practiceId, id: first.document.caseId });
    const target = await loadSigningDocument(tx, actor, body.document_id, 'write');
    assertDocumentsEditable(target);
    const live = assertNoLiveEnvelope(
      await findCurrentEnvelope(tx, { practiceId: target.document.practiceId, documentId: target.document.id }),
    );
    const draft = live ? await lockEnvelope(tx, live) : null;
    if (draft && draft.status !== 'draft') throw signingConflict('signing.notDraft');
    const signers = await resolveSigners(tx, target, body);
    const now = new Date();
    const values: EnvelopeValues = {
      engine: 'docusign',
      status: 'sent',
      reminderEveryDays: 0,
      requirePasscode: false,
      message: body.message,
      originalFileId: target.document.fileId,
      originalSha256: original.sha256,
      externalId: input.sent.externalId,
      oauthAccountId: input.accountId,
      sentAt: now,
      updatedAt: now,
      nextReminderAt: null,
    };
    const envelope = await writeEnvelopeRow(tx, { target, current: draft, values, actor });
    await writeSignersAndPlacements(tx, envelope, signers, body, { isSent: true });
    await tx
      .update(clientCases)
      .set({ signingEnvelopeDraftedAt: sql`coalesce(${clientCases.signingEnvelopeDraftedAt}, now())` })
      .where(and(eq(clientCases.id, target.document.caseId), eq(clientCases.practiceId, target.document.practiceId)));
    const by = eventBy(envelope, { userId: actor.userId, name: await userNameOf(tx, actor.userId) }, info);
    const hashes = { sha256Before: original.sha256, sha256After: original.sha256 };
    await insertSigningEvents(tx, [
      ...(draft ? [] : [{ ...by, ...hashes, kind: 'drafted' as const, at: now }]),
      { ...by, ...hashes, kind: 'sent', at: new Date(now.getTime() + 1), detail: { origin: info.origin, engine: 'docusign' } },
    ]);
    await writeAudit(tx, {
      actor,
      practiceId: envelope.practiceId,
      entityKind: 'client-case',
      entityId: envelope.caseId,
      action: 'signing_sent',
      after: { ...envelopeAuditOf(envelope, target), signers: signers.map((signer) => signer.role) },
      ip: info.ip,
    });
    return { target, envelope };
  });
}

/**
 * Sends a case document for signature through one of the adviser's DocuSign accounts: the same checks as the
 * product's own signing (staff of the client, a PDF of a case whose documents may change, signers and fields
 * in order), then DocuSign is asked to send it, and only then is the envelope recorded, engine `docusign`,
 * with DocuSign's id. Should recording fail, the DocuSign envelope is cancelled again.
 */
export async function createDocusignEnvelope(
  runtime: Runtime,
  actor: Actor,
  body: DocusignEnvelopeBody,
  info: RequestInfo,
): Promise<Envelope> {
  const target = await loadSigningDocument(runtime.db, actor, body.document_id, 'write');
  assertStaff(target);
  assertDocumentsEditable(target);
  const { practiceId } = target.document;
  assertNoLiveEnvelope(await findCurrentEnvelope(runtime.db, { practiceId, documentId: target.document.id }));
  const account = await ownAccountOf(runtime, actor, practiceId, body.oauth_account_id);
  const original = await readSignableOriginal(runtime, target);
  const problems = draftProblemsOf({ ...body, engine: 'docusign', reminder_every_days: 0, require_passcode: false }, original.pages.length);
  if (problems.length > 0)
    throw new InvalidFields(problems.map((problem) => ({ detail: problem.message, source: { pointer: problem.pointer } })));
  const signers = await resolveSigners(runtime.db, target, body);
  const request: EngineEnvelopeInput = {
    documentName: target.document.fileName || `${target.document.name}.pdf`,
    pdf: original.body,
    pages: original.pages,
    signers: signers.map((signer, index) => ({ role: signer.role, order: index + 1, name: signer.name, email: signer.email })),
    placements: body.placements,
    subject: interpolate(docusignMessages['docusign.emailSubject'], { document: target.document.name }),
    message: body.message,
  };
  const engine = docusignEngineFor(runtime, account);
  let sent: Sent;
  try {
    sent = { engine, ...(await engine.sendEnvelope(request)) };
  } catch (error) {
    throw docusignFailure(error);
  }
  const recorded = await recordSentEnvelope(runtime, { actor, body, original, accountId: account.id, sent, info }).catch(async (error) => {
    await engine.voidEnvelope(sent.externalId, docusignMessages['docusign.voidReason']).catch(() => {});
    throw error;
  });
  return answerEnvelope(runtime.db, recorded.target, recorded.envelope, { userId: actor.userId });
}

/**
 * A DocuSign envelope with its status and each signer's as DocuSign has them now, for anyone who may see the
 * document (a client never sees a draft). A client who cannot act on a failure to reach DocuSign gets the
 * record as it stands; staff are told, so they can connect the account again.
 */
export async function getDocusignEnvelope(runtime: Runtime, actor: Actor, envelopeId: string, info: RequestInfo): Promise<Envelope> {
  const member = practiceActorOf(actor, 'document');
  const envelope = await findDocusignEnvelope(runtime.db, { practiceId: member.practiceId, id: envelopeId });
  const target = await loadSigningDocument(runtime.db, actor, envelope.documentId, 'read');
  if (!target.isStaff && envelope.status === 'draft')
    throw new AppError('resource.not_found', { detail: docusignMessages['docusign.envelopeNotFound'] });
  const current = await refreshDocusignEnvelope(runtime, { envelope, target, info, quiet: !target.isStaff });
  return answerEnvelope(runtime.db, target, current, { userId: actor.userId });
}

/**
 * The completed PDF of a document signed through DocuSign (`documentId`, the case document), fetched from
 * DocuSign and stored as the envelope's signed version the first time it is asked for once complete.
 */
export async function readDocusignDocument(runtime: Runtime, actor: Actor, documentId: string, info: RequestInfo) {
  const target = await loadSigningDocument(runtime.db, actor, documentId, 'read');
  const found = await findCurrentEnvelope(runtime.db, { practiceId: target.document.practiceId, documentId });
  if (found?.engine !== 'docusign' || found.status === 'voided' || found.status === 'draft')
    throw new AppError('resource.not_found', { detail: docusignMessages['docusign.envelopeNotFound'] });
  const envelope = await refreshDocusignEnvelope(runtime, { envelope: found, target, info, quiet: !target.isStaff });
  const file =
    envelope.status === 'completed' ? await readStoredFile(runtime, { practiceId: envelope.practiceId, id: envelope.signedFileId }) : null;
  if (!file) throw new AppError('resource.not_found', { detail: signingMessages['signing.notReady'] });
  return { body: file.body, contentType: 'application/pdf', fileName: `${safeFileBase(target.document.name)} (signed).pdf` };
}
