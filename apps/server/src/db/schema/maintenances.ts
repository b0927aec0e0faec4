import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdBy, id, timestamps, updatedBy } from './columns.ts';
import { practices } from './practice.ts';

/**
 * A maintenance of the platform (spec 1 §3): its window, the message the concerned practices' users read, and
 * how many hours before the start the notice shows. Not a practice's row: platform admins keep them, for every
 * practice (`is_for_all_practices`) or for those listed in `maintenance_practices`.
 */
export const maintenances = pgTable(
  'maintenances',
  {
    id: id(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    noticeHours: integer('notice_hours').notNull().default(48),
    isForAllPractices: boolean('is_for_all_practices').notNull().default(false),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('maintenances_ends_at_idx').on(t.endsAt)],
);

/** The practices a maintenance concerns when it is not for all of them. */
export const maintenancePractices = pgTable(
  'maintenance_practices',
  {
    maintenanceId: uuid('maintenance_id')
      .notNull()
      .references(() => maintenances.id, { onDelete: 'cascade' }),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.maintenanceId, t.practiceId] }), index('maintenance_practices_practice_idx').on(t.practiceId)],
);
