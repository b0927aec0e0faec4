import {
  type Actor,
  AppError,
  caseDocumentMessages,
  caseMessages,
  documentsLockOf,
  docusignMessages,
  signingMessages,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import { isClientStaff, type LoadedCase, loadCaseFor } from '../cases/cases.access.ts';
import { type SignerIdentity, signerOf } from './signing.presenter.ts';
import {
  type CaseDocumentRow,
  type EnvelopeParts,
  type EnvelopeRow,
  findCurrentEnvelope,
  findSigningDocument,
  type SignerRow,
} from './signing.queries.ts';

/** A case document with its case, as the actor may reach it. */
export type SigningDocument = { document: CaseDocumentRow; loaded: LoadedCase; isStaff: boolean };

/**
 * What signing needs of the document, however the signer came: the document, its case and its client, and
 * whether the reader is staff. A signed-in actor's {@link SigningDocument} is one; a signing link makes one.
 */
export type SignerTarget = { document: CaseDocumentRow; loaded: Pick<LoadedCase, 'row' | 'client'>; isStaff: boolean };

const documentNotFound = () => new AppError('resource.not_found', { detail: caseDocumentMessages['caseDocuments.notFound'] });

/**
 * Loads a case document and its case through the one case loader: another practice's document, one of a
 * client the actor has no relation to, and a concealed one for the client are all 404.
 */
export async function loadSigningDocument(tx: Tx, actor: Actor, documentId: string, purpose: 'read' | 'write'): Promise<SigningDocument> {
  const member = practiceActorOf(actor, 'document');
  const document = await findSigningDocument(tx, { practiceId: member.practiceId, id: documentId });
  if (!document) throw documentNotFound();
  const loaded = await loadCaseFor(tx, actor, document.caseId, purpose);
  const isStaff = isClientStaff(loaded.subject);
  if (!isStaff && document.concealedFromClient) throw documentNotFound();
  return { document, loaded, isStaff };
}

/** Only staff of the client prepare, send and cancel signing. */
export function assertStaff(target: SigningDocument): void {
  if (!target.isStaff) throw new AppError('auth.forbidden', { detail: caseMessages['cases.forbidden'] });
}

/** An agreed pack's documents are for reference only, a closed case's change no more, nor a deprecated version (409). */
export function assertDocumentsEditable(target: SigningDocument): void {
  if (target.document.supersededBy !== null)
    throw new AppError('state.illegal_transition', { detail: caseDocumentMessages['caseDocuments.deprecated'] });
  const lock = documentsLockOf(target.loaded.row);
  if (lock === 'referenceOnly')
    throw new AppError('state.illegal_transition', { detail: caseDocumentMessages['caseDocuments.referenceOnly'] });
  if (lock === 'closed') throw new AppError('state.illegal_transition', { detail: caseDocumentMessages['caseDocuments.closed'] });
}

/** The document's current envelope (live, else the newest cancelled one), or 404 when it never had one. */
export async function requireEnvelope(tx: Tx, target: SigningDocument): Promise<EnvelopeRow> {
  const envelope = await findCurrentEnvelope(tx, { practiceId: target.document.practiceId, documentId: target.document.id });
  if (!envelope) throw new AppError('resource.not_found', { detail: signingMessages['signing.none'] });
  return envelope;
}

/** The document's live envelope, or 404 when it has none (a cancelled one counts as none). */
export async function requireLiveEnvelope(tx: Tx, target: SigningDocument): Promise<EnvelopeRow> {
  const envelope = await requireEnvelope(tx, target);
  if (envelope.status === 'voided') throw new AppError('resource.not_found', { detail: signingMessages['signing.none'] });
  return envelope;
}

/** A 409 with one of the domain's signing messages. */
export const signingConflict = (key: keyof typeof signingMessages) =>
  new AppError('state.illegal_transition', { detail: signingMessages[key] });

/** Refuses a change to an envelope that is no longer open: cancelled, completed, or not sent (a draft, a declined one). */
export function assertSent(envelope: EnvelopeRow): void {
  if (envelope.status === 'voided') throw signingConflict('signing.voided');
  if (envelope.status === 'completed') throw signingConflict('signing.completed');
  if (envelope.status !== 'sent') throw signingConflict('signing.notSent');
}

/**
 * The signer's row when they may act as a signer now: someone who may see the document but is not asked
 * to sign is 403; a request that is not open, or not yet their turn, or already signed by them, is 409; one
 * sent through DocuSign is signed there only (422).
 */
export function assertSignerTurn(parts: Pick<EnvelopeParts, 'envelope' | 'signers'>, who: SignerIdentity): SignerRow {
  const signer = signerOf(parts.signers, who);
  if (!signer) throw new AppError('auth.forbidden', { detail: signingMessages['signing.notASigner'] });
  assertSent(parts.envelope);
  if (parts.envelope.engine === 'docusign') throw new AppError('rule.violated', { detail: docusignMessages['docusign.signAtDocusign'] });
  if (signer.status === 'signed') throw signingConflict('signing.alreadySigned');
  if (signer.status !== 'pending') throw signingConflict('signing.notYourTurn');
  return signer;
}
