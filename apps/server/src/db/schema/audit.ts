import { type AuditEntityKind, auditEntityKinds } from '@advice/domain';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { oneOf } from './one-of.ts';

/** Append-only: a trigger in the migrations refuses UPDATE, DELETE and TRUNCATE for every role. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    practiceId: uuid('practice_id'),
    actorId: uuid('actor_id'),
    entityKind: text('entity_kind').$type<AuditEntityKind>().notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entity_idx').on(t.practiceId, t.entityKind, t.entityId, t.createdAt), oneOf(t.entityKind, auditEntityKinds)],
);
