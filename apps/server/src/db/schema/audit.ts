import { type AuditEntityKind, auditEntityKinds } from '@advice/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

/** Append-only: a trigger in the migrations refuses UPDATE, DELETE and TRUNCATE for every role. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey(),
    practiceId: uuid('practice_id'),
    actorId: uuid('actor_id'),
    entityKind: text('entity_kind').$type<AuditEntityKind>().notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_entity_idx').on(t.practiceId, t.entityKind, t.entityId, t.createdAt), oneOf(t.entityKind, auditEntityKinds)],
);
