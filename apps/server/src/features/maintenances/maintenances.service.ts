import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  canMaintenances,
  type Maintenance,
  type MaintenanceAction,
  type MaintenanceAuditContent,
  type MaintenanceAuditField,
  type MaintenanceBody,
  type MaintenanceNotice,
  type MaintenancePeriod,
  maintenanceAuditFields,
  maintenanceMessages,
  type Pagination,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { maintenances } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import {
  chosenPracticesOf,
  findMaintenance,
  findPractices,
  listMaintenanceRows,
  listNoticeRows,
  listPracticeChoices,
  type MaintenanceRow,
  presentMaintenance,
  setMaintenancePractices,
} from './maintenances.queries.ts';

/*
 * Maintenances are the platform's, not a practice's: super admins write them, support admins read them, and
 * their audit events carry no practice. The users of a concerned practice read its notices by the host.
 */

function assertMay(actor: Actor, action: MaintenanceAction): void {
  if (!canMaintenances(actor.role, action)) throw new AppError('auth.forbidden', { detail: maintenanceMessages['maintenances.forbidden'] });
}

type Practice = { id: string; name: string };

/** The body's practices, each of which must exist; a maintenance for all names none. */
async function practicesFor(tx: Tx, body: MaintenanceBody): Promise<Practice[]> {
  const found = await findPractices(tx, body.practice_ids);
  if (!found)
    throw new AppError('request.invalid', { detail: maintenanceMessages['maintenances.practiceUnknown'], pointer: '/practice_ids' });
  return found;
}

function contentOf(row: MaintenanceRow, chosen: readonly Practice[]): MaintenanceAuditContent {
  return {
    maintenance_id: row.id,
    title: row.title,
    message: row.message,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    notice_hours: row.noticeHours,
    scope: row.isForAllPractices ? 'all' : 'chosen',
    practices: row.isForAllPractices ? [] : chosen.map((practice) => practice.name),
  };
}

const valuesOf = (body: MaintenanceBody) => ({
  title: body.title,
  message: body.message,
  startsAt: new Date(body.starts_at),
  endsAt: new Date(body.ends_at),
  noticeHours: body.notice_hours,
  isForAllPractices: body.scope === 'all',
});

export async function listMaintenances(
  runtime: Runtime,
  actor: Actor,
  query: Pagination & { period: MaintenancePeriod },
): Promise<{ rows: Maintenance[]; total: number }> {
  assertMay(actor, 'maintenances.read');
  return listMaintenanceRows(runtime.db, { period: query.period, now: new Date(), ...pageOffset(query) });
}

export async function getMaintenance(runtime: Runtime, actor: Actor, id: string): Promise<Maintenance> {
  assertMay(actor, 'maintenances.read');
  const row = await findMaintenance(runtime.db, id);
  return presentMaintenance(row, await chosenPracticesOf(runtime.db, row.id), new Date());
}

/** The practices a maintenance can name. */
export async function listMaintenancePractices(runtime: Runtime, actor: Actor): Promise<Practice[]> {
  assertMay(actor, 'maintenances.write');
  return listPracticeChoices(runtime.db);
}

/** Schedules a maintenance, audited. */
export async function createMaintenance(runtime: Runtime, actor: Actor, body: MaintenanceBody, request: RequestInfo): Promise<Maintenance> {
  assertMay(actor, 'maintenances.write');
  return inTransaction(runtime, async ({ tx }) => {
    const chosen = await practicesFor(tx, body);
    const [row] = await tx
      .insert(maintenances)
      .values({ id: randomUUID(), ...valuesOf(body), createdBy: actor.userId, updatedBy: actor.userId })
      .returning();
    if (!row) throw new Error('maintenance insert returned nothing');
    await setMaintenancePractices(tx, row.id, body.practice_ids);
    await writeAudit(tx, {
      actor,
      practiceId: null,
      entityKind: 'maintenance',
      entityId: row.id,
      action: 'maintenance_created',
      after: contentOf(row, chosen),
      ip: request.ip,
    });
    return presentMaintenance(row, chosen, new Date());
  });
}

const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Changes a maintenance to what the body says; the event records the changed fields, and a change of nothing writes nothing. */
export async function updateMaintenance(
  runtime: Runtime,
  actor: Actor,
  id: string,
  body: MaintenanceBody,
  request: RequestInfo,
): Promise<Maintenance> {
  assertMay(actor, 'maintenances.write');
  return inTransaction(runtime, async ({ tx }) => {
    const row = await findMaintenance(tx, id, true);
    const was = contentOf(row, await chosenPracticesOf(tx, row.id));
    const chosen = await practicesFor(tx, body);
    const next = { ...row, ...valuesOf(body) };
    const will = contentOf(next, chosen);
    const changed: MaintenanceAuditField[] = maintenanceAuditFields.filter((field) => !isSame(was[field], will[field]));
    if (changed.length === 0) return presentMaintenance(row, chosen, new Date());
    const [updated] = await tx
      .update(maintenances)
      .set({ ...valuesOf(body), updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(maintenances.id, row.id))
      .returning();
    if (!updated) throw new Error('maintenance update returned nothing');
    await setMaintenancePractices(tx, row.id, body.practice_ids);
    // The message can be long: the events say it changed, and keep the small fields by value.
    const pick = (side: MaintenanceAuditContent) => ({
      maintenance_id: row.id,
      title: side.title,
      ...Object.fromEntries(changed.filter((field) => field !== 'message').map((field) => [field, side[field]])),
    });
    await writeAudit(tx, {
      actor,
      practiceId: null,
      entityKind: 'maintenance',
      entityId: row.id,
      action: 'maintenance_updated',
      before: pick(was),
      after: { ...pick(will), fields: changed },
      ip: request.ip,
    });
    return presentMaintenance(updated, chosen, new Date());
  });
}

/** Deletes a maintenance: its notice goes from every page at their next look. The event keeps its title. */
export async function deleteMaintenance(runtime: Runtime, actor: Actor, id: string, request: RequestInfo): Promise<void> {
  assertMay(actor, 'maintenances.write');
  await inTransaction(runtime, async ({ tx }) => {
    const row = await findMaintenance(tx, id, true);
    await tx.delete(maintenances).where(eq(maintenances.id, row.id));
    await writeAudit(tx, {
      actor,
      practiceId: null,
      entityKind: 'maintenance',
      entityId: row.id,
      action: 'maintenance_deleted',
      before: { maintenance_id: row.id, title: row.title },
      ip: request.ip,
    });
  });
}

/** The notices the request host's practice shows now or soon; none where the host names no practice. */
export async function listMaintenanceNotices(runtime: Runtime, practiceId: string | null): Promise<MaintenanceNotice[]> {
  if (!practiceId) return [];
  return listNoticeRows(runtime.db, { practiceId, now: new Date() });
}
