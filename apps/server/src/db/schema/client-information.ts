import {
  type EstateSummarySection,
  type FactFindSection,
  factFindSectionKeys,
  type VulnerabilityDriver,
  vulnerabilityDrivers,
} from '@advice/domain';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientId, createdAt, createdBy, id, practiceId, timestamps, updatedAt, updatedBy } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';

/**
 * A client's fact find, kept as versions: each saved section writes the whole fact find again as the next
 * version, with who saved it and when, so the adviser can see what changed since the version they reviewed.
 * Rows are never updated or deleted while the client exists.
 */
export const factFindVersions = pgTable(
  'fact_find_versions',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    version: integer('version').notNull(),
    /** The section whose save made this version. */
    section: text('section').$type<FactFindSection>().notNull(),
    /** The whole fact find after the save: one key per section. */
    answers: jsonb('answers').$type<Partial<Record<FactFindSection, unknown>>>().notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fact_find_versions_client_version_unique').on(t.clientId, t.version),
    index('fact_find_versions_practice_client_idx').on(t.practiceId, t.clientId),
    oneOf(t.section, factFindSectionKeys),
  ],
);

/** The version of a client's fact find each member of staff last marked reviewed. */
export const factFindReviews = pgTable(
  'fact_find_reviews',
  {
    practiceId: practiceId(),
    clientId: clientId(),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.reviewerId] })],
);

/** The documents section of a client's fact find: files stored under the `factFindDocument` policy. */
export const factFindDocuments = pgTable(
  'fact_find_documents',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('fact_find_documents_practice_client_idx').on(t.practiceId, t.clientId)],
);

/**
 * What an adviser observed of a client's vulnerability, under one of the FCA's four drivers, and the
 * adjustment made. Staff only: no route a client can call ever reads these rows.
 */
export const vulnerabilityObservations = pgTable(
  'vulnerability_observations',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    driver: text('driver').$type<VulnerabilityDriver>().notNull(),
    observation: text('observation').notNull(),
    observedOn: date('observed_on').notNull(),
    adjustment: text('adjustment').notNull().default(''),
    reviewOn: date('review_on'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('vulnerability_observations_practice_client_idx').on(t.practiceId, t.clientId), oneOf(t.driver, vulnerabilityDrivers)],
);

/** A client's estate summary: one row, its thirteen sections as one document, edited by the client and by staff. */
export const estateSummaries = pgTable('estate_summaries', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  practiceId: practiceId(),
  sections: jsonb('sections').$type<Partial<Record<EstateSummarySection, unknown>>>().notNull().default({}),
  /** Counts saves, so a save made over a newer one of someone else is refused rather than losing it. */
  version: integer('version').notNull().default(0),
  updatedBy: updatedBy(),
  updatedAt: updatedAt(),
});
