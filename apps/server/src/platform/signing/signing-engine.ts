import type { EnvelopeStatus, PlacementType, SignerRole, SignerStatus } from '@advice/domain';

/**
 * The one interface a signing engine meets: the product's own (stamping and sealing inside the product) and
 * an outside provider's (DocuSign). The signing service hands it a PDF, the signers in signing order and
 * their fields in fractions of the page, and later asks where the envelope stands and for its results.
 */
export type SigningEngineApi = {
  /** Sends the PDF for signature; answers the envelope's id at the engine. */
  sendEnvelope: (input: EngineEnvelopeInput) => Promise<{ externalId: string }>;
  /** Cancels an envelope that is not completed; signers can no longer sign it. */
  voidEnvelope: (externalId: string, reason: string) => Promise<void>;
  /** Where the envelope and each signer stand now. */
  readEnvelope: (externalId: string) => Promise<EngineEnvelopeState>;
  /** The completed PDF, every signature in place. */
  fetchSignedPdf: (externalId: string) => Promise<Buffer>;
  /** The engine's own certificate of completion (its audit of who signed when, from where). */
  fetchCertificate: (externalId: string) => Promise<Buffer>;
};

/** A signer, known by role: each role signs at most once per envelope. `order` is 1 for the first to sign. */
export type EngineSigner = { role: SignerRole; order: number; name: string; email: string };

/** A field on a page, in fractions of the page as the viewer shows it (origin top left). */
export type EnginePlacement = {
  signer: SignerRole;
  type: PlacementType;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  required: boolean;
};

export type EngineEnvelopeInput = {
  documentName: string;
  pdf: Uint8Array;
  /** Each page's size in points as the viewer shows it, first page first: placements are fractions of these. */
  pages: ReadonlyArray<{ width: number; height: number }>;
  signers: readonly EngineSigner[];
  placements: readonly EnginePlacement[];
  /** The e-mail subject and the note to the signers. */
  subject: string;
  message: string;
};

/** A signer's state, known by their place in the signing order (`EngineSigner.order`). */
export type EngineSignerState = {
  order: number;
  status: SignerStatus;
  signedAt: Date | null;
  declinedAt: Date | null;
  declineReason: string | null;
};

/** The envelope as the engine has it; `draft` is an envelope the engine holds but has not sent. */
export type EngineEnvelopeState = {
  status: EnvelopeStatus;
  completedAt: Date | null;
  voidedAt: Date | null;
  signers: EngineSignerState[];
};

/** The engine refused or could not be reached; `status` is its HTTP status, when it answered. */
export class SigningEngineError extends Error {
  readonly status: number | null;
  /** The engine no longer accepts the account's credentials: the account must be connected again. */
  readonly isUnauthorised: boolean;

  constructor(message: string, status: number | null, isUnauthorised = status === 401) {
    super(message);
    this.name = 'SigningEngineError';
    this.status = status;
    this.isUnauthorised = isUnauthorised;
  }
}
