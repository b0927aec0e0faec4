import {
  type MessageAttachmentKind,
  type MessageBulkStatus,
  type MessageCategory,
  type MessageKind,
  messageAttachmentKinds,
  messageBulkStatuses,
  messageCategories,
  messageKinds,
} from '@advice/domain';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientId, createdAt, createdBy, id, practiceId, timestamps, updatedBy } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';

/**
 * A message in a client's thread: a client note (the client and their staff see it) or a practice note
 * (staff only). `author_id` is null once the author's account is gone; the message stays.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    category: text('category').$type<MessageCategory>().notNull().default('general'),
    body: text('body').notNull().default(''),
    /** The message to many clients this one was sent as part of, if any. */
    bulkId: uuid('bulk_id').references(() => messageBulks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_thread_idx').on(t.practiceId, t.clientId, t.kind, t.createdAt),
    oneOf(t.kind, messageKinds),
    oneOf(t.category, messageCategories),
  ],
);

/** What a message carries: a file uploaded with it (`file_id`), or a link to a document the sender may see (`linked_id`). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: id(),
    practiceId: practiceId(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageAttachmentKind>().notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id),
    linkedId: uuid('linked_id'),
    name: text('name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId), oneOf(t.kind, messageAttachmentKinds)],
);

/** Who has seen which message: a message without a row for a reader (other than its author) is unread to them. */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('message_reads_user_idx').on(t.userId)],
);

/**
 * How far one person's e-mails about one client's thread have gone: messages after `mailed_up_to` that
 * they have not seen go in the next batched e-mail, so a burst of messages is one e-mail.
 */
export const messageMailings = pgTable(
  'message_mailings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    mailedUpTo: timestamp('mailed_up_to', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);

/** A message sent to many clients at once: a job writes one message per client and records each client's result. */
export const messageBulks = pgTable(
  'message_bulks',
  {
    id: id(),
    practiceId: practiceId(),
    createdBy: createdBy(),
    kind: text('kind').$type<MessageKind>().notNull(),
    category: text('category').$type<MessageCategory>().notNull().default('general'),
    body: text('body').notNull().default(''),
    status: text('status').$type<MessageBulkStatus>().notNull().default('running'),
    total: integer('total').notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('message_bulks_practice_idx').on(t.practiceId, t.createdAt),
    oneOf(t.kind, messageKinds),
    oneOf(t.status, messageBulkStatuses),
  ],
);

/** The files a message to many clients carries, attached to each client's message. */
export const messageBulkFiles = pgTable(
  'message_bulk_files',
  {
    bulkId: uuid('bulk_id')
      .notNull()
      .references(() => messageBulks.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    name: text('name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bulkId, t.fileId] })],
);

/** Each client's result of a message to many clients: the message written, or why not (`error`, for a person). */
export const messageBulkResults = pgTable(
  'message_bulk_results',
  {
    bulkId: uuid('bulk_id')
      .notNull()
      .references(() => messageBulks.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.bulkId, t.clientId] })],
);

/** The to-do list a client shares with their staff: anyone on it adds, changes, completes and deletes. */
export const todos = pgTable(
  'todos',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    dueOn: date('due_on'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('todos_practice_client_idx').on(t.practiceId, t.clientId, t.completedAt, t.dueOn)],
);
