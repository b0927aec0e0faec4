import type { Actor, AuditEventView, Pagination } from '@advice/domain';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { listEntityAudit } from '../audit/audit.reader.ts';

/** The practice's own audit trail for its director: its settings and flags, and what the provider's support did in it. */
export async function listPracticeAuditTrail(
  runtime: Runtime,
  actor: Actor,
  query: Pagination,
): Promise<{ rows: AuditEventView[]; total: number }> {
  const { practiceId } = practiceActorOf(actor);
  return listEntityAudit(runtime.db, { practiceId, entityKind: 'practice', entityId: practiceId, ...pageOffset(query) });
}
