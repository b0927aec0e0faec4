import { AppError, caseDocumentMessages, type DeclineBody, type Envelope, type SignByLinkBody } from '@advice/domain';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { safeFileBase } from '../cases/case-documents.files.ts';
import { findCase } from '../cases/cases.queries.ts';
import { readStoredFile } from '../files/stored-files.ts';
import { findUser } from '../users/users.queries.ts';
import { assertSignerTurn, type SignerTarget } from './signing.access.ts';
import { findLinkSigner, invalidLink, linkAddressesOf } from './signing.links.ts';
import { sendPasscodeTo } from './signing.passcode.ts';
import { type EnvelopeAddresses, presentEnvelope } from './signing.presenter.ts';
import {
  type EnvelopeRow,
  findSigningDocument,
  listSigners,
  loadEnvelopeParts,
  lockEnvelope,
  recordFirstView,
  type SignerRow,
} from './signing.queries.ts';
import { answerEnvelope, eventBy } from './signing.records.ts';
import { declineAs, type SigningFile, signingFileOf } from './signing.service.ts';
import { signAs } from './signing.sign.ts';

/**
 * Signing through a link mailed to a signer without an account here (a partner): the token names the signer,
 * on the practice's own host. Each call is the signed-in signer's, through the same functions: the same
 * checks, stamping, sealing, record and notices, the actor being the signer by name.
 */

/** A link's signer, their envelope, and the document as signing needs it; `practiceId` is the request host's practice. */
type LinkSigning = {
  who: { signerId: string };
  signer: SignerRow;
  envelope: EnvelopeRow;
  target: SignerTarget;
  addresses: EnvelopeAddresses;
};

type LinkKey = { practiceId: string | null; token: string };

async function loadLink(db: Db | Tx, key: LinkKey): Promise<LinkSigning> {
  const { signer, envelope } = await findLinkSigner(db, key);
  const practiceId = envelope.practiceId;
  // One after another: inside a transaction the queries share one connection.
  const document = await findSigningDocument(db, { practiceId, id: envelope.documentId });
  const row = await findCase(db, { practiceId, id: envelope.caseId });
  const client = await findUser(db, { id: envelope.clientId, practiceId });
  if (!document || !row || !client) throw invalidLink();
  return {
    who: { signerId: signer.id },
    signer,
    envelope,
    target: { document, loaded: { row, client }, isStaff: false },
    addresses: linkAddressesOf(key.token),
  };
}

const firstNameOf = (name: string) => name.split(' ')[0] || name;

/**
 * The envelope as the link's signer sees it (`is_you` on them). While it is their turn they may sign or
 * decline, and their first look is recorded (`viewed`); afterwards it answers where it stands with no action
 * but, once everyone has signed, the downloads.
 */
export async function getSigningByLink(runtime: Runtime, key: LinkKey, info: RequestInfo): Promise<Envelope> {
  const db = runtime.db;
  const link = await loadLink(db, key);
  let parts = await loadEnvelopeParts(db, link.envelope);
  const signer = parts.signers.find((other) => other.id === link.signer.id);
  const hasViewed = parts.events.some((event) => event.kind === 'viewed' && event.signerId === signer?.id);
  if (signer && link.envelope.status === 'sent' && signer.status === 'pending' && !hasViewed) {
    await recordFirstView(db, {
      ...eventBy(link.envelope, { userId: null, name: signer.name }, info),
      signerId: signer.id,
      kind: 'viewed',
    });
    parts = await loadEnvelopeParts(db, link.envelope);
  }
  const { document } = link.target;
  return presentEnvelope(
    parts,
    { id: document.id, caseId: document.caseId, name: document.name },
    { who: link.who, isStaff: false, areDocumentsEditable: false },
    link.addresses,
  );
}

/** The PDF to sign while it is the link's signer's turn (409 once it is not): the latest signed version, else the original. */
export async function readLinkDocument(runtime: Runtime, key: LinkKey) {
  const link = await loadLink(runtime.db, key);
  const { envelope } = link;
  assertSignerTurn({ envelope, signers: [link.signer] }, link.who);
  const file = await readStoredFile(runtime, { practiceId: envelope.practiceId, id: envelope.signedFileId ?? envelope.originalFileId });
  if (!file) throw new AppError('resource.not_found', { detail: caseDocumentMessages['caseDocuments.notFound'] });
  return { body: file.body, contentType: 'application/pdf', fileName: `${safeFileBase(link.target.document.name)}.pdf` };
}

/** Sends the link's signer a one-time passcode while it is their turn: to the address, or the number, on the envelope. */
export async function sendLinkPasscode(runtime: Runtime, key: LinkKey, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const link = await loadLink(uow.tx, key);
    const envelope = await lockEnvelope(uow.tx, link.envelope);
    if (!envelope) throw invalidLink();
    const signer = assertSignerTurn({ envelope, signers: await listSigners(uow.tx, envelope.id) }, link.who);
    const to = { email: signer.email, firstName: firstNameOf(signer.name), phone: signer.phone };
    return sendPasscodeTo(runtime, uow, { envelope, signer, who: link.who, to, documentName: link.target.document.name, info });
  });
}

/** The link's signer signs, as a signed-in signer does, without a saved signature to use. */
export async function signByLink(runtime: Runtime, key: LinkKey, body: SignByLinkBody, info: RequestInfo): Promise<Envelope> {
  const link = await loadLink(runtime.db, key);
  const { target, who } = link;
  const done = await signAs(runtime, { target, envelope: link.envelope, who, user: null, body, info });
  return answerEnvelope(runtime.db, target, done, who, link.addresses);
}

/** The link's signer declines, saying why. */
export async function declineByLink(runtime: Runtime, key: LinkKey, body: DeclineBody, info: RequestInfo): Promise<Envelope> {
  const link = await loadLink(runtime.db, key);
  const { target, who } = link;
  const declined = await inTransaction(runtime, async (uow) => {
    const envelope = await lockEnvelope(uow.tx, link.envelope);
    if (!envelope) throw invalidLink();
    return declineAs(uow, { target, envelope, who, reason: body.reason, info });
  });
  return answerEnvelope(runtime.db, target, declined, who, link.addresses);
}

/** The sealed signed PDF or its certificate through any of the signer's links, once everyone has signed. */
export async function readLinkSigningFile(runtime: Runtime, key: LinkKey, which: SigningFile) {
  const link = await loadLink(runtime.db, key);
  return signingFileOf(runtime, link.envelope, link.target.document, which);
}
