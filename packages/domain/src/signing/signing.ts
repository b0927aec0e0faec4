import { z } from 'zod';
import { paginationQuery } from '../shared/fields.ts';
import { phoneNumberField, textablePhoneOf } from './signing.phone.ts';

/**
 * Signing a case document inside the product (spec 1 §3, §4, §5): the adviser drafts an envelope on a
 * PDF (who signs, in what order, the placeholders each fills), sends it; each signer in turn fills their
 * placeholders and signs; the server stamps, flattens and seals the signed PDF and writes its certificate.
 */

/** The engine a document is signed with: the product's own, or DocuSign for an adviser who connected it. */
export const signingEngines = ['embedded', 'docusign'] as const;
export type SigningEngine = (typeof signingEngines)[number];

/** draft → sent → completed; a draft or a sent envelope may be voided; a signer may decline a sent one. */
export const envelopeStatuses = ['draft', 'sent', 'completed', 'voided', 'declined'] as const;
export type EnvelopeStatus = (typeof envelopeStatuses)[number];

/** Who signs: the case's client, their partner where they have one, and the adviser. */
export const signerRoles = ['client', 'partner', 'adviser'] as const;
export type SignerRole = (typeof signerRoles)[number];

/** `waiting`: an earlier signer has not signed yet; `pending`: their turn. */
export const signerStatuses = ['waiting', 'pending', 'signed', 'declined'] as const;
export type SignerStatus = (typeof signerStatuses)[number];

/** Spec 1 §3: how a signature is given. `type` needs the typeToSign flag; `useSaved` the signer's saved signature. */
export const signatureModes = ['draw', 'type', 'useSaved', 'upload'] as const;
export type SignatureMode = (typeof signatureModes)[number];

/** Spec 1 §3's placement types. */
export const placementTypes = ['addSignaturePlaceholder', 'addTextPlaceholder'] as const;
export type PlacementType = (typeof placementTypes)[number];

/** What the signing record (and the certificate) lists, each with time, IP, user agent and the document's hashes. */
export const signingEventKinds = [
  'drafted',
  'sent',
  'viewed',
  'passcode_sent',
  'passcode_confirmed',
  'signed',
  'declined',
  'voided',
  'completed',
  'reminder_sent',
] as const;
export type SigningEventKind = (typeof signingEventKinds)[number];

/** How a signer's one-time passcode reaches them: by e-mail, or by text message to their phone. */
export const passcodeChannels = ['email', 'phone'] as const;
export type PasscodeChannel = (typeof passcodeChannels)[number];

/** Reminders every N days, zero disables (spec 1 §5). */
export const reminderDaysMax = 30;
/** Placeholders on one envelope. */
export const placementsMax = 100;
/** The smallest placeholder, as a fraction of the page's width or height. */
export const placementMinFraction = 0.01;
/** A signature image as the signer sends it (PNG), at most this many bytes once decoded. */
export const signatureImageMaxBytes = 256 * 1024;
/** A signer's PATCH /sign body (each signature an image of at most `signatureImageMaxBytes`, as base64) is at most this. */
export const signBodyMaxBytes = 4 * 1024 * 1024;
/** A text placeholder's value. */
export const placementTextMax = 200;
/** The one-time passcode: digits, minutes it lives, tries before a new one is needed. */
export const passcodeDigits = 6;
export const passcodeMinutes = 10;
export const passcodeAttemptsMax = 5;

