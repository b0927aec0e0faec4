import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdBy, id, practiceId, timestamps, updatedBy } from './columns.ts';
import { storedFiles } from './files.ts';

/**
 * A post of the practice's blog: Markdown text, an author of its staff, an optional PDF (an uploaded
 * `file_id` or a `pdf_url`, never both) and a published time. No time is a draft; a time ahead is
 * scheduled; a time reached is published, read by the practice's clients.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    practiceId: practiceId(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fileId: uuid('file_id').references(() => storedFiles.id),
    pdfUrl: text('pdf_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('blog_posts_practice_published_idx').on(t.practiceId, t.publishedAt)],
);
