import { type MotivationItemKind, motivationItemKinds } from '@advice/domain';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientId, createdAt, createdBy, id, practiceId, timestamps, updatedBy } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';

/**
 * An item of a client's motivation centre: a link (`url`), a PDF (`file_id`) or an image gallery
 * (`main_image_file_id` and its images). The client and their staff add, edit and delete them.
 */
export const motivationItems = pgTable(
  'motivation_items',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    kind: text('kind').$type<MotivationItemKind>().notNull(),
    title: text('title').notNull(),
    url: text('url'),
    fileId: uuid('file_id').references(() => storedFiles.id),
    mainImageFileId: uuid('main_image_file_id').references(() => storedFiles.id),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('motivation_items_practice_client_idx').on(t.practiceId, t.clientId, t.createdAt), oneOf(t.kind, motivationItemKinds)],
);

/** A gallery's further images, in order. */
export const motivationItemImages = pgTable(
  'motivation_item_images',
  {
    id: id(),
    practiceId: practiceId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => motivationItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('motivation_item_images_item_idx').on(t.itemId, t.position)],
);

/** A comment on an item, by the client or their staff. */
export const motivationComments = pgTable(
  'motivation_comments',
  {
    id: id(),
    practiceId: practiceId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => motivationItems.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('motivation_comments_item_idx').on(t.itemId, t.createdAt)],
);
