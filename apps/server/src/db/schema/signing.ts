import {
  type EnvelopeStatus,
  envelopeStatuses,
  type OAuthProvider,
  oauthProviders,
  type PasscodeChannel,
  type PlacementType,
  passcodeChannels,
  placementTypes,
  type SignatureMode,
  type SignerRole,
  type SignerStatus,
  type SigningEngine,
  type SigningEventKind,
  signatureModes,
  signerRoles,
  signerStatuses,
  signingEngines,
  signingEventKinds,
} from '@advice/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { caseDocuments } from './cases.ts';
import { caseId, clientId, createdAt, createdBy, id, practiceId, timestamps, updatedAt } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';
import { practices } from './practice.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A document's signing request (the spec's "signing envelope"): drafted on a PDF case document, sent, signed
 * by each signer in turn, then completed with a sealed signed PDF and its certificate, or voided or declined.
 * A document has at most one live envelope (not voided); a voided one stays as the record.
 */
export const signingEnvelopes = pgTable(
  'signing_envelopes',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    caseId: caseId().notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => caseDocuments.id, { onDelete: 'cascade' }),
    engine: text('engine').$type<SigningEngine>().notNull().default('embedded'),
    status: text('status').$type<EnvelopeStatus>().notNull().default('draft'),
    reminderEveryDays: integer('reminder_every_days').notNull().default(0),
    requirePasscode: boolean('require_passcode').notNull().default(false),
    /** How the passcode reaches each signer: e-mail, or a text message to their phone (spec 1 §5: the client's number is needed). */
    passcodeChannel: text('passcode_channel').$type<PasscodeChannel>().notNull().default('email'),
    message: text('message').notNull().default(''),
    /** The PDF as it was when drafted, and its SHA-256: what every signer sees and what is stamped. */
    originalFileId: uuid('original_file_id')
      .notNull()
      .references(() => storedFiles.id),
    originalSha256: text('original_sha256').notNull(),
    /** The sealed signed PDF and the signing certificate, once everyone has signed. */
    signedFileId: uuid('signed_file_id').references(() => storedFiles.id),
    signedSha256: text('signed_sha256'),
    certificateFileId: uuid('certificate_file_id').references(() => storedFiles.id),
    /** The envelope's id at an outside engine (DocuSign). */
    externalId: text('external_id'),
    /** The DocuSign account it was sent through (engine `docusign`). */
    oauthAccountId: uuid('oauth_account_id').references((): AnyPgColumn => oauthAccounts.id, { onDelete: 'set null' }),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** When the reminder job next mails the signer whose turn it is; null when reminders are off or nobody waits. */
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('signing_envelopes_live_document_unique').on(t.documentId).where(sql`${t.status} <> 'voided'`),
    index('signing_envelopes_practice_case_idx').on(t.practiceId, t.caseId),
    index('signing_envelopes_signed_sha_idx').on(t.practiceId, t.signedSha256),
    index('signing_envelopes_reminder_idx').on(t.nextReminderAt).where(sql`${t.status} = 'sent'`),
    oneOf(t.engine, signingEngines),
    oneOf(t.status, envelopeStatuses),
    oneOf(t.passcodeChannel, passcodeChannels),
  ],
);

/** One signer of an envelope, at their position in the signing order. */
export const signingSigners = pgTable(
  'signing_signers',
  {
    id: id(),
    practiceId: practiceId(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: 'cascade' }),
    role: text('role').$type<SignerRole>().notNull(),
    position: integer('position').notNull(),
    /** The signer's account (the client, the adviser); null for a partner without one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Where a passcode by phone goes: the account's number when sent, or the partner's as given. */
    phone: text('phone'),
    status: text('status').$type<SignerStatus>().notNull().default('waiting'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** SHA-256 of the one-time passcode last sent, when it expires, and wrong tries since. */
    passcodeHash: text('passcode_hash'),
    passcodeExpiresAt: timestamp('passcode_expires_at', { withTimezone: true }),
    passcodeAttempts: integer('passcode_attempts').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('signing_signers_envelope_role_unique').on(t.envelopeId, t.role),
    index('signing_signers_user_idx').on(t.practiceId, t.userId, t.status),
    oneOf(t.role, signerRoles),
    oneOf(t.status, signerStatuses),
  ],
);

