import {
  type PracticeFilePurpose,
  type PracticeType,
  practiceFilePurposes,
  practiceTypes,
  type ServiceCategory,
  serviceCategories,
} from '@advice/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';

export const practices = pgTable(
  'practices',
  {
    id: id(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    featureFlags: jsonb('feature_flags').$type<Record<string, unknown>>().notNull().default({}),
    /** The kind of practice, set by the provider's super admins (platform-admin). */
    practiceType: text('practice_type').$type<PracticeType>().notNull().default('independent'),
    /** Set while the provider has suspended the practice: its people cannot sign in, its site says it is unavailable. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [oneOf(t.practiceType, practiceTypes)],
);

/** Each host a practice is served on; the request's host picks the practice. */
export const practiceHosts = pgTable('practice_hosts', {
  host: text('host').primaryKey(),
  practiceId: uuid('practice_id')
    .notNull()
    .references(() => practices.id, { onDelete: 'cascade' }),
});

/** Files a practice publishes: logos, favicon, manifest icon, tile images, disclosure forms (PDF), charter images. */
export const practiceFiles = pgTable(
  'practice_files',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PracticeFilePurpose>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('practice_files_practice_idx').on(t.practiceId, t.purpose),
    index('practice_files_file_idx').on(t.fileId),
    oneOf(t.purpose, practiceFilePurposes),
  ],
);

/** The practice's offer in each of the twenty service categories ('services-and-charges'). */
export const practiceServices = pgTable(
  'practice_services',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    category: text('category').$type<ServiceCategory>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    charges: text('charges').notNull().default(''),
    isOffered: boolean('is_offered').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('practice_services_practice_idx').on(t.practiceId, t.category), oneOf(t.category, serviceCategories)],
);
