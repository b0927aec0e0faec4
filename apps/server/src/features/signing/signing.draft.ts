import { createHash, randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  draftProblemsOf,
  type Envelope,
  type EnvelopeDraftBody,
  isPasscodeByPhone,
  phoneProblemsOf,
  type SignerRole,
  signingMessages,
  textablePhoneOf,
} from '@advice/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clientCases, signingEnvelopes, signingPlacements, signingSigners } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { InvalidFields } from '../../http/errors.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { lockCase } from '../cases/case-documents.queries.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { canDeliverTexts } from '../mailbox/mailbox.access.ts';
import { findUser, fullNameOf } from '../users/users.queries.ts';
import { PdfNotSignableError, type PdfPageInfo, readPdfPages } from './pdf/signing-pdf.ts';
import {
  assertDocumentsEditable,
  assertStaff,
  loadSigningDocument,
  requireLiveEnvelope,
  type SigningDocument,
  signingConflict,
} from './signing.access.ts';
import { tellSignerToSign } from './signing.notify.ts';
import { isEnvelopeLocked } from './signing.presenter.ts';
import { type EnvelopeRow, findCurrentEnvelope, insertSigningEvents, listSigners, lockEnvelope } from './signing.queries.ts';
import { answerEnvelope, envelopeAuditOf, eventBy, userNameOf } from './signing.records.ts';

const dayMillis = 24 * 60 * 60 * 1000;

/** A signer as drafted; `phone` is where a passcode by text would go (the account's number, or the partner's as given). */
export type ResolvedSigner = { role: SignerRole; userId: string | null; name: string; email: string; phone: string | null };

/**
 * The original PDF, its SHA-256 (the stored file's, or worked out now for an older record without one) and its
 * pages (in points as the viewer shows them), or 422 when it is not a PDF this engine can sign (damaged,
 * protected by a password). Both engines sign from it.
 */
export async function readSignableOriginal(
  runtime: Runtime,
  target: SigningDocument,
): Promise<{ body: Buffer; sha256: string; pages: PdfPageInfo[] }> {
  if (target.document.contentType !== 'application/pdf') throw new AppError('rule.violated', { detail: signingMessages['signing.notPdf'] });
  const record = await findStoredFile(runtime.db, { practiceId: target.document.practiceId, id: target.document.fileId });
  const body = record ? await runtime.storage.get(record.storageKey) : null;
  if (!record || !body) throw new AppError('rule.violated', { detail: signingMessages['signing.unreadablePdf'] });
  try {
    const pages = await readPdfPages(body);
    return { body, pages, sha256: record.sha256 ?? createHash('sha256').update(body).digest('hex') };
  } catch (error) {
    if (error instanceof PdfNotSignableError) throw new AppError('rule.violated', { detail: signingMessages[error.messageKey] });
    throw error;
  }
}

/**
 * Who each signer is: the case's client and the client's adviser from their accounts, the partner as given. With
 * the passcode by text, each needs a number (spec 1 §5), the client's and adviser's read here from their accounts.
 */