/** A placeholder on a page (fractions of the page, top left origin) and, once filled, its value. */
export const signingPlacements = pgTable(
  'signing_placements',
  {
    id: id(),
    practiceId: practiceId(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: 'cascade' }),
    signerRole: text('signer_role').$type<SignerRole>().notNull(),
    type: text('type').$type<PlacementType>().notNull(),
    page: integer('page').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    label: text('label').notNull().default(''),
    required: boolean('required').notNull().default(true),
    textValue: text('text_value'),
    /** The signature as stamped: a PNG or JPEG image, small (at most 256 KB). */
    signatureImage: bytea('signature_image'),
    signatureMode: text('signature_mode').$type<SignatureMode>(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
  },
  (t) => [
    index('signing_placements_envelope_idx').on(t.envelopeId, t.page),
    oneOf(t.signerRole, signerRoles),
    oneOf(t.type, placementTypes),
    oneOf(t.signatureMode, signatureModes),
  ],
);

/**
 * The signing record: each event with its time, IP, user agent and the document's SHA-256 before and after.
 * Append-only, like the audit trail; the certificate lists it.
 */
export const signingEvents = pgTable(
  'signing_events',
  {
    id: id(),
    practiceId: practiceId(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id').references(() => signingSigners.id, { onDelete: 'cascade' }),
    /** Who acted, by id only: the record never changes when a user is removed (rows are never updated). */
    actorId: uuid('actor_id'),
    /** The actor's name as it was then: the certificate never changes with a later rename. */
    actorName: text('actor_name'),
    kind: text('kind').$type<SigningEventKind>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    sha256Before: text('sha256_before'),
    sha256After: text('sha256_after'),
    /** The version of the document a signature made (stamped and sealed), whose SHA-256 is `sha256After`. */
    fileId: uuid('file_id').references(() => storedFiles.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('signing_events_envelope_idx').on(t.envelopeId, t.at), oneOf(t.kind, signingEventKinds)],
);

/**
 * The practice's sealing certificate (PKCS#12, made at first use and kept, unless one is configured): the
 * PAdES seal of every signed PDF is made under it. The passphrase is random per practice.
 */
export const practiceSealingKeys = pgTable('practice_sealing_keys', {
  practiceId: uuid('practice_id')
    .primaryKey()
    .references(() => practices.id, { onDelete: 'cascade' }),
  p12: bytea('p12').notNull(),
  passphrase: text('passphrase').notNull(),
  certificatePem: text('certificate_pem').notNull(),
  createdAt: createdAt(),
});

/**
 * An outside account a user connected through OAuth (spec 1 §3 "oauth accounts", "multiple document-signing
 * accounts"): an adviser may connect several DocuSign accounts and pick one per document.
 */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    practiceId: practiceId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<OAuthProvider>().notNull(),
    /** The provider's account id, its name and the user's e-mail address there. */
    externalAccountId: text('external_account_id').notNull(),
    accountName: text('account_name').notNull(),
    email: text('email').notNull(),
    /** Where the account's API lives (DocuSign answers it per account). */
    baseUri: text('base_uri').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('oauth_accounts_user_account_unique').on(t.userId, t.provider, t.externalAccountId),
    oneOf(t.provider, oauthProviders),
  ],
);

/**
 * A signing link mailed to a signer without an account here (a partner): the SHA-256 of its random token.
 * Each mail (the request, each reminder) adds one; every link of a signer works while it is their turn and
 * the envelope is sent, and none after.
 */
export const signingLinks = pgTable(
  'signing_links',
  {
    id: id(),
    practiceId: practiceId(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => signingSigners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('signing_links_token_unique').on(t.tokenHash), index('signing_links_signer_idx').on(t.signerId)],
);
