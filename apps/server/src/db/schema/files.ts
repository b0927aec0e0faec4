import { type UploadPurpose, uploadPurposes } from '@advice/domain';
import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { oneOf } from './one-of.ts';
import { practices } from './practice.ts';

/**
 * Every stored file, whatever it is for: a row is written (and committed) before its bytes are stored,
 * and the rows that use a file point at it by id (the foreign keys refuse deleting a file still in use).
 * A file no row points at any more is deleted with its bytes by the orphan sweep, once older than its grace.
 * `owner_id` is the user or client the file is about (null for a practice's own files); like `created_by`
 * it is no foreign key, since a file may be stored before its owner's row is written and outlive it.
 * Size and digest are null only for files stored before this table existed.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    /** Null only for a platform admin's own files (their photo). */
    practiceId: uuid('practice_id').references(() => practices.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id'),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Hex SHA-256 of the stored bytes. */
    sha256: text('sha256'),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stored_files_storage_key_unique').on(t.storageKey),
    index('stored_files_practice_idx').on(t.practiceId, t.purpose),
    index('stored_files_created_idx').on(t.createdAt),
    oneOf(t.purpose, uploadPurposes),
  ],
);
