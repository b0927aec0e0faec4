import { type Actor, AppError, type Envelope, isFeatureOn, type SignBody, type SignByLinkBody, signingMessages } from '@advice/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { signingEnvelopes, signingPlacements, signingSigners } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { InvalidFields } from '../../http/errors.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { findUser, type UserRow } from '../users/users.queries.ts';
import { assertSignerTurn, loadSigningDocument, requireEnvelope, type SignerTarget, signingConflict } from './signing.access.ts';
import { type SignatureImage, signatureImageOf } from './signing.images.ts';
import { tellSignerToSign, tellSigningCompleted } from './signing.notify.ts';
import { checkPasscode } from './signing.passcode.ts';
import type { SignerIdentity } from './signing.presenter.ts';
import {
  type EnvelopeParts,
  type EnvelopeRow,
  insertSigningEvents,
  listSigners,
  loadEnvelopeParts,
  lockEnvelope,
  type NewSigningEvent,
  originOf,
  type PlacementRow,
  type SignerRow,
} from './signing.queries.ts';
import { answerEnvelope, auditActorOf, envelopeAuditOf, eventBy, namedInAudit } from './signing.records.ts';
import { type PracticeFacts, practiceFactsOf, type SealedVersion, sealNextVersion } from './signing.seal.ts';

const dayMillis = 24 * 60 * 60 * 1000;

/** What the signer gives for one of their placements. */
export type FieldValue = { placement: PlacementRow } & ({ signature: SignatureImage } | { text: string });

type FieldProblem = { detail: string; source: { pointer: string } };

/**
 * The signer's values, field by field: every field must be one of theirs; every signature field needs a
 * signature and every required text field its text (400s, all at once); then each signature image is read
 * and checked (a 422 at its field).
 */
async function valuesOf(
  runtime: Runtime,
  input: { parts: EnvelopeParts; signer: SignerRow; body: SignByLinkBody; user: UserRow | null; practice: PracticeFacts },
): Promise<FieldValue[]> {
  const { parts, signer, body } = input;
  const mine = parts.placements.filter((placement) => placement.signerRole === signer.role);
  const problems: FieldProblem[] = [];
  body.fields.forEach((field, index) => {
    if (!mine.some((placement) => placement.id === field.id))
      problems.push({ detail: signingMessages['signing.unknownField'], source: { pointer: `/fields/${index}` } });
  });
  const missing = (key: 'signing.signatureNeeded' | 'signing.textNeeded', pointer: string) => {
    if (!problems.some((p) => p.source.pointer === pointer && p.detail === signingMessages[key]))
      problems.push({ detail: signingMessages[key], source: { pointer } });
  };
  const given: { placement: PlacementRow; index: number; field: SignByLinkBody['fields'][number] }[] = [];
  for (const placement of mine) {
    const index = body.fields.findIndex((field) => field.id === placement.id);
    const field = body.fields[index];
    if (placement.type === 'addSignaturePlaceholder') {
      if (!field) missing('signing.signatureNeeded', '/fields');
      else if (!field.signature) missing('signing.signatureNeeded', `/fields/${index}/signature`);
      else given.push({ placement, index, field });
    } else if (!field?.text) {
      if (placement.required) missing('signing.textNeeded', field ? `/fields/${index}/text` : '/fields');
    } else given.push({ placement, index, field });
  }
  if (problems.length > 0) throw new InvalidFields(problems);
  const isTypeToSignOn = isFeatureOn(input.practice.featureFlags, 'typeToSign');
  const values: FieldValue[] = [];
  for (const { placement, index, field } of given) {
    if (field.signature) {
      const pointer = `/fields/${index}/signature`;
      values.push({
        placement,
        signature: await signatureImageOf(runtime, { signature: field.signature, pointer, user: input.user, isTypeToSignOn }),
      });
    } else values.push({ placement, text: field.text ?? '' });
  }
  return values;
}

/** Fills the signer's placements with what they gave. */
async function storeValues(tx: Tx, values: readonly FieldValue[], at: Date): Promise<void> {
  for (const value of values)
    await tx
      .update(signingPlacements)
      .set(
        'signature' in value
          ? { signatureImage: value.signature.image, signatureMode: value.signature.mode, filledAt: at }
          : { textValue: value.text, filledAt: at },
      )
      .where(eq(signingPlacements.id, value.placement.id));
}

