import { z } from 'zod';

/**
 * One event of an audit trail as the API answers it: what happened (entity kind, action, payload),
 * who did it, and the names the reader found for what the event refers to, so the page can say it
 * as a sentence ({@link auditSentence}) without showing a key or an id.
 */
export const auditEventSchema = z.object({
  id: z.uuid(),
  entity_kind: z.string(),
  action: z.string(),
  actor_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The case document the event is about, as it is now; null when it has none (or the reader may not see it). */
  document: z.object({ name: z.string(), file_name: z.string(), size_bytes: z.number().int() }).nullable(),
  /** The adviser or supporting admin the event names by id, as they are called now. */
  person_name: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;
