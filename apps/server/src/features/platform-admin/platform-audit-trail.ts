import { type Actor, type PlatformAuditEvent, type PlatformAuditTrailQuery, platformRoles, reportTimeZone } from '@advice/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { auditEvents, practices, users } from '../../db/schema/index.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { periodCondition } from '../activity/activity.scope.ts';
import { listAuditEvents } from '../audit/audit.reader.ts';
import { assertPlatformRight } from './platform-admin.access.ts';

/**
 * GET /platform-audit-trail: what the provider's own admins changed, newest first, each event as the audit reader
 * gives it (its sentence's names) with the practice it happened in (null: platform-wide). Super and support admins.
 */
export async function listPlatformAuditTrail(
  runtime: Runtime,
  actor: Actor,
  query: PlatformAuditTrailQuery,
): Promise<{ rows: PlatformAuditEvent[]; total: number }> {
  assertPlatformRight(actor, 'platform.read');
  const db = runtime.db;
  // The events a platform admin wrote, wherever: a subquery, so the page and its count read the same events.
  const platformAdmins = db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, [...platformRoles]));
  const where = and(
    inArray(auditEvents.actorId, platformAdmins),
    query.practice_id ? eq(auditEvents.practiceId, query.practice_id) : undefined,
    query.from && query.to ? periodCondition({ from: query.from, to: query.to, timeZone: reportTimeZone }) : undefined,
  ) as SQL;
  const page = await listAuditEvents(db, { practiceId: null, where, hideConcealedDocuments: false, ...pageOffset(query) });
  const ids = page.rows.map((row) => row.id);
  const places =
    ids.length === 0
      ? []
      : await db
          .select({ eventId: auditEvents.id, id: practices.id, name: practices.name })
          .from(auditEvents)
          .innerJoin(practices, eq(practices.id, auditEvents.practiceId))
          .where(inArray(auditEvents.id, ids));
  const practiceOf = new Map(places.map(({ eventId, id, name }) => [eventId, { id, name }]));
  return { rows: page.rows.map((row) => ({ ...row, practice: practiceOf.get(row.id) ?? null })), total: page.total };
}