/** Milliseconds apart, so the record lists the passcode, the signature and the completion in the order they happened. */
const tick = (at: Date, n: number) => new Date(at.getTime() + n);

/** The signed-in signer whose turn it is signs (spec 1 §7 `PATCH /sign`); see {@link signAs}. */
export async function signDocument(runtime: Runtime, actor: Actor, body: SignBody, info: RequestInfo): Promise<Envelope> {
  const target = await loadSigningDocument(runtime.db, actor, body.document_id, 'write');
  const envelope = await requireEnvelope(runtime.db, target);
  const who = { userId: actor.userId };
  const user = await findUser(runtime.db, { id: actor.userId, practiceId: target.document.practiceId });
  const done = await signAs(runtime, { target, envelope, who, user, body, info });
  return answerEnvelope(runtime.db, target, done, who);
}

/**
 * The signer whose turn it is signs, however they came: signed in, or through a signing link (who has no
 * account, so no saved signature). Their values are checked (and the passcode, when the envelope asks for
 * one), then, outside any lock, everything filled so far is stamped onto the original and sealed as the
 * document's next version (with the certificate when this is the last signature). The record is written
 * under the envelope's lock only if nobody changed it meanwhile (its version), so two signatures never
 * interleave; the next signer is asked, or everyone hears it is done. Answers the envelope as recorded.
 */
export async function signAs(
  runtime: Runtime,
  input: {
    target: SignerTarget;
    envelope: EnvelopeRow;
    who: SignerIdentity;
    user: UserRow | null;
    body: SignByLinkBody;
    info: RequestInfo;
  },
): Promise<EnvelopeRow> {
  const { target, who, user, body, info } = input;
  const parts = await loadEnvelopeParts(runtime.db, input.envelope);
  const signer = assertSignerTurn(parts, who);
  if (who.userId !== undefined && !user) throw new AppError('auth.forbidden', { detail: signingMessages['signing.notASigner'] });
  const practice = await practiceFactsOf(runtime, target.document.practiceId);
  const values = await valuesOf(runtime, { parts, signer, body, user, practice });
  if (parts.envelope.requirePasscode) await checkPasscode(runtime, signer.id, body.passcode);
  const at = new Date();
  const isLast = parts.signers.every((other) => other.id === signer.id || other.status === 'signed');
  const events = recordOf(parts, { signer, at, isLast, info, who });
  const version = await sealNextVersion(runtime, {
    target,
    parts,
    signer,
    values,
    practice,
    at,
    isLast,
    events: events.forCertificate,
    info,
  });
  return inTransaction(runtime, (uow) => recordSignature(uow, { target, parts, signer, values, version, events, isLast, at, who, info }));
}

type SignatureRecord = {
  target: SignerTarget;
  parts: EnvelopeParts;
  signer: SignerRow;
  values: readonly FieldValue[];
  version: SealedVersion;
  events: ReturnType<typeof recordOf>;
  isLast: boolean;
  at: Date;
  who: SignerIdentity;
  info: RequestInfo;
};

/**
 * Writes the signature under the envelope's lock, only if nobody changed the envelope since it was read:
 * the values, the signer and the next one, the new version (or the completion), the record and the audit
 * events; then the next signer is asked, or everyone hears it is done.
 */