export const signingMessages = {
  'signing.notPdf': 'PDF cannot be signed',
  'signing.unreadablePdf': 'PDF cannot be signed: the file is damaged or protected by a password.',
  'signing.noSigners': 'Add at least one signer.',
  'signing.duplicateSigner': 'Each person can sign only once.',
  'signing.partnerNeeded': 'Give the partner’s name and e-mail address.',
  'signing.concealedFromClient':
    'This document is concealed from the client, so the client cannot sign it. Show it to the client first, or remove the client from the signers.',
  'signing.noAdviser': 'This client has no adviser to sign. Assign an adviser to the client, or remove the adviser from the signers.',
  'signing.signerWithoutSignature': 'Place at least one signature field for each signer.',
  'signing.placementSigner': 'Each field must belong to one of the signers.',
  'signing.placementOutside': 'Keep each field inside its page.',
  'signing.placementPage': 'This field is on a page the document does not have.',
  'signing.tooManyPlacements': `Place at most ${placementsMax} fields.`,
  'signing.reminderDays': `Choose a reminder frequency from 0 to ${reminderDaysMax} days (0 turns reminders off).`,
  'signing.locked': 'Someone has already signed, so the fields can no longer be moved.',
  'signing.notDraft': 'This envelope has already been sent.',
  'signing.notSent': 'This document is not waiting for signatures.',
  'signing.voided': 'This signing request was cancelled, so the document can no longer be signed.',
  'signing.completed': 'Everyone has signed this document.',
  'signing.notYourTurn': 'It is not your turn to sign yet. You will get an e-mail when it is.',
  'signing.alreadySigned': 'You have already signed this document.',
  'signing.notASigner': 'You are not asked to sign this document.',
  'signing.signatureNeeded': 'A signature is needed before signing.',
  'signing.textNeeded': 'Fill in this field.',
  'signing.unknownField': 'This field is not one of yours.',
  'signing.typeToSignOff': 'Typed signatures are not available. Draw or upload your signature.',
  'signing.noSavedSignature': 'You have no saved signature. Draw, type or upload one.',
  'signing.badImage': 'The signature must be a PNG or JPEG image of at most 256 KB.',
  'signing.passcodeNeeded': 'Enter the passcode we sent you.',
  'signing.passcodeWrong': 'That passcode is wrong or has expired. Ask for a new one.',
  'signing.passcodeTooMany': 'Too many wrong passcodes. Ask for a new one.',
  'signing.passcodeTooOften': 'You have asked for five passcodes in the last hour. Use the newest one, or try again in an hour.',
  'signing.engineUnavailable': 'Connect a DocuSign account in account settings before choosing DocuSign.',
  'signing.none': 'This document has no signing request.',
  'signing.notReady': 'The signed document is not ready yet.',
  'signing.changedElsewhere': 'This signing request changed while you were working on it. Reload the page and try again.',
  'signing.drafted': 'Signing draft saved',
  'signing.sent': 'Sent for signature',
  'signing.signed': 'Document signed',
  'signing.declinedToast': 'You declined to sign',
  'signing.voidedToast': 'Signing request cancelled',
  'signing.passcodeSent': 'Passcode sent',
  'signing.passcodeTexted': 'Passcode sent in a text to {{number}}.',
  'signing.clientPhoneNeeded': 'Add the client’s phone number (their account details) before asking for a passcode by phone.',
  'signing.adviserPhoneNeeded': 'Add the adviser’s phone number (their account details) before asking for a passcode by phone.',
  'signing.partnerPhoneNeeded': 'Give the partner’s mobile number before asking for a passcode by phone.',
  'signing.yourPhoneNeeded':
    'Add your mobile number to your account details to get the passcode by text message, or ask your adviser to send it by e-mail.',
  'signing.textsUnavailable':
    'Passcodes by text message are not available on this site: no text-message service is set up. Choose e-mail, or ask the portal’s administrator to set one up.',
  'signing.declineReasonNeeded': 'Say why you are declining, so the practice can help.',
  'signing.linkInvalid':
    'This signing link does not work. Open the whole link from the most recent e-mail asking you to sign, or ask the practice to send it again.',
} as const;
export type SigningMessageKey = keyof typeof signingMessages;

/** The reason a signed version's seal gives, which PDF readers show beside the signature. */
export const sealReasonOf = (signerName: string) => `Signed by ${signerName}`;

