import {
  type DocumentRequestItemStatus,
  documentRequestItemStatuses,
  type VaultItemKind,
  type VaultTag,
  vaultItemKinds,
} from '@advice/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientId, createdAt, createdBy, id, practiceId, timestamps, updatedBy } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';

/**
 * A client's vault item: a folder, or a document of a type with its file, in a folder or at the top. The
 * adviser sees only what the client shares (`is_shared_with_adviser`), by any route; a shared folder shares
 * nothing by itself: each document is shared on its own.
 */
export const vaultItems = pgTable(
  'vault_items',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    kind: text('kind').$type<VaultItemKind>().notNull(),
    name: text('name').notNull(),
    folderId: uuid('folder_id').references((): AnyPgColumn => vaultItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => storedFiles.id),
    isSharedWithAdviser: boolean('is_shared_with_adviser').notNull().default(false),
    tags: text('tags').array().$type<VaultTag[]>().notNull().default(sql`'{}'::text[]`),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('vault_items_practice_client_idx').on(t.practiceId, t.clientId, t.folderId), oneOf(t.kind, vaultItemKinds)],
);

/**
 * A link to one vault document for someone outside the portal: only the token's SHA-256 is kept; it opens
 * only with a one-time passcode mailed to `recipient_email`, until it expires or is revoked.
 */
export const vaultShareLinks = pgTable(
  'vault_share_links',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => vaultItems.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    recipientName: text('recipient_name').notNull().default(''),
    recipientEmail: text('recipient_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    passcodeHash: text('passcode_hash'),
    passcodeExpiresAt: timestamp('passcode_expires_at', { withTimezone: true }),
    passcodeAttempts: integer('passcode_attempts').notNull().default(0),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('vault_share_links_item_idx').on(t.itemId)],
);

/** Every view of a share link's document: when, from where. Rows are never updated. */
export const vaultShareLinkViews = pgTable(
  'vault_share_link_views',
  {
    id: id(),
    practiceId: practiceId(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => vaultShareLinks.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('vault_share_link_views_link_idx').on(t.linkId, t.at)],
);

/** A checklist of documents the adviser asks a client to provide from their vault. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [index('document_requests_practice_client_idx').on(t.practiceId, t.clientId)],
);

/** One document of a request: required or optional, pending until the client provides a vault document. */
export const documentRequestItems = pgTable(
  'document_request_items',
  {
    id: id(),
    practiceId: practiceId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    status: text('status').$type<DocumentRequestItemStatus>().notNull().default('pending'),
    vaultItemId: uuid('vault_item_id').references(() => vaultItems.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [index('document_request_items_request_idx').on(t.requestId, t.position), oneOf(t.status, documentRequestItemStatuses)],
);
