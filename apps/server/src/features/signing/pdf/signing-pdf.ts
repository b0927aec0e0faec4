import type { SignerRole, SigningEventKind } from '@advice/domain';

/**
 * The signing engine's PDF work, on the server only (never the browser): reading a PDF's pages, stamping
 * each signature and text at its placement, flattening, sealing with a PAdES signature under the
 * practice's certificate, and the signing certificate PDF.
 *
 * INTERFACE AGREED BETWEEN HELPERS: the bodies below are being written; the signatures stay.
 */

/** The file is not a PDF this engine can sign (damaged, encrypted with a password, no pages). */
export class PdfNotSignableError extends Error {}

export type PdfPageInfo = { width: number; height: number; rotation: number };

/** The pages of a PDF (size in points as the viewer shows it, with the page's own rotation applied). Throws PdfNotSignableError. */
export async function readPdfPages(_pdf: Uint8Array): Promise<PdfPageInfo[]> {
  throw new Error('not written yet');
}

/**
 * What to stamp: at a placement in fractions of the page as the viewer shows it (top left origin, the page's
 * own rotation applied, the viewer's rotation 0), a signature image (PNG or JPEG) or a line of text.
 */
export type StampItem = { page: number; x: number; y: number; width: number; height: number } & (
  | { kind: 'signature'; image: Uint8Array }
  | { kind: 'text'; text: string }
);

/** Stamps every item and flattens any form fields; answers the new PDF (not yet sealed). Throws PdfNotSignableError. */
export async function stampPdf(_original: Uint8Array, _items: readonly StampItem[]): Promise<Uint8Array> {
  throw new Error('not written yet');
}

/** A practice's sealing identity: a PKCS#12 (certificate and private key) and its passphrase. */
export type SealingKey = { p12: Uint8Array; passphrase: string; certificatePem: string };

/** Seals the PDF with a PAdES signature (`ETSI.CAdES.detached`) so any reader reports it unaltered since sealing. */
export async function sealPdf(
  _pdf: Uint8Array,
  _key: SealingKey,
  _info: { reason: string; name: string; location: string; contactInfo?: string },
): Promise<Uint8Array> {
  throw new Error('not written yet');
}

export type CertificateFacts = {
  practiceName: string;
  /** The practice's branding for the header: its accent colour (#rrggbb) and logo (PNG or JPEG bytes), where set. */
  branding: { accent: string | null; logo: Uint8Array | null };
  documentName: string;
  envelopeId: string;
  originalSha256: string;
  signedSha256: string;
  completedAt: Date;
  signers: ReadonlyArray<{ name: string; role: SignerRole; email: string; signedAt: Date }>;
  events: ReadonlyArray<{
    kind: SigningEventKind;
    at: Date;
    actorName: string | null;
    ip: string | null;
    userAgent: string | null;
    sha256Before: string | null;
    sha256After: string | null;
  }>;
};

/** The signing certificate: a PDF of its own listing the signers, each event and the hashes, on the practice's branding. */
export async function renderSigningCertificate(_facts: CertificateFacts): Promise<Uint8Array> {
  throw new Error('not written yet');
}