export async function resolveSigners(
  tx: Tx,
  target: SigningDocument,
  body: Pick<EnvelopeDraftBody, 'signers'> & Partial<Pick<EnvelopeDraftBody, 'require_passcode' | 'passcode_channel'>>,
): Promise<ResolvedSigner[]> {
  const { client } = target.loaded;
  const problems: { detail: string; source: { pointer: string } }[] = [];
  const resolved: ResolvedSigner[] = [];
  for (const [index, signer] of body.signers.entries()) {
    if (signer.role === 'client' && target.document.concealedFromClient)
      problems.push({ detail: signingMessages['signing.concealedFromClient'], source: { pointer: `/signers/${index}/role` } });
    else if (signer.role === 'client')
      resolved.push({
        role: 'client',
        userId: client.id,
        name: fullNameOf(client),
        email: client.email,
        phone: textablePhoneOf(client.phone),
      });
    else if (signer.role === 'partner')
      resolved.push({
        role: 'partner',
        userId: null,
        name: signer.name ?? '',
        email: (signer.email ?? '').toLowerCase(),
        phone: textablePhoneOf(signer.phone),
      });
    else {
      const adviser = client.adviserId ? await findUser(tx, { id: client.adviserId, practiceId: client.practiceId }) : null;
      if (!adviser) problems.push({ detail: signingMessages['signing.noAdviser'], source: { pointer: `/signers/${index}` } });
      else
        resolved.push({
          role: 'adviser',
          userId: adviser.id,
          name: fullNameOf(adviser),
          email: adviser.email,
          phone: textablePhoneOf(adviser.phone),
        });
    }
  }
  const phoneOf = (role: 'client' | 'adviser') => {
    const signer = resolved.find((one) => one.role === role);
    return signer ? signer.phone : undefined;
  };
  for (const problem of phoneProblemsOf(body, { client: phoneOf('client'), adviser: phoneOf('adviser') }))
    problems.push({ detail: problem.message, source: { pointer: problem.pointer } });
  if (problems.length > 0) throw new InvalidFields(problems);
  return resolved;
}

/** A draft can be replaced until it is sent; once anyone has signed, its fields are fixed. */
async function assertReplaceable(tx: Tx, envelope: EnvelopeRow): Promise<void> {
  if (isEnvelopeLocked(await listSigners(tx, envelope.id))) throw signingConflict('signing.locked');
  if (envelope.status !== 'draft') throw signingConflict('signing.notDraft');
}

/** The placements' ids as given, except one another envelope already uses (a draft copied from a cancelled one) or given twice. */
async function placementIdsOf(tx: Tx, envelopeId: string, body: Pick<EnvelopeDraftBody, 'placements'>): Promise<string[]> {
  const given = body.placements.map((placement) => placement.id);
  const rows = given.length
    ? await tx
        .select({ id: signingPlacements.id })
        .from(signingPlacements)
        .where(and(inArray(signingPlacements.id, given), ne(signingPlacements.envelopeId, envelopeId)))
    : [];
  const taken = new Set(rows.map((row) => row.id));
  return given.map((id) => {
    if (taken.has(id)) return randomUUID();
    taken.add(id);
    return id;
  });
}

/** What an envelope's row is written with; the document and the case it hangs off come from the target. */
export type EnvelopeValues = Omit<
  typeof signingEnvelopes.$inferInsert,
  'id' | 'practiceId' | 'clientId' | 'caseId' | 'documentId' | 'createdBy'
> & { originalFileId: string; originalSha256: string };

/**
 * The envelope's row, for both engines: the locked draft taken over (its signers and fields removed, to be
 * written again), or a new one.
 */
export async function writeEnvelopeRow(
  tx: Tx,
  input: { target: SigningDocument; current: EnvelopeRow | null; values: EnvelopeValues; actor: Actor },
): Promise<EnvelopeRow> {
  const { target, current, values } = input;
  if (current) {
    await tx.delete(signingSigners).where(eq(signingSigners.envelopeId, current.id));
    await tx.delete(signingPlacements).where(eq(signingPlacements.envelopeId, current.id));
    const [updated] = await tx
      .update(signingEnvelopes)
      .set({ ...values, version: sql`${signingEnvelopes.version} + 1` })
      .where(eq(signingEnvelopes.id, current.id))
      .returning();
    if (!updated) throw new Error('envelope vanished while locked');
    return updated;
  }
  const [created] = await tx
    .insert(signingEnvelopes)
    .values({
      id: randomUUID(),
      practiceId: target.document.practiceId,
      clientId: target.loaded.client.id,
      caseId: target.document.caseId,
      documentId: target.document.id,
      createdBy: input.actor.userId,
      ...values,
    })
    .returning();
  if (!created) throw new Error('envelope insert returned nothing');
  return created;
}