/** A placeholder on a page, in fractions of the page as a viewer shows it (origin top left, the page's own rotation applied). */
export const placementSchema = z.object({
  id: z.uuid(),
  signer: z.enum(signerRoles),
  type: z.enum(placementTypes),
  page: z.number().int().min(1).max(10_000),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().min(placementMinFraction).max(1),
  height: z.number().min(placementMinFraction).max(1),
  /** What a text placeholder asks for ("Date", "Policy number"); a signature's label is optional. */
  label: z.string().trim().max(60).default(''),
  required: z.boolean().default(true),
});
export type Placement = z.infer<typeof placementSchema>;

export const envelopeSignerInput = z.object({
  role: z.enum(signerRoles),
  /** The partner's name and address (the client and adviser come from their accounts). */
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().max(254).optional(),
  /** The partner's mobile number, for a passcode by text (the client's and adviser's are their accounts'). */
  phone: phoneNumberField.optional(),
});

/** PUT the draft: signers in signing order, their placeholders, reminders, the passcode and the engine. */
export const envelopeDraftBody = z.object({
  engine: z.enum(signingEngines).default('embedded'),
  signers: z.array(envelopeSignerInput).max(signerRoles.length),
  placements: z.array(placementSchema).max(placementsMax, signingMessages['signing.tooManyPlacements']),
  reminder_every_days: z
    .number()
    .int()
    .min(0, signingMessages['signing.reminderDays'])
    .max(reminderDaysMax, signingMessages['signing.reminderDays']),
  /** Each signer confirms a one-time passcode before their signature counts. */
  require_passcode: z.boolean().default(false),
  /** How the passcode reaches each signer: e-mail, or a text to their phone (every signer then needs a number). */
  passcode_channel: z.enum(passcodeChannels).default('email'),
  message: z.string().trim().max(2000).default(''),
});
export type EnvelopeDraftBody = z.infer<typeof envelopeDraftBody>;

export type DraftProblem = { pointer: string; message: string };

/** A draft as the rules read it; an engine with no passcode of its own (DocuSign) leaves the channel out. */
export type DraftToCheck = Omit<EnvelopeDraftBody, 'passcode_channel'> & { passcode_channel?: PasscodeChannel };

/**
 * The phone numbers of the signers with an account (the client's and the adviser's), as far as they are known:
 * a number, null for none, or left out when not known (the server looks them up; the editor may not know).
 */
export type AccountPhones = Partial<Record<Exclude<SignerRole, 'partner'>, string | null>>;

const phoneNeeded = { client: 'signing.clientPhoneNeeded', adviser: 'signing.adviserPhoneNeeded' } as const;

/** Whether each signer's passcode goes by text, so each needs a number (spec 1 §5). */
export const isPasscodeByPhone = (body: Partial<Pick<DraftToCheck, 'require_passcode' | 'passcode_channel'>>) =>
  body.require_passcode === true && body.passcode_channel === 'phone';

/**
 * Spec 1 §5's phone rule: with the passcode by text, every signer needs a number a text can reach: the partner's
 * given in the draft, the client's and adviser's on their accounts (`phones`, checked where known).
 */
export function phoneProblemsOf(
  body: Pick<DraftToCheck, 'signers'> & Partial<Pick<DraftToCheck, 'require_passcode' | 'passcode_channel'>>,
  phones: AccountPhones = {},
): DraftProblem[] {
  if (!isPasscodeByPhone(body)) return [];
  return body.signers.flatMap((signer, index): DraftProblem[] => {
    if (signer.role === 'partner')
      return signer.phone ? [] : [{ pointer: `/signers/${index}/phone`, message: signingMessages['signing.partnerPhoneNeeded'] }];
    const phone = phones[signer.role];
    if (phone === undefined || textablePhoneOf(phone)) return [];
    return [{ pointer: `/signers/${index}`, message: signingMessages[phoneNeeded[signer.role]] }];
  });
}

