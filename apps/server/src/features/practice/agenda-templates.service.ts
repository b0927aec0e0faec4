import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type AgendaTemplate,
  type AgendaTemplateAudit,
  type AgendaTemplateBody,
  AppError,
  defaultAgendaTemplates,
} from '@advice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agendaTemplates } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';

type AgendaTemplateRow = typeof agendaTemplates.$inferSelect;

function presentAgendaTemplate(row: AgendaTemplateRow): AgendaTemplate {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    template: row.template,
    active: row.active,
    position: row.position,
    updated_at: row.updatedAt.toISOString(),
  };
}

const auditOf = (row: Pick<AgendaTemplateRow, 'title' | 'kind' | 'active' | 'template'>): AgendaTemplateAudit => ({
  title: row.title,
  template: row.template,
  active: row.active,
  kind: row.kind,
});

/** The six standard templates a new practice starts with (its creation calls this in the same transaction). */
export async function addDefaultAgendaTemplates(db: Db | Tx, practiceId: string): Promise<void> {
  await db
    .insert(agendaTemplates)
    .values(defaultAgendaTemplates.map((template, position) => ({ id: randomUUID(), practiceId, position, ...template })));
}

/** The practice's templates in their order; `activeOnly` for the new-meeting form. */
export async function findAgendaTemplates(db: Db | Tx, { practiceId, activeOnly = false }: { practiceId: string; activeOnly?: boolean }) {
  const rows = await db
    .select()
    .from(agendaTemplates)
    .where(and(eq(agendaTemplates.practiceId, practiceId), activeOnly ? eq(agendaTemplates.active, true) : undefined))
    .orderBy(asc(agendaTemplates.position), asc(agendaTemplates.createdAt));
  return rows.map(presentAgendaTemplate);
}

export async function listAgendaTemplates(runtime: Runtime, actor: Actor): Promise<AgendaTemplate[]> {
  return findAgendaTemplates(runtime.db, { practiceId: practiceActorOf(actor).practiceId });
}

async function loadAgendaTemplate(db: Db | Tx, actor: Actor, id: string): Promise<AgendaTemplateRow> {
  const [row] = await db
    .select()
    .from(agendaTemplates)
    .where(and(eq(agendaTemplates.id, id), eq(agendaTemplates.practiceId, practiceActorOf(actor).practiceId)));
  if (!row) throw new AppError('resource.not_found');
  return row;
}

export async function getAgendaTemplate(runtime: Runtime, actor: Actor, id: string): Promise<AgendaTemplate> {
  return presentAgendaTemplate(await loadAgendaTemplate(runtime.db, actor, id));
}

/** A template the director adds goes last, as a `custom` one. */
export async function createAgendaTemplate(
  runtime: Runtime,
  actor: Actor,
  body: AgendaTemplateBody,
  info: RequestInfo,
): Promise<AgendaTemplate> {
  const practiceId = practiceActorOf(actor).practiceId;
  return inTransaction(runtime, async ({ tx }) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${agendaTemplates.position}), -1)` })
      .from(agendaTemplates)
      .where(eq(agendaTemplates.practiceId, practiceId));
    const [row] = await tx
      .insert(agendaTemplates)
      .values({ id: randomUUID(), practiceId, kind: 'custom', ...body, position: (last?.position ?? -1) + 1, createdBy: actor.userId })
      .returning();
    if (!row) throw new AppError('server.error');
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'agenda-template',
      entityId: row.id,
      action: 'created',
      after: auditOf(row),
      ip: info.ip,
    });
    return presentAgendaTemplate(row);
  });
}

export async function updateAgendaTemplate(
  runtime: Runtime,
  actor: Actor,
  id: string,
  body: AgendaTemplateBody,
  info: RequestInfo,
): Promise<AgendaTemplate> {
  return inTransaction(runtime, async ({ tx }) => {
    const before = await loadAgendaTemplate(tx, actor, id);
    const [row] = await tx
      .update(agendaTemplates)
      .set({ ...body, updatedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(agendaTemplates.id, id), eq(agendaTemplates.practiceId, before.practiceId)))
      .returning();
    if (!row) throw new AppError('resource.not_found');
    await writeAudit(tx, {
      actor,
      practiceId: before.practiceId,
      entityKind: 'agenda-template',
      entityId: id,
      action: 'updated',
      before: auditOf(before),
      after: auditOf(row),
      ip: info.ip,
    });
    return presentAgendaTemplate(row);
  });
}

/** Rooms keep the agenda they were given: removing its template changes no meeting. */
export async function deleteAgendaTemplate(runtime: Runtime, actor: Actor, id: string, info: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const before = await loadAgendaTemplate(tx, actor, id);
    await tx.delete(agendaTemplates).where(and(eq(agendaTemplates.id, id), eq(agendaTemplates.practiceId, before.practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId: before.practiceId,
      entityKind: 'agenda-template',
      entityId: id,
      action: 'deleted',
      before: auditOf(before),
      ip: info.ip,
    });
  });
}
