import type { SignerRole, SigningEventKind, SigningMessageKey } from '@advice/domain';

/** Why a file cannot be signed: not a PDF at all, damaged (or cut short), needs a password to open, has no pages. */
export type PdfProblem = 'notPdf' | 'damaged' | 'password' | 'noPages';

/** The file is not a PDF this engine can sign (damaged, encrypted with a password, no pages). */
export class PdfNotSignableError extends Error {
  readonly problem: PdfProblem;

  constructor(problem: PdfProblem, options?: ErrorOptions) {
    super(`PDF cannot be signed (${problem})`, options);
    this.name = 'PdfNotSignableError';
    this.problem = problem;
  }

  /** What to tell the person: `signingMessages[error.messageKey]`. */
  get messageKey(): SigningMessageKey {
    return this.problem === 'notPdf' ? 'signing.notPdf' : 'signing.unreadablePdf';
  }
}

export type PdfPageInfo = { width: number; height: number; rotation: number };

/**
 * What to stamp: at a placement in fractions of the page as the viewer shows it (top left origin, the page's
 * own rotation applied, the viewer's rotation 0), a signature image (PNG or JPEG) or a line of text.
 */
export type StampItem = { page: number; x: number; y: number; width: number; height: number } & (
  | { kind: 'signature'; image: Uint8Array }
  | { kind: 'text'; text: string }
);

/** A practice's sealing identity: a PKCS#12 (certificate and private key) and its passphrase. */
export type SealingKey = { p12: Uint8Array; passphrase: string; certificatePem: string };

/** Who seals and why, as a PDF reader's signature panel shows it. */
export type SealInfo = { reason: string; name: string; location: string; contactInfo?: string };

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