/**
 * What is wrong with a draft (the server refuses it, the editor shows it beside the field): signers once
 * each, a partner with a name and address, every placement on a signer and inside its page, every signer
 * with a signature to give, and with the passcode by text a number for each (`phones`: see {@link phoneProblemsOf}).
 * `pageCount` is the document's, when known.
 */
export function draftProblemsOf(body: DraftToCheck, pageCount?: number, phones: AccountPhones = {}): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (body.signers.length === 0) problems.push({ pointer: '/signers', message: signingMessages['signing.noSigners'] });
  const roles = new Set<SignerRole>();
  body.signers.forEach((signer, index) => {
    if (roles.has(signer.role)) problems.push({ pointer: `/signers/${index}/role`, message: signingMessages['signing.duplicateSigner'] });
    roles.add(signer.role);
    if (signer.role === 'partner' && (!signer.name || !signer.email || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u.test(signer.email)))
      problems.push({ pointer: `/signers/${index}`, message: signingMessages['signing.partnerNeeded'] });
  });
  body.placements.forEach((placement, index) => {
    if (!roles.has(placement.signer))
      problems.push({ pointer: `/placements/${index}/signer`, message: signingMessages['signing.placementSigner'] });
    if (placement.x + placement.width > 1.0001 || placement.y + placement.height > 1.0001)
      problems.push({ pointer: `/placements/${index}`, message: signingMessages['signing.placementOutside'] });
    if (pageCount !== undefined && placement.page > pageCount)
      problems.push({ pointer: `/placements/${index}/page`, message: signingMessages['signing.placementPage'] });
  });
  body.signers.forEach((signer, index) => {
    const signs = body.placements.some((p) => p.signer === signer.role && p.type === 'addSignaturePlaceholder');
    if (!signs) problems.push({ pointer: `/signers/${index}`, message: signingMessages['signing.signerWithoutSignature'] });
  });
  return [...problems, ...phoneProblemsOf(body, phones)];
}

/** A signature as the signer gives it: an image (drawn, typed or uploaded, as a data URL) or their saved one. */
export const signatureInput = z.discriminatedUnion('mode', [
  z.object({ mode: z.enum(['draw', 'type', 'upload']), image: z.string().max(Math.ceil((signatureImageMaxBytes * 4) / 3) + 64) }),
  z.object({ mode: z.literal('useSaved') }),
]);
export type SignatureInput = z.infer<typeof signatureInput>;

/** PATCH /sign: the signer's values for each of their placeholders, and the passcode when one is asked for. */
export const signBody = z.object({
  document_id: z.uuid(),
  fields: z
    .array(
      z.object({
        id: z.uuid(),
        signature: signatureInput.optional(),
        text: z.string().trim().max(placementTextMax).optional(),
      }),
    )
    .max(placementsMax),
  passcode: z.string().trim().max(12).optional(),
});
export type SignBody = z.infer<typeof signBody>;

/**
 * A signing link mailed to a signer without an account here (a partner): `/sign/<token>`, the token 32 random
 * bytes in base64url. Any other text is simply a link that does not work (404), never a validation error.
 */
export const signingLinkParam = z.object({ token: z.string().trim().min(1).max(128) });

/** PATCH /signing-links/:token/sign: as PATCH /sign, the link naming the document. */
export const signByLinkBody = signBody.omit({ document_id: true });
export type SignByLinkBody = z.infer<typeof signByLinkBody>;

export const declineBody = z.object({ reason: z.string().trim().min(1, signingMessages['signing.declineReasonNeeded']).max(2000) });
export type DeclineBody = z.infer<typeof declineBody>;

/** What an actor may do with an envelope now, decided on the server (`allows` in the web app). */
export const envelopeActions = ['edit', 'send', 'void', 'sign', 'decline', 'downloadSigned', 'downloadCertificate'] as const;
export type EnvelopeAction = (typeof envelopeActions)[number];

