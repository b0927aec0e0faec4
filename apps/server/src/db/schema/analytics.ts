import { boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { practiceId } from './columns.ts';

/**
 * Page views of a day (in the reports' time zone) for a practice, by route pattern, signed in or not and the
 * referring site's host ('' for none): counts only, with no IP, user, user agent or anything else that tells
 * one visitor from another.
 */
export const visitCounts = pgTable(
  'visit_counts',
  {
    practiceId: practiceId(),
    day: date('day').notNull(),
    path: text('path').notNull(),
    isSignedIn: boolean('is_signed_in').notNull(),
    referrerHost: text('referrer_host').notNull().default(''),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.practiceId, t.day, t.path, t.isSignedIn, t.referrerHost] })],
);
