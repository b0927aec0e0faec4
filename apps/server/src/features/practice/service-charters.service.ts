import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  isCharterAvailable,
  type ServiceCharter,
  type ServiceCharterAudit,
  type ServiceCharterBody,
  serviceCharterMessages,
} from '@advice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { practiceFiles, serviceCharters } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { practiceFileUrl } from './practice-settings.files.ts';

type CharterRow = typeof serviceCharters.$inferSelect & { imageName: string | null };

const charterColumns = {
  id: serviceCharters.id,
  practiceId: serviceCharters.practiceId,
  title: serviceCharters.title,
  availableFrom: serviceCharters.availableFrom,
  imageFileId: serviceCharters.imageFileId,
  position: serviceCharters.position,
  createdBy: serviceCharters.createdBy,
  updatedBy: serviceCharters.updatedBy,
  createdAt: serviceCharters.createdAt,
  updatedAt: serviceCharters.updatedAt,
  imageName: practiceFiles.fileName,
};

function presentCharter(row: CharterRow): ServiceCharter {
  return {
    id: row.id,
    title: row.title,
    available_from: row.availableFrom,
    image_file_id: row.imageFileId,
    image_url: row.imageFileId ? practiceFileUrl({ id: row.imageFileId, purpose: 'serviceCharter' }) : null,
    position: row.position,
    updated_at: row.updatedAt.toISOString(),
  };
}

const auditOf = (row: CharterRow): ServiceCharterAudit => ({
  title: row.title,
  available_from: row.availableFrom,
  image: row.imageName,
});

const todayIso = () => new Date().toISOString().slice(0, 10);

function selectCharters(db: Db | Tx) {
  return db.select(charterColumns).from(serviceCharters).leftJoin(practiceFiles, eq(practiceFiles.id, serviceCharters.imageFileId));
}

/** The practice's charters in their order; `availableOnly` keeps those shown today (clients, visitors). */
export async function findServiceCharters(
  db: Db | Tx,
  { practiceId, availableOnly }: { practiceId: string; availableOnly: boolean },
): Promise<ServiceCharter[]> {
  const rows = await selectCharters(db)
    .where(eq(serviceCharters.practiceId, practiceId))
    .orderBy(asc(serviceCharters.position), asc(serviceCharters.createdAt));
  const charters = rows.map(presentCharter);
  const today = todayIso();
  return availableOnly ? charters.filter((charter) => isCharterAvailable(charter, today)) : charters;
}

/** Staff see every charter; a client those available today, as the public page shows them. */
export async function listServiceCharters(runtime: Runtime, actor: Actor): Promise<ServiceCharter[]> {
  return findServiceCharters(runtime.db, { practiceId: practiceActorOf(actor).practiceId, availableOnly: actor.role === 'client' });
}

async function loadCharter(db: Db | Tx, actor: Actor, id: string): Promise<CharterRow> {
  const [row] = await selectCharters(db).where(
    and(eq(serviceCharters.id, id), eq(serviceCharters.practiceId, practiceActorOf(actor).practiceId)),
  );
  if (!row || (actor.role === 'client' && !isCharterAvailable({ available_from: row.availableFrom }, todayIso()))) {
    throw new AppError('resource.not_found');
  }
  return row;
}

export async function getServiceCharter(runtime: Runtime, actor: Actor, id: string): Promise<ServiceCharter> {
  return presentCharter(await loadCharter(runtime.db, actor, id));
}

/** The image must be this practice's own upload for a charter; its name is what the audit trail says. */
async function imageNameOf(tx: Tx, practiceId: string, imageFileId: string | null): Promise<string | null> {
  if (!imageFileId) return null;
  const [file] = await tx
    .select({ fileName: practiceFiles.fileName })
    .from(practiceFiles)
    .where(and(eq(practiceFiles.id, imageFileId), eq(practiceFiles.practiceId, practiceId), eq(practiceFiles.purpose, 'serviceCharter')));
  if (!file) throw new AppError('request.invalid', { detail: serviceCharterMessages.imageMissing, pointer: '/image_file_id' });
  return file.fileName;
}

const columnsOf = (body: ServiceCharterBody) => ({
  title: body.title,
  availableFrom: body.available_from,
  imageFileId: body.image_file_id,
});

export async function createServiceCharter(
  runtime: Runtime,
  actor: Actor,
  body: ServiceCharterBody,
  info: RequestInfo,
): Promise<ServiceCharter> {
  const practiceId = practiceActorOf(actor).practiceId;
  return inTransaction(runtime, async ({ tx }) => {
    const imageName = await imageNameOf(tx, practiceId, body.image_file_id);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${serviceCharters.position}), -1)` })
      .from(serviceCharters)
      .where(eq(serviceCharters.practiceId, practiceId));
    const [inserted] = await tx
      .insert(serviceCharters)
      .values({ id: randomUUID(), practiceId, ...columnsOf(body), position: (last?.position ?? -1) + 1, createdBy: actor.userId })
      .returning();
    if (!inserted) throw new AppError('server.error');
    const row = { ...inserted, imageName };
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'service-charter',
      entityId: row.id,
      action: 'created',
      after: auditOf(row),
      ip: info.ip,
    });
    return presentCharter(row);
  });
}

export async function updateServiceCharter(
  runtime: Runtime,
  actor: Actor,
  id: string,
  body: ServiceCharterBody,
  info: RequestInfo,
): Promise<ServiceCharter> {
  return inTransaction(runtime, async ({ tx }) => {
    const before = await loadCharter(tx, actor, id);
    const imageName = await imageNameOf(tx, before.practiceId, body.image_file_id);
    const [updated] = await tx
      .update(serviceCharters)
      .set({ ...columnsOf(body), updatedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(serviceCharters.id, id), eq(serviceCharters.practiceId, before.practiceId)))
      .returning();
    if (!updated) throw new AppError('resource.not_found');
    const row = { ...updated, imageName };
    await writeAudit(tx, {
      actor,
      practiceId: before.practiceId,
      entityKind: 'service-charter',
      entityId: id,
      action: 'updated',
      before: auditOf(before),
      after: auditOf(row),
      ip: info.ip,
    });
    return presentCharter(row);
  });
}

/** The charter's image stays among the practice's files until the director removes it there. */
export async function deleteServiceCharter(runtime: Runtime, actor: Actor, id: string, info: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const before = await loadCharter(tx, actor, id);
    await tx.delete(serviceCharters).where(and(eq(serviceCharters.id, id), eq(serviceCharters.practiceId, before.practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId: before.practiceId,
      entityKind: 'service-charter',
      entityId: id,
      action: 'deleted',
      before: auditOf(before),
      ip: info.ip,
    });
  });
}
