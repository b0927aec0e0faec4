import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam } from '../shared/fields.ts';
import { staffRoles } from '../shared/roles.ts';
import {
  declineBody,
  documentListItemSchema,
  documentListQuery,
  envelopeDraftBody,
  envelopeSchema,
  signBody,
  signByLinkBody,
  signingLinkParam,
  verifyBody,
  verifyResultSchema,
} from './signing.ts';

const tag = 'documents';
const feature = 'eSignature';
const staff = { roles: staffRoles } as const;
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;
/** A signing link: whoever holds its token, signed in or not, on the practice's own host. */
const linkHolder = { public: true } as const;

/**
 * Documents across cases and packs, and signing them inside the product (spec 1 §7 `/documents`,
 * `PATCH /sign`). `:id` is a case document's id; the envelope is the document's live signing request.
 */
export const signingEndpoints = {
  listDocuments: endpoint({
    method: 'GET',
    path: '/documents',
    tag,
    access: clientOrStaff,
    query: documentListQuery,
    answer: answers.page(documentListItemSchema),
  }),
  /** The document's live envelope (a draft, sent, completed or declined one), or null when it has none. */
  getSigning: endpoint({
    method: 'GET',
    path: '/documents/:id/signing',
    tag,
    feature,
    access: clientOrStaff,
    params: idParam,
    answer: answers.data(envelopeSchema.nullable()),
  }),
  /** Creates or replaces the draft: the spec's "signing envelope" (a pack can no longer be sent as already agreed). */
  saveSigningDraft: endpoint({
    method: 'PUT',
    path: '/documents/:id/signing',
    tag,
    feature,
    access: staff,
    params: idParam,
    body: envelopeDraftBody,
    answer: answers.data(envelopeSchema),
  }),
  sendSigning: endpoint({
    method: 'POST',
    path: '/documents/:id/signing/send',
    tag,
    feature,
    access: staff,
    params: idParam,
    answer: answers.data(envelopeSchema),
  }),
  voidSigning: endpoint({
    method: 'POST',
    path: '/documents/:id/signing/void',
    tag,
    feature,
    access: staff,
    params: idParam,
    answer: answers.data(envelopeSchema),
  }),
  /** Sends the signer whose turn it is a one-time passcode by e-mail. */
  sendSigningPasscode: endpoint({
    method: 'POST',
    path: '/documents/:id/signing/passcode',
    tag,
    feature,
    access: clientOrStaff,
    params: idParam,
    answer: answers.data(z.object({ message: z.string(), expires_at: z.string() })),
  }),
  declineSigning: endpoint({
    method: 'POST',
    path: '/documents/:id/signing/decline',
    tag,
    feature,
    access: clientOrStaff,
    params: idParam,
    body: declineBody,
    answer: answers.data(envelopeSchema),
  }),
  /** The signer's values and signatures (spec 1 §7 `PATCH /sign`). */
  sign: endpoint({
    method: 'PATCH',
    path: '/sign',
    tag,
    feature,
    access: clientOrStaff,
    body: signBody,
    answer: answers.data(envelopeSchema),
  }),
  downloadSignedDocument: endpoint({
    method: 'GET',
    path: '/documents/:id/signing/signed.pdf',
    tag,
    feature,
    access: clientOrStaff,
    params: idParam,
    answer: answers.file,
  }),
  downloadSigningCertificate: endpoint({
    method: 'GET',
    path: '/documents/:id/signing/certificate.pdf',
    tag,
    feature,
    access: clientOrStaff,
    params: idParam,
    answer: answers.file,
  }),
  /** Anyone: is this SHA-256 a completed signed document of this practice? */
  verifySignedDocument: endpoint({
    method: 'POST',
    path: '/documents/verify',
    tag,
    feature,
    access: { public: true },
    body: verifyBody,
    answer: answers.data(verifyResultSchema),
  }),
  /**
   * A signer without an account (a partner) through the link mailed to them: the envelope as they see it. A
   * link that no longer works (they signed, or the request was cancelled, declined or completed) still answers
   * where it stands, with no action but the downloads once everyone has signed; an unknown token is 404.
   */
  getSigningLink: endpoint({
    method: 'GET',
    path: '/signing-links/:token',
    tag,
    feature,
    access: linkHolder,
    params: signingLinkParam,
    answer: answers.data(envelopeSchema),
  }),
  /** The PDF to sign, while it is the link holder's turn: the latest signed version, else the original. */
  downloadSigningLinkDocument: endpoint({
    method: 'GET',
    path: '/signing-links/:token/document.pdf',
    tag,
    feature,
    access: linkHolder,
    params: signingLinkParam,
    answer: answers.file,
  }),
  sendSigningLinkPasscode: endpoint({
    method: 'POST',
    path: '/signing-links/:token/passcode',
    tag,
    feature,
    access: linkHolder,
    params: signingLinkParam,
    answer: answers.data(z.object({ message: z.string(), expires_at: z.string() })),
  }),
  signByLink: endpoint({
    method: 'PATCH',
    path: '/signing-links/:token/sign',
    tag,
    feature,
    access: linkHolder,
    params: signingLinkParam,
    body: signByLinkBody,
    answer: answers.data(envelopeSchema),
  }),
  declineByLink: endpoint({
    method: 'POST',
    path: '/signing-links/:token/decline',
    tag,
    feature,
    access: linkHolder,
    params: signingLinkParam,
    body: declineBody,
    answer: answers.data(envelopeSchema),
  }),
  downloadSigningLinkSigned: endpoint({
    method: 'GET',
    path: '/signing-links/:token/signed.pdf',
    tag,
    feature,
    access: linkHolder,
    params: signingLinkParam,
    answer: answers.file,
  }),
  downloadSigningLinkCertificate: endpoint({
    method: 'GET',
    path: '/signing-links/:token/certificate.pdf',
    tag,
    feature,
    access: linkHolder,
    params: signingLinkParam,
    answer: answers.file,
  }),
};
