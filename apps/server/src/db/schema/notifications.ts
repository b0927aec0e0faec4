import { type NotificationKind, notificationKinds } from '@advice/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';
import { oneOf } from './one-of.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    practiceId: uuid('practice_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.archivedAt, t.createdAt), oneOf(t.kind, notificationKinds)],
);