/** A portal draft's values: the engine, reminders, passcode and message the adviser chose, on the original. */
function draftValuesOf(target: SigningDocument, body: EnvelopeDraftBody, original: { sha256: string }): EnvelopeValues {
  return {
    engine: body.engine,
    reminderEveryDays: body.reminder_every_days,
    requirePasscode: body.require_passcode,
    passcodeChannel: body.passcode_channel,
    message: body.message,
    originalFileId: target.document.fileId,
    originalSha256: original.sha256,
    updatedAt: new Date(),
  };
}

/**
 * Writes an envelope's signers in order and their placements, for a draft (everyone waiting) or for an
 * envelope sent at once through DocuSign (`isSent`: the first signer's turn).
 */
export async function writeSignersAndPlacements(
  tx: Tx,
  envelope: EnvelopeRow,
  signers: ResolvedSigner[],
  body: Pick<EnvelopeDraftBody, 'placements'>,
  options: { isSent?: boolean } = {},
): Promise<void> {
  await tx.insert(signingSigners).values(
    signers.map((signer, index) => ({
      id: randomUUID(),
      practiceId: envelope.practiceId,
      envelopeId: envelope.id,
      role: signer.role,
      position: index + 1,
      userId: signer.userId,
      name: signer.name,
      email: signer.email,
      phone: signer.phone,
      ...(options.isSent ? { status: index === 0 ? ('pending' as const) : ('waiting' as const) } : {}),
    })),
  );
  const ids = await placementIdsOf(tx, envelope.id, body);
  if (body.placements.length === 0) return;
  await tx.insert(signingPlacements).values(
    body.placements.map((placement, index) => ({
      id: ids[index] ?? randomUUID(),
      practiceId: envelope.practiceId,
      envelopeId: envelope.id,
      signerRole: placement.signer,
      type: placement.type,
      page: placement.page,
      x: placement.x,
      y: placement.y,
      width: placement.width,
      height: placement.height,
      label: placement.label,
      required: placement.required,
    })),
  );
}

/**
 * Creates or replaces the document's draft envelope (the spec's "signing envelope"): staff only, on a PDF
 * of a case whose documents may change, never once it is sent or anyone has signed. The checks that read the
 * PDF run before the transaction, which then re-checks the case and the envelope under their locks. From
 * now on the pack cannot be sent as already agreed.
 */
export async function saveSigningDraft(
  runtime: Runtime,
  actor: Actor,
  documentId: string,
  body: EnvelopeDraftBody,
  info: RequestInfo,
): Promise<Envelope> {
  const first = await loadSigningDocument(runtime.db, actor, documentId, 'write');
  assertStaff(first);
  assertDocumentsEditable(first);
  if (body.engine === 'docusign') throw new AppError('rule.violated', { detail: signingMessages['signing.engineUnavailable'] });
  if (isPasscodeByPhone(body) && !canDeliverTexts(runtime))
    throw new AppError('rule.violated', { detail: signingMessages['signing.textsUnavailable'], pointer: '/passcode_channel' });
  const existing = await findCurrentEnvelope(runtime.db, { practiceId: first.document.practiceId, documentId });
  if (existing && existing.status !== 'voided') await assertReplaceable(runtime.db, existing);
  const original = await readSignableOriginal(runtime, first);
  const problems = draftProblemsOf(body, original.pages.length);
  if (problems.length > 0)
    throw new InvalidFields(problems.map((problem) => ({ detail: problem.message, source: { pointer: problem.pointer } })));
  const saved = await inTransaction(runtime, async ({ tx }) => {
    await lockCase(tx, { practiceId: first.document.practiceId, id: first.document.caseId });
    const target = await loadSigningDocument(tx, actor, documentId, 'write');
    assertDocumentsEditable(target);
    const signers = await resolveSigners(tx, target, body);
    const live = await findCurrentEnvelope(tx, { practiceId: target.document.practiceId, documentId });
    const current = live && live.status !== 'voided' ? await lockEnvelope(tx, live) : null;
    if (current) await assertReplaceable(tx, current);
    const envelope = await writeEnvelopeRow(tx, { target, current, values: draftValuesOf(target, body, original), actor });
    await writeSignersAndPlacements(tx, envelope, signers, body);
    await tx
      .update(clientCases)
      .set({ signingEnvelopeDraftedAt: sql`coalesce(${clientCases.signingEnvelopeDraftedAt}, now())` })
      .where(and(eq(clientCases.id, target.document.caseId), eq(clientCases.practiceId, target.document.practiceId)));
    await insertSigningEvents(tx, [
      {
        ...eventBy(envelope, { userId: actor.userId, name: await userNameOf(tx, actor.userId) }, info),
        kind: 'drafted',
        sha256Before: original.sha256,
        sha256After: original.sha256,
      },
    ]);
    await writeAudit(tx, {
      actor,
      practiceId: envelope.practiceId,
      entityKind: 'client-case',
      entityId: envelope.caseId,
      action: 'signing_drafted',
      after: { ...envelopeAuditOf(envelope, target), signers: signers.map((s) => s.role), placements: body.placements.length },
      ip: info.ip,
    });
    return { target, envelope };
  });
  return answerEnvelope(runtime.db, saved.target, saved.envelope, { userId: actor.userId });
}

