import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdBy, id, practiceId, timestamps, updatedBy } from './columns.ts';
import { storedFiles } from './files.ts';
import { practices } from './practice.ts';

/**
 * An item of a practice's library content: a PDF (an uploaded `file_id` or a `pdf_url`) or a `link_url`,
 * exactly one (the domain's rule), shown to the practice's clients through `display_until` when set. An
 * expired item is removed, with its file, a month after that date.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: id(),
    practiceId: practiceId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileId: uuid('file_id').references(() => storedFiles.id),
    pdfUrl: text('pdf_url'),
    linkUrl: text('link_url'),
    displayUntil: date('display_until', { mode: 'string' }),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('library_items_practice_until_idx').on(t.practiceId, t.displayUntil), index('library_items_until_idx').on(t.displayUntil)],
);

/** A pre-approved brochure the platform provides (no practice): the same content as a library item. */
export const brochures = pgTable('brochures', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  fileId: uuid('file_id').references(() => storedFiles.id),
  pdfUrl: text('pdf_url'),
  linkUrl: text('link_url'),
  createdBy: createdBy(),
  updatedBy: updatedBy(),
  ...timestamps(),
});

/** A brochure a practice shows its clients: a row while shown, none while hidden. */
export const practiceBrochures = pgTable(
  'practice_brochures',
  {
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id),
    brochureId: uuid('brochure_id')
      .notNull()
      .references(() => brochures.id, { onDelete: 'cascade' }),
    shownBy: uuid('shown_by').references(() => users.id, { onDelete: 'set null' }),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.practiceId, t.brochureId] })],
);