async function recordSignature(uow: UnitOfWork, input: SignatureRecord): Promise<EnvelopeRow> {
  const { target, parts, signer, values, version, events, isLast, at, who, info } = input;
  const { tx } = uow;
  const envelope = await lockEnvelope(tx, parts.envelope);
  if (!envelope) throw signingConflict('signing.voided');
  assertSignerTurn({ envelope, signers: await listSigners(tx, envelope.id) }, who);
  if (envelope.version !== parts.envelope.version) throw signingConflict('signing.changedElsewhere');
  await storeValues(tx, values, at);
  await tx
    .update(signingSigners)
    .set({ status: 'signed', signedAt: tick(at, 1), passcodeHash: null })
    .where(eq(signingSigners.id, signer.id));
  const next = parts.signers.find((other) => other.position > signer.position && other.status !== 'signed') ?? null;
  if (next) await tx.update(signingSigners).set({ status: 'pending' }).where(eq(signingSigners.id, next.id));
  const [updated] = await tx
    .update(signingEnvelopes)
    .set({
      signedFileId: version.signed.id,
      signedSha256: version.signed.sha256,
      updatedAt: at,
      version: sql`${signingEnvelopes.version} + 1`,
      ...(isLast
        ? { status: 'completed' as const, completedAt: tick(at, 2), certificateFileId: version.certificateId, nextReminderAt: null }
        : { nextReminderAt: envelope.reminderEveryDays > 0 ? new Date(at.getTime() + envelope.reminderEveryDays * dayMillis) : null }),
    })
    .where(eq(signingEnvelopes.id, envelope.id))
    .returning();
  if (!updated) throw new Error('envelope vanished while locked');
  await insertSigningEvents(tx, events.toWrite(version));
  await auditSignature(tx, { target, envelope, signer, version, isLast, who, info });
  const context = {
    actor: { userId: who.userId ?? null, practiceId: envelope.practiceId },
    document: target.document,
    client: target.loaded.client,
    origin: info.origin,
    // A signer without an account is sent to the site the envelope was sent from.
    linkOrigin: originOf(parts.events) ?? info.origin,
  };
  if (next) await tellSignerToSign(uow, context, { signer: { ...next, status: 'pending' }, message: envelope.message });
  // Whoever signed last is never told of their own signature (a signer through a link has no account to leave out).
  if (isLast)
    await tellSigningCompleted(
      uow,
      context,
      parts.signers.filter((other) => other.id !== signer.id),
    );
  return updated;
}

/**
 * The events this signature adds, at fixed times so the certificate (rendered before they are written) lists
 * exactly what is recorded: the passcode confirmed (when asked), the signature with the document's hash
 * before and after, and the completion when this is the last signature.
 */
function recordOf(
  parts: EnvelopeParts,
  input: { signer: SignerRow; at: Date; isLast: boolean; info: RequestInfo; who: SignerIdentity },
): { forCertificate: (version: { sha256: string }) => NewSigningEvent[]; toWrite: (version: SealedVersion) => NewSigningEvent[] } {
  const { envelope } = parts;
  const { signer, at, isLast } = input;
  const by = eventBy(envelope, { userId: input.who.userId ?? null, name: signer.name }, input.info);
  const before = envelope.signedSha256 ?? envelope.originalSha256;
  const make = (sha256: string, fileId: string | null): NewSigningEvent[] => [
    ...(envelope.requirePasscode
      ? [{ ...by, signerId: signer.id, kind: 'passcode_confirmed' as const, at, sha256Before: before, sha256After: before }]
      : []),
    { ...by, signerId: signer.id, kind: 'signed', at: tick(at, 1), sha256Before: before, sha256After: sha256, fileId },
    ...(isLast
      ? [
          {
            ...eventBy(envelope, { userId: null, name: null }, null),
            kind: 'completed' as const,
            at: tick(at, 2),
            sha256Before: sha256,
            sha256After: sha256,
          },
        ]
      : []),
  ];
  return { forCertificate: (version) => make(version.sha256, null), toWrite: (version) => make(version.signed.sha256, version.signed.id) };
}

async function auditSignature(
  tx: Tx,
  input: {
    target: SignerTarget;
    envelope: { id: string; practiceId: string; caseId: string; signedSha256: string | null; originalSha256: string };
    signer: SignerRow;
    version: SealedVersion;
    isLast: boolean;
    who: SignerIdentity;
    info: RequestInfo;
  },
): Promise<void> {
  const { target, envelope, signer, version, who, info } = input;
  const base = {
    actor: auditActorOf(who),
    practiceId: envelope.practiceId,
    entityKind: 'client-case' as const,
    entityId: envelope.caseId,
    ip: info.ip,
  };
  await writeAudit(tx, {
    ...base,
    action: 'signing_signed',
    after: {
      ...envelopeAuditOf(envelope, target),
      signer: signer.role,
      ...namedInAudit(who, signer),
      sha256_before: envelope.signedSha256 ?? envelope.originalSha256,
      sha256_after: version.signed.sha256,
    },
  });
  if (input.isLast)
    await writeAudit(tx, {
      ...base,
      action: 'signing_completed',
      after: { ...envelopeAuditOf(envelope, target), sha256: version.signed.sha256 },
    });
}
