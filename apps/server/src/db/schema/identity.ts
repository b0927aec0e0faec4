import {
  type IdentityDocumentAccess,
  type IdentityDocumentType,
  type IdentitySection,
  identityDocumentAccessLevels,
  identityDocumentTypes,
  identitySections,
  type VerificationAuthority,
  type VerificationStatus,
  verificationAuthorities,
  verificationStatuses,
} from '@advice/domain';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientId, createdBy, id, practiceId, timestamps, updatedBy } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';

/** A nationality or residency entry of a client's personal details, numbered from 1. */
export type IdentityCountryEntry = { position: number; country: string };

/**
 * A client's identity personal details: one row, its numbered nationalities and residencies, who updated
 * it last and when. `version` counts saves, so a save over someone else's newer one is refused.
 */
export const identityDetails = pgTable('identity_details', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  practiceId: practiceId(),
  nationalities: jsonb('nationalities').$type<IdentityCountryEntry[]>().notNull().default([]),
  residencies: jsonb('residencies').$type<IdentityCountryEntry[]>().notNull().default([]),
  version: integer('version').notNull().default(0),
  updatedBy: updatedBy(),
  ...timestamps(),
});

/** An identity document of a client: government or other, restricted (client and adviser only) or normal. */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    type: text('type').$type<IdentityDocumentType>().notNull(),
    access: text('access').$type<IdentityDocumentAccess>().notNull().default('normal'),
    name: text('name').notNull(),
    number: text('number').notNull().default(''),
    issuedBy: text('issued_by').notNull().default(''),
    expiresOn: date('expires_on'),
    fileId: uuid('file_id').references(() => storedFiles.id),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [
    index('identity_documents_practice_client_idx').on(t.practiceId, t.clientId),
    oneOf(t.type, identityDocumentTypes),
    oneOf(t.access, identityDocumentAccessLevels),
  ],
);

/** A locked identity section: while its row exists the client cannot edit it. */
export const identitySectionLocks = pgTable(
  'identity_section_locks',
  {
    clientId: clientId(),
    section: text('section').$type<IdentitySection>().notNull(),
    practiceId: practiceId(),
    lockedBy: uuid('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.section] }), oneOf(t.section, identitySections)],
);

/** The adviser's request for a physical copy of an identity document: shown until they mark it received. */
export const identityCopyRequests = pgTable(
  'identity_copy_requests',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    documentId: uuid('document_id').references(() => identityDocuments.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('identity_copy_requests_practice_client_idx').on(t.practiceId, t.clientId)],
);

/**
 * An identity verification through an authority (Singpass or iAM Smart): the adviser creates it with a
 * cover note; the client completes the authority's OpenID Connect flow, whose returned details are kept in
 * `details`. `flow` holds the pending authorisation (state and nonce hashes, the PKCE verifier) between
 * the redirect and the callback, and is cleared once used.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    authority: text('authority').$type<VerificationAuthority>().notNull(),
    coverNote: text('cover_note').notNull().default(''),
    status: text('status').$type<VerificationStatus>().notNull().default('in_progress'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    flow: jsonb('flow').$type<Record<string, unknown>>(),
    createdBy: createdBy(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('identity_verifications_practice_client_idx').on(t.practiceId, t.clientId, t.createdAt),
    oneOf(t.authority, verificationAuthorities),
    oneOf(t.status, verificationStatuses),
  ],
);
