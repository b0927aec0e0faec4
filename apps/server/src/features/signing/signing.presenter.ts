import { addressOf, caseDocumentsEndpoints, type Envelope, type EnvelopeAction, maskedPhoneOf, signingEndpoints } from '@advice/domain';
import type { EnvelopeParts, SignerRow } from './signing.queries.ts';

/**
 * A signer as whoever reads or acts is known: a signed-in user by their account, or someone holding a signing
 * link mailed to them (a partner without an account) by their signer row.
 */
export type SignerIdentity = { userId: string; signerId?: never } | { signerId: string; userId?: never };

/** Who reads an envelope: who they are, whether they are staff of the client, and whether the case's documents may change. */
export type EnvelopeReader = { who: SignerIdentity; isStaff: boolean; areDocumentsEditable: boolean };

/** Where the reader fetches the document to sign, the signed PDF and its certificate. */
export type EnvelopeAddresses = { document: string; signed: string; certificate: string };

/** The document the envelope is on, as the answer names it. */
export type EnvelopeDocument = { id: string; caseId: string; name: string };

/** Someone has signed: the placements can no longer move. */
export const isEnvelopeLocked = (signers: readonly SignerRow[]) => signers.some((signer) => signer.status === 'signed');

const isSignerOf = (signer: SignerRow, who: SignerIdentity) =>
  who.userId === undefined ? signer.id === who.signerId : signer.userId === who.userId;

/** The reader's signer row, when they are asked to sign. */
export const signerOf = (signers: readonly SignerRow[], who: SignerIdentity) => signers.find((signer) => isSignerOf(signer, who)) ?? null;

/** The addresses a signed-in reader fetches the files from: the case document, and the signing's downloads. */
export const inAppAddressesOf = (document: EnvelopeDocument): EnvelopeAddresses => ({
  document: addressOf(caseDocumentsEndpoints.downloadCaseDocument, { id: document.caseId, documentId: document.id }),
  signed: addressOf(signingEndpoints.downloadSignedDocument, { id: document.id }),
  certificate: addressOf(signingEndpoints.downloadSigningCertificate, { id: document.id }),
});

/**
 * What the reader may do with the envelope now: staff edit and send a draft while the case's documents may
 * change, and cancel it until it is completed; the signer whose turn it is signs or declines; everyone who
 * may see the document downloads the signed PDF and its certificate once everyone has signed.
 */
export function envelopeActionsOf(
  { envelope, signers }: Pick<EnvelopeParts, 'envelope' | 'signers'>,
  reader: EnvelopeReader,
): EnvelopeAction[] {
  const actions: EnvelopeAction[] = [];
  const isDraft = envelope.status === 'draft';
  if (reader.isStaff && isDraft && reader.areDocumentsEditable && !isEnvelopeLocked(signers)) actions.push('edit');
  if (reader.isStaff && isDraft && reader.areDocumentsEditable && envelope.engine === 'embedded') actions.push('send');
  if (reader.isStaff && (isDraft || envelope.status === 'sent' || envelope.status === 'declined')) actions.push('void');
  // A signer of an envelope sent through DocuSign signs or declines from DocuSign's own e-mail, never here.
  const isSignedHere = envelope.engine === 'embedded';
  if (isSignedHere && envelope.status === 'sent' && signerOf(signers, reader.who)?.status === 'pending') actions.push('sign', 'decline');
  if (envelope.status === 'completed') actions.push('downloadSigned', 'downloadCertificate');
  return actions;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** With the passcode by text, the reader's own number as their row keeps it, masked; null otherwise. */
function passcodePhoneOf({ envelope, signers }: Pick<EnvelopeParts, 'envelope' | 'signers'>, who: SignerIdentity): string | null {
  if (!envelope.requirePasscode || envelope.passcodeChannel !== 'phone') return null;
  const phone = signerOf(signers, who)?.phone;
  return phone ? maskedPhoneOf(phone) : null;
}

/** The envelope as the API answers it to this reader: an allow-list, with the actions worked out here. */
export function presentEnvelope(
  parts: EnvelopeParts,
  document: EnvelopeDocument,
  reader: EnvelopeReader,
  addresses: EnvelopeAddresses = inAppAddressesOf(document),
): Envelope {
  const { envelope, signers, placements, events } = parts;
  const isCompleted = envelope.status === 'completed';
  return {
    id: envelope.id,
    document_id: document.id,
    case_id: document.caseId,
    document_name: document.name,
    engine: envelope.engine,
    ...(reader.isStaff && parts.docusignAccount ? { docusign_account: parts.docusignAccount } : {}),
    status: envelope.status,
    signers: signers.map((signer) => ({
      id: signer.id,
      role: signer.role,
      name: signer.name,
      ...(reader.isStaff ? { email: signer.email, phone: signer.phone } : {}),
      position: signer.position,
      status: signer.status,
      signed_at: iso(signer.signedAt),
      is_you: isSignerOf(signer, reader.who),
    })),
    placements: placements.map((placement) => ({
      id: placement.id,
      signer: placement.signerRole,
      type: placement.type,
      page: placement.page,
      x: placement.x,
      y: placement.y,
      width: placement.width,
      height: placement.height,
      label: placement.label,
      required: placement.required,
      text: placement.type === 'addTextPlaceholder' ? placement.textValue : null,
      filled: placement.filledAt !== null,
    })),
    reminder_every_days: envelope.reminderEveryDays,
    require_passcode: envelope.requirePasscode,
    passcode_channel: envelope.passcodeChannel,
    passcode_phone: passcodePhoneOf(parts, reader.who),
    message: envelope.message,
    locked: isEnvelopeLocked(signers),
    original_sha256: envelope.originalSha256,
    signed_sha256: isCompleted ? envelope.signedSha256 : null,
    sent_at: iso(envelope.sentAt),
    completed_at: iso(envelope.completedAt),
    voided_at: iso(envelope.voidedAt),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      at: event.at.toISOString(),
      actor_name: event.actorName,
      sha256_before: event.sha256Before,
      sha256_after: event.sha256After,
    })),
    actions: envelopeActionsOf(parts, reader),
    document_url: addresses.document,
    signed_url: isCompleted ? addresses.signed : null,
    certificate_url: isCompleted ? addresses.certificate : null,
  };
}