/**
 * Sends the draft: the first signer's turn comes (a bell and a mail, or for a partner without an account a
 * mail with a signing link), the rest wait; reminders start when the envelope asks for them.
 */
export async function sendSigning(runtime: Runtime, actor: Actor, documentId: string, info: RequestInfo): Promise<Envelope> {
  const sent = await inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const first = await loadSigningDocument(tx, actor, documentId, 'write');
    assertStaff(first);
    await lockCase(tx, { practiceId: first.document.practiceId, id: first.document.caseId });
    const target = await loadSigningDocument(tx, actor, documentId, 'write');
    assertDocumentsEditable(target);
    const envelope = await lockEnvelope(tx, await requireLiveEnvelope(tx, target));
    if (envelope?.status !== 'draft') throw signingConflict('signing.notDraft');
    if (envelope.engine !== 'embedded') throw new AppError('rule.violated', { detail: signingMessages['signing.engineUnavailable'] });
    const now = new Date();
    const [updated] = await tx
      .update(signingEnvelopes)
      .set({
        status: 'sent',
        sentAt: now,
        updatedAt: now,
        version: sql`${signingEnvelopes.version} + 1`,
        nextReminderAt: envelope.reminderEveryDays > 0 ? new Date(now.getTime() + envelope.reminderEveryDays * dayMillis) : null,
      })
      .where(eq(signingEnvelopes.id, envelope.id))
      .returning();
    if (!updated) throw new Error('envelope vanished while locked');
    const signers = await listSigners(tx, envelope.id);
    if (target.document.concealedFromClient && signers.some((signer) => signer.role === 'client'))
      throw new AppError('state.illegal_transition', { detail: signingMessages['signing.concealedFromClient'] });
    const [firstSigner] = signers;
    if (!firstSigner) throw signingConflict('signing.notDraft');
    await tx.update(signingSigners).set({ status: 'pending' }).where(eq(signingSigners.id, firstSigner.id));
    await insertSigningEvents(tx, [
      {
        ...eventBy(envelope, { userId: actor.userId, name: await userNameOf(tx, actor.userId) }, info),
        kind: 'sent',
        sha256Before: envelope.originalSha256,
        sha256After: envelope.originalSha256,
        detail: { origin: info.origin },
      },
    ]);
    await writeAudit(tx, {
      actor,
      practiceId: envelope.practiceId,
      entityKind: 'client-case',
      entityId: envelope.caseId,
      action: 'signing_sent',
      after: { ...envelopeAuditOf(envelope, target), signers: signers.map((s) => s.role) },
      ip: info.ip,
    });
    await tellSignerToSign(
      uow,
      {
        actor: { userId: actor.userId, practiceId: envelope.practiceId },
        document: target.document,
        client: target.loaded.client,
        origin: info.origin,
        linkOrigin: info.origin,
      },
      { signer: { ...firstSigner, status: 'pending' }, message: envelope.message },
    );
    return { target, envelope: updated };
  });
  return answerEnvelope(runtime.db, sent.target, sent.envelope, { userId: actor.userId });
}
