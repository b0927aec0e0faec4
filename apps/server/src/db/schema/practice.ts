import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const practices = pgTable('practices', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  featureFlags: jsonb('feature_flags').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each host a practice is served on; the request's host picks the practice. */
export const practiceHosts = pgTable('practice_hosts', {
  host: text('host').primaryKey(),
  practiceId: uuid('practice_id')
    .notNull()
    .references(() => practices.id, { onDelete: 'cascade' }),
});
