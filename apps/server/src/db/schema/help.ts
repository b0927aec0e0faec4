import type { FeatureHelpKey } from '@advice/domain';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedBy } from './columns.ts';

/**
 * A platform admin's wording of one feature help, for every practice; a help without a row reads as the
 * domain's catalogue (featureHelpCatalogue). The key is checked by the route against the catalogue's keys.
 */
export const featureHelps = pgTable('feature_helps', {
  key: text('key').$type<FeatureHelpKey>().primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  updatedBy: updatedBy(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