export const envelopeSignerSchema = z.object({
  id: z.uuid(),
  role: z.enum(signerRoles),
  name: z.string(),
  /** The address the signer is asked at, for staff (the partner's, to edit a draft); left out for a client. */
  email: z.string().optional(),
  /** The number a passcode by text goes to, for staff (the partner's, to edit a draft); left out for a client. */
  phone: z.string().nullable().optional(),
  position: z.number().int(),
  status: z.enum(signerStatuses),
  signed_at: z.string().nullable(),
  /** The signer is the person reading. */
  is_you: z.boolean(),
});
export type EnvelopeSigner = z.infer<typeof envelopeSignerSchema>;

export const envelopePlacementSchema = placementSchema.extend({
  /** The text given, once filled; a signature placeholder says only whether it has been signed. */
  text: z.string().nullable(),
  filled: z.boolean(),
});
export type EnvelopePlacement = z.infer<typeof envelopePlacementSchema>;

export const signingEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(signingEventKinds),
  at: z.string(),
  /** Who it was (a signer, the adviser), or null for the system (a reminder). */
  actor_name: z.string().nullable(),
  sha256_before: z.string().nullable(),
  sha256_after: z.string().nullable(),
});
export type SigningEvent = z.infer<typeof signingEventSchema>;

export const envelopeSchema = z.object({
  id: z.uuid(),
  document_id: z.uuid(),
  case_id: z.uuid(),
  document_name: z.string(),
  engine: z.enum(signingEngines),
  /** The DocuSign account it was sent through, by name: for staff, while the account stays connected. */
  docusign_account: z.string().optional(),
  status: z.enum(envelopeStatuses),
  signers: z.array(envelopeSignerSchema),
  placements: z.array(envelopePlacementSchema),
  reminder_every_days: z.number().int(),
  require_passcode: z.boolean(),
  passcode_channel: z.enum(passcodeChannels),
  /** With the passcode by text, the reader's own number as the text goes to it, masked (`•••• 1234`); else null. */
  passcode_phone: z.string().nullable(),
  message: z.string(),
  /** Someone has signed: the placements can no longer change. */
  locked: z.boolean(),
  original_sha256: z.string(),
  signed_sha256: z.string().nullable(),
  sent_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  /** Staff see every event; a signer sees them too (the certificate lists them). */
  events: z.array(signingEventSchema),
  actions: z.array(z.enum(envelopeActions)),
  /** The original PDF (what the viewer shows while signing), the signed PDF and its certificate, where there are. */
  document_url: z.string(),
  signed_url: z.string().nullable(),
  certificate_url: z.string().nullable(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** A document's signing as the case's document list shows it. */
export const documentSigningSummarySchema = z.object({
  status: z.enum(envelopeStatuses),
  /** The reader is the signer whose turn it is. */
  your_turn: z.boolean(),
  signed_count: z.number().int(),
  signer_count: z.number().int(),
});
export type DocumentSigningSummary = z.infer<typeof documentSigningSummarySchema>;

/** The shared documents page: what the reader may see across cases and packs, or only what waits for their signature. */
export const documentListQuery = paginationQuery.extend({
  filter: z.enum(['all', 'awaiting_signature']).default('all'),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

export const documentListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  case_id: z.uuid(),
  case_name: z.string(),
  client_id: z.uuid(),
  client_name: z.string(),
  category_label: z.string(),
  created_at: z.string(),
  download_url: z.string(),
  signing: documentSigningSummarySchema.nullable(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** The public verify page: the SHA-256 of a PDF (the browser hashes a dropped file; the file itself is never sent). */
export const verifyBody = z.object({
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/u, 'Enter a SHA-256 fingerprint: 64 characters, 0–9 and a–f.'),
});
export type VerifyBody = z.infer<typeof verifyBody>;

/** All an anonymous visitor learns: whether it is a completed signed document of this practice, when and by whom. */
export const verifyResultSchema = z.object({
  verified: z.boolean(),
  practice_name: z.string().nullable(),
  completed_at: z.string().nullable(),
  signers: z.array(z.object({ name: z.string(), signed_at: z.string() })),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;
