import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientId, createdBy, id, practiceId, timestamps, updatedBy } from './columns.ts';
import { storedFiles } from './files.ts';

/**
 * A client's financial strategy: its title and summary, its document (`file_id`, uploaded by staff), and
 * whether it is shared with the client (`shared_at`). It cannot be shared before its document is uploaded.
 */
export const financialStrategies = pgTable(
  'financial_strategies',
  {
    id: id(),
    practiceId: practiceId(),
    clientId: clientId(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    fileId: uuid('file_id').references(() => storedFiles.id),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
    ...timestamps(),
  },
  (t) => [index('financial_strategies_practice_client_idx').on(t.practiceId, t.clientId, t.createdAt)],
);
