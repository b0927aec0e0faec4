import {
  type BulkImportResult,
  type BulkImportStatus,
  bulkImportStatuses,
  type ClientGender,
  type ClientKind,
  clientGenders,
  clientKinds,
  type MaritalStatus,
  maritalStatuses,
} from '@advice/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientId, createdAt, id, practiceId } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';

/**
 * What a client or prospect is beyond their account: one row per user whose role is client.
 * `kind` is 'client' or 'prospect'; a prospect may wait with no adviser until a director assigns one.
 */
export const clientProfiles = pgTable(
  'client_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceId: practiceId(),
    kind: text('kind').$type<ClientKind>().notNull().default('client'),
    postCode: text('post_code'),
    dateOfBirth: date('date_of_birth'),
    country: text('country'),
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    gender: text('gender').$type<ClientGender>(),
    maritalStatus: text('marital_status').$type<MaritalStatus>(),
    /** Whole units of the practice currency. */
    netWorth: bigint('net_worth', { mode: 'number' }),
    estTotalCaseSize: bigint('est_total_case_size', { mode: 'number' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    invitationMessage: text('invitation_message'),
    welcomeVideoFileId: uuid('welcome_video_file_id').references(() => storedFiles.id),
    letterOfAuthorityFileId: uuid('letter_of_authority_file_id').references(() => storedFiles.id),
    allowCustomSessionTimeout: boolean('allow_custom_session_timeout').notNull().default(false),
    /** The adviser the client chose in the onboarding wizard (null: no preference or not offered). */
    preferredAdviserId: uuid('preferred_adviser_id'),
    highInterestDebt: boolean('high_interest_debt'),
    cashReserve: boolean('cash_reserve'),
    personalDataConsentAt: timestamp('personal_data_consent_at', { withTimezone: true }),
    disclosureAcknowledgedAt: timestamp('disclosure_acknowledged_at', { withTimezone: true }),
    /** client{product} (spec 2 §3): the public page the client signed up from. */
    signupSource: text('signup_source'),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_profiles_practice_created_idx').on(t.practiceId, t.createdAt),
    index('client_profiles_practice_net_worth_idx').on(t.practiceId, t.netWorth),
    index('client_profiles_practice_activity_idx').on(t.practiceId, t.lastActivityAt),
    index('client_profiles_welcome_video_file_idx').on(t.welcomeVideoFileId),
    index('client_profiles_letter_of_authority_file_idx').on(t.letterOfAuthorityFileId),
    oneOf(t.kind, clientKinds),
    oneOf(t.gender, clientGenders),
    oneOf(t.maritalStatus, maritalStatuses),
  ],
);

/** A practice admin supporting an adviser, with the rights the adviser grants ('My support' / 'My team'). */
export const adminAssignments = pgTable(
  'admin_assignments',
  {
    practiceId: practiceId(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Granted rights, by name from the domain's admin-rights list. */
    rights: jsonb('rights').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.adviserId] }), index('admin_assignments_adviser_idx').on(t.adviserId)],
);

export const clientTags = pgTable(
  'client_tags',
  {
    id: id(),
    practiceId: practiceId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('client_tags_practice_name_unique').on(t.practiceId, sql`lower(${t.name})`)],
);

export const clientTagAssignments = pgTable(
  'client_tag_assignments',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => clientTags.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    practiceId: uuid('practice_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.clientId] }), index('client_tag_assignments_client_idx').on(t.clientId)],
);

/** Staff following a client receive its automatic e-mails. */
export const follows = pgTable(
  'follows',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    practiceId: uuid('practice_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.clientId] }), index('follows_client_idx').on(t.clientId)],
);

/** Advisers with full access to a client besides the client's own adviser (at most 10 a client). */
export const additionalAdvisers = pgTable(
  'additional_advisers',
  {
    clientId: clientId(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceId: uuid('practice_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.adviserId] }), index('additional_advisers_adviser_idx').on(t.adviserId)],
);

/** One bulk client creation from a CSV: its progress and each row's outcome. */
export const bulkImports = pgTable(
  'bulk_imports',
  {
    id: id(),
    practiceId: practiceId(),
    createdBy: uuid('created_by').notNull(),
    status: text('status').$type<BulkImportStatus['status']>().notNull().default('running'),
    /** The uploaded rows, kept only until the import finishes (they hold personal data). */
    rows: jsonb('rows').$type<Record<string, string>[]>().notNull().default([]),
    /** Where invitation links point, and the uploader's IP for the audit events. */
    origin: text('origin').notNull().default(''),
    ip: text('ip'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    /** Each row's outcome: created, or refused and why. */
    results: jsonb('results').$type<BulkImportResult[]>().notNull().default([]),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [oneOf(t.status, bulkImportStatuses)],
);
