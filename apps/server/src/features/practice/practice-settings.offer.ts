import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type ClientDashboard,
  isFlagOn,
  isTileFeatureOn,
  type Service,
  type ServiceBody,
  serviceCategories,
} from '@advice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { practiceServices, practices } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { practiceFileUrl } from './practice-settings.files.ts';
import { readSettings } from './practice-settings.service.ts';

type ServiceRow = typeof practiceServices.$inferSelect;

function presentService(row: ServiceRow): Service {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    charges: row.charges,
    is_offered: row.isOffered,
    position: row.position,
    updated_at: row.updatedAt.toISOString(),
  };
}

const categoryOrder = sql`array_position(${sql.raw(`ARRAY[${serviceCategories.map((c) => `'${c}'`).join(',')}]::text[]`)}, ${practiceServices.category})`;

/** Staff see every service; clients see only those the practice offers. */
export async function listServices(runtime: Runtime, actor: Actor): Promise<Service[]> {
  const practiceId = practiceActorOf(actor).practiceId;
  const rows = await runtime.db
    .select()
    .from(practiceServices)
    .where(and(eq(practiceServices.practiceId, practiceId), actor.role === 'client' ? eq(practiceServices.isOffered, true) : undefined))
    .orderBy(categoryOrder, asc(practiceServices.position), asc(practiceServices.title));
  return rows.map(presentService);
}

async function loadService(tx: Tx, actor: Actor, id: string): Promise<ServiceRow> {
  const [row] = await tx
    .select()
    .from(practiceServices)
    .where(and(eq(practiceServices.id, id), eq(practiceServices.practiceId, practiceActorOf(actor).practiceId)));
  if (!row || (actor.role === 'client' && !row.isOffered)) throw new AppError('resource.not_found');
  return row;
}

export async function getService(runtime: Runtime, actor: Actor, id: string): Promise<Service> {
  return presentService(await loadService(runtime.db, actor, id));
}

function columnsOf(body: ServiceBody) {
  return {
    category: body.category,
    title: body.title,
    description: body.description,
    charges: body.charges,
    isOffered: body.is_offered,
    position: body.position,
  };
}

export async function createService(runtime: Runtime, actor: Actor, body: ServiceBody, info: RequestInfo): Promise<Service> {
  const practiceId = practiceActorOf(actor).practiceId;
  return inTransaction(runtime, async ({ tx }) => {
    const [row] = await tx
      .insert(practiceServices)
      .values({ id: randomUUID(), practiceId, ...columnsOf(body) })
      .returning();
    if (!row) throw new AppError('server.error');
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'practice-service',
      entityId: row.id,
      action: 'created',
      after: body,
      ip: info.ip,
    });
    return presentService(row);
  });
}

export async function updateService(runtime: Runtime, actor: Actor, id: string, body: ServiceBody, info: RequestInfo): Promise<Service> {
  return inTransaction(runtime, async ({ tx }) => {
    const before = await loadService(tx, actor, id);
    const [row] = await tx
      .update(practiceServices)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(and(eq(practiceServices.id, id), eq(practiceServices.practiceId, before.practiceId)))
      .returning();
    if (!row) throw new AppError('resource.not_found');
    await writeAudit(tx, {
      actor,
      practiceId: before.practiceId,
      entityKind: 'practice-service',
      entityId: id,
      action: 'updated',
      before: presentService(before),
      after: body,
      ip: info.ip,
    });
    return presentService(row);
  });
}

export async function deleteService(runtime: Runtime, actor: Actor, id: string, info: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const before = await loadService(tx, actor, id);
    await tx.delete(practiceServices).where(and(eq(practiceServices.id, id), eq(practiceServices.practiceId, before.practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId: before.practiceId,
      entityKind: 'practice-service',
      entityId: id,
      action: 'deleted',
      before: presentService(before),
      ip: info.ip,
    });
  });
}

/** The client's dashboard: tiles the practice enabled whose feature is on, and its links when that feature is on. */
export async function getClientDashboard(runtime: Runtime, actor: Actor): Promise<ClientDashboard> {
  const practiceId = practiceActorOf(actor).practiceId;
  const [settings, [row]] = await Promise.all([
    readSettings(runtime.db, practiceId),
    runtime.db.select({ flags: practices.featureFlags }).from(practices).where(eq(practices.id, practiceId)),
  ]);
  const flags = row?.flags ?? {};
  const media = settings['client-media'];
  const tiles = media.dashboardTiles
    .filter((tile) => tile.enabled)
    .filter((tile) => isTileFeatureOn(tile.section, (flag) => isFlagOn(flags[flag])))
    .map((tile) => ({
      section: tile.section,
      image_url: tile.imageFileId ? practiceFileUrl({ id: tile.imageFileId, purpose: 'dashboardTile' }) : null,
    }));
  const links = isFlagOn(flags.clientDashboardLinks) ? media.dashboardLinks : [];
  return { tiles, links };
}
