import { createHash } from 'node:crypto';
import { AppError, readPracticeSettings, sealReasonOf, signingMessages } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { practices } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { safeFileBase } from '../cases/case-documents.files.ts';
import { readStoredFile, storeFile } from '../files/stored-files.ts';
import { readPracticeImageFor } from '../practice/practice-settings.files.ts';
import { fillPdf } from './pdf/pdf-form.ts';
import { sealingKeyOf } from './pdf/sealing-keys.ts';
import {
  type CertificateFacts,
  PdfNotSignableError,
  renderSigningCertificate,
  type StampItem,
  sealPdf,
  stampPdf,
} from './pdf/signing-pdf.ts';
import type { SignerTarget } from './signing.access.ts';
import type { EnvelopeParts, NewSigningEvent, SignerRow } from './signing.queries.ts';
import type { FieldValue } from './signing.sign.ts';

/** What the seal and the certificate say of the practice: its name, trading name, flags and branding. */
export type PracticeFacts = {
  id: string;
  name: string;
  tradingName: string;
  featureFlags: Record<string, unknown>;
  accent: string | null;
};

export async function practiceFactsOf(runtime: Runtime, practiceId: string): Promise<PracticeFacts> {
  const [row] = await runtime.db
    .select({ name: practices.name, settings: practices.settings, featureFlags: practices.featureFlags })
    .from(practices)
    .where(eq(practices.id, practiceId));
  if (!row) throw new AppError('practice.not_found');
  const { general } = readPracticeSettings(row.settings);
  return {
    id: practiceId,
    name: row.name,
    tradingName: general.tradingName || row.name,
    featureFlags: row.featureFlags,
    accent: general.colourScheme.accent || null,
  };
}

/** The practice's logo for the certificate's header, when it has one the PDF can draw (PNG or JPEG). */
async function logoOf(runtime: Runtime, practiceId: string): Promise<Uint8Array | null> {
  const logo = await readPracticeImageFor(runtime, practiceId, 'logo').catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'resource.not_found') return null;
    throw error;
  });
  return logo && ['image/png', 'image/jpeg'].includes(logo.contentType) ? logo.body : null;
}

/** A new version of the document as sealed, and the certificate when it was the last signature. */
export type SealedVersion = { signed: { id: string; sha256: string }; certificateId: string | null };

/** Everything filled so far, the earlier signers' values as stored and this signer's as given, to stamp. */
function stampItemsOf(parts: EnvelopeParts, values: readonly FieldValue[]): StampItem[] {
  const given = new Map(values.map((value) => [value.placement.id, value]));
  return parts.placements.flatMap((placement): StampItem[] => {
    const box = { page: placement.page, x: placement.x, y: placement.y, width: placement.width, height: placement.height };
    const value = given.get(placement.id);
    if (value)
      return [
        'signature' in value ? { ...box, kind: 'signature', image: value.signature.image } : { ...box, kind: 'text', text: value.text },
      ];
    if (placement.signatureImage) return [{ ...box, kind: 'signature', image: placement.signatureImage }];
    if (placement.textValue) return [{ ...box, kind: 'text', text: placement.textValue }];
    return [];
  });
}

function certificateFactsOf(
  input: { target: SignerTarget; parts: EnvelopeParts; signer: SignerRow; practice: PracticeFacts; at: Date },
  sha256: string,
  logo: Uint8Array | null,
  events: readonly NewSigningEvent[],
): CertificateFacts {
  const { parts, signer, practice, at } = input;
  const signedAt = (other: SignerRow) => (other.id === signer.id ? new Date(at.getTime() + 1) : (other.signedAt ?? at));
  return {
    practiceName: practice.tradingName,
    branding: { accent: practice.accent, logo },
    documentName: input.target.document.name,
    envelopeId: parts.envelope.id,
    originalSha256: parts.envelope.originalSha256,
    signedSha256: sha256,
    completedAt: new Date(at.getTime() + 2),
    signers: parts.signers.map((other) => ({ name: other.name, role: other.role, email: other.email, signedAt: signedAt(other) })),
    events: [...parts.events, ...events].map((event) => ({
      kind: event.kind,
      at: event.at ?? at,
      actorName: event.actorName ?? null,
      ip: event.ip ?? null,
      userAgent: event.userAgent ?? null,
      sha256Before: event.sha256Before ?? null,
      sha256After: event.sha256After ?? null,
    })),
  };
}

/**
 * The document's next version, worked out before any lock is taken: every value filled so far stamped onto
 * the ORIGINAL (so each version is one stamping of the untouched file), sealed under the practice's key and
 * stored as a new file; on the last signature, the certificate too. A version whose record is then refused
 * (someone changed the envelope meanwhile) is pointed at by nothing, and the orphan sweep removes it.
 */
export async function sealNextVersion(
  runtime: Runtime,
  input: {
    target: SignerTarget;
    parts: EnvelopeParts;
    signer: SignerRow;
    values: readonly FieldValue[];
    practice: PracticeFacts;
    at: Date;
    isLast: boolean;
    events: (version: { sha256: string }) => NewSigningEvent[];
    info: RequestInfo;
  },
): Promise<SealedVersion> {
  const { target, parts, practice } = input;
  const original = await readStoredFile(runtime, { practiceId: practice.id, id: parts.envelope.originalFileId });
  if (!original) throw new AppError('rule.violated', { detail: signingMessages['signing.unreadablePdf'] });
  // An editable PDF's form, as filled in the viewer, goes into the signed copy too (stamping flattens it).
  const stamped = await fillPdf(original.body, target.document.formData)
    .then((filled) => stampPdf(filled, stampItemsOf(parts, input.values)))
    .catch((error: unknown) => {
      if (error instanceof PdfNotSignableError) throw new AppError('rule.violated', { detail: signingMessages[error.messageKey] });
      throw error;
    });
  const key = await sealingKeyOf(runtime.db, { id: practice.id, name: practice.tradingName }, runtime.config);
  const sealed = await sealPdf(stamped, key, {
    reason: sealReasonOf(input.signer.name),
    name: practice.tradingName,
    location: new URL(input.info.origin).host,
  });
  const base = safeFileBase(target.document.name);
  const owner = {
    practiceId: practice.id,
    ownerId: target.loaded.client.id,
    createdBy: input.signer.userId,
    purpose: 'caseDocument' as const,
  };
  const pdf = { mediaType: 'application/pdf', ext: 'pdf' };
  const body = Buffer.from(sealed);
  const sha256 = createHash('sha256').update(body).digest('hex');
  const stored = await storeFile(runtime, { ...owner, ...pdf, fileName: `${base} (signed).pdf`, body });
  const signed = { id: stored.id, sha256 };
  if (!input.isLast) return { signed, certificateId: null };
  const certificate = await renderSigningCertificate(
    certificateFactsOf(input, sha256, await logoOf(runtime, practice.id), input.events({ sha256 })),
  );
  const kept = await storeFile(runtime, { ...owner, ...pdf, fileName: `${base} signing certificate.pdf`, body: Buffer.from(certificate) });
  return { signed, certificateId: kept.id };
}
