import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  addressOf,
  type Brochure,
  type BrochureBody,
  brochureEndpoints,
  isStaffRole,
  type LibraryAuditBrochure,
  type LibraryUpload,
  libraryMessages,
  type Pagination,
  type PracticeBrochure,
  practiceBrochureEndpoints,
} from '@advice/domain';
import { and, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brochures, practiceBrochures } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type FileContent, findStoredFile, readStoredFile } from '../files/stored-files.ts';
import {
  auditContentOf,
  changedFieldsOf,
  contentColumnsOf,
  contentFilesOf,
  presentContent,
  resolveContentPdf,
  storeContentPdf,
} from './library.content.ts';

/*
 * The platform's pre-approved brochures: its super admins write them (files of no practice); each practice's
 * staff choose which its clients see (a row of practice_brochures while shown), and its clients read those.
 */

type BrochureRow = typeof brochures.$inferSelect;

function brochureNotFound(): AppError {
  return new AppError('resource.not_found', { detail: libraryMessages['library.brochureNotFound'] });
}

const platform = (actor: Actor) => ({ practiceId: null, userId: actor.userId });

async function findBrochure(tx: Db | Tx, id: string, forUpdate = false): Promise<BrochureRow> {
  const query = tx.select().from(brochures).where(eq(brochures.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw brochureNotFound();
  return row;
}

async function presentBrochures(tx: Db | Tx, rows: readonly BrochureRow[], pdfAddress: (id: string) => string) {
  const files = await contentFilesOf(tx, null, rows);
  return rows.map((row) => presentContent(row, files, pdfAddress(row.id)));
}

const adminPdf = (id: string) => addressOf(brochureEndpoints.downloadBrochurePdf, { id });
const practicePdf = (id: string) => addressOf(practiceBrochureEndpoints.downloadPracticeBrochurePdf, { id });

async function presentBrochure(tx: Db | Tx, row: BrochureRow): Promise<Brochure> {
  const [brochure] = await presentBrochures(tx, [row], adminPdf);
  if (!brochure) throw new Error('brochure presented as nothing');
  return brochure;
}

export function uploadBrochurePdf(runtime: Runtime, actor: Actor, upload: UploadedFile): Promise<LibraryUpload> {
  return storeContentPdf(runtime, platform(actor), 'brochurePdf', upload);
}

/** Every brochure, newest first, as the platform keeps them. */
export async function listBrochures(runtime: Runtime, query: Pagination): Promise<{ rows: Brochure[]; total: number }> {
  const { limit, offset } = pageOffset(query);
  const rows = await runtime.db.select().from(brochures).orderBy(desc(brochures.createdAt)).limit(limit).offset(offset);
  const [total] = await runtime.db.select({ value: count() }).from(brochures);
  return { rows: await presentBrochures(runtime.db, rows, adminPdf), total: total?.value ?? 0 };
}

export async function getBrochure(runtime: Runtime, id: string): Promise<Brochure> {
  return presentBrochure(runtime.db, await findBrochure(runtime.db, id));
}

function auditBrochureOf(row: Pick<BrochureRow, 'id' | 'title' | 'pdfUrl' | 'linkUrl'>, pdf: string | null): LibraryAuditBrochure {
  return { brochure_id: row.id, ...auditContentOf(row, pdf) };
}

export async function createBrochure(runtime: Runtime, actor: Actor, body: BrochureBody, request: RequestInfo): Promise<Brochure> {
  return inTransaction(runtime, async ({ tx }) => {
    const pdf = await resolveContentPdf(tx, platform(actor), 'brochurePdf', body.pdf_file_id, null);
    const [row] = await tx
      .insert(brochures)
      .values({ id: randomUUID(), ...contentColumnsOf(body, pdf), createdBy: actor.userId, updatedBy: actor.userId })
      .returning();
    if (!row) throw new Error('brochure insert returned nothing');
    await writeAudit(tx, {
      actor,
      practiceId: null,
      entityKind: 'brochure',
      entityId: row.id,
      action: 'brochure_created',
      after: auditBrochureOf(row, pdf?.fileName ?? null),
      ip: request.ip,
    });
    return presentBrochure(tx, row);
  });
}

export async function updateBrochure(
  runtime: Runtime,
  actor: Actor,
  id: string,
  body: BrochureBody,
  request: RequestInfo,
): Promise<Brochure> {
  return inTransaction(runtime, async ({ tx }) => {
    const row = await findBrochure(tx, id, true);
    const pdf = await resolveContentPdf(tx, platform(actor), 'brochurePdf', body.pdf_file_id, row.fileId);
    const next = contentColumnsOf(body, pdf);
    const fields = changedFieldsOf(row, next);
    if (fields.length === 0) return presentBrochure(tx, row);
    const [updated] = await tx
      .update(brochures)
      .set({ ...next, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(brochures.id, row.id))
      .returning();
    if (!updated) throw new Error('brochure update returned nothing');
    const oldPdf = row.fileId ? ((await findStoredFile(tx, { practiceId: null, id: row.fileId }))?.fileName ?? null) : null;
    const pick = (side: LibraryAuditBrochure) => ({
      brochure_id: row.id,
      title: side.title,
      ...Object.fromEntries(
        fields
          .filter((field) => field !== 'description' && field !== 'title')
          .map((field) => [field, side[field as keyof LibraryAuditBrochure]]),
      ),
    });
    await writeAudit(tx, {
      actor,
      practiceId: null,
      entityKind: 'brochure',
      entityId: row.id,
      action: 'brochure_updated',
      before: pick(auditBrochureOf(row, oldPdf)),
      after: { ...pick(auditBrochureOf(updated, pdf?.fileName ?? null)), fields },
      ip: request.ip,
    });
    return presentBrochure(tx, updated);
  });
}

/** Withdraws a brochure from every practice (their choices go with it); its file is left for the orphan sweep. */
export async function deleteBrochure(runtime: Runtime, actor: Actor, id: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const row = await findBrochure(tx, id, true);
    await tx.delete(brochures).where(eq(brochures.id, row.id));
    await writeAudit(tx, {
      actor,
      practiceId: null,
      entityKind: 'brochure',
      entityId: row.id,
      action: 'brochure_deleted',
      before: { brochure_id: row.id, title: row.title },
      ip: request.ip,
    });
  });
}

export async function readBrochurePdf(runtime: Runtime, id: string): Promise<FileContent> {
  const row = await findBrochure(runtime.db, id);
  const file = await readStoredFile(runtime, { practiceId: null, id: row.fileId });
  if (!file) throw new AppError('resource.not_found', { detail: libraryMessages['library.fileNotFound'] });
  return file;
}

function shownIn(practiceId: string): SQL {
  return exists(
    sql`(select 1 from ${practiceBrochures} where ${practiceBrochures.practiceId} = ${practiceId} and ${practiceBrochures.brochureId} = ${brochures.id})`,
  );
}

/** The brochures the actor's practice sees: its staff every one with whether it is shown; its clients the shown ones. */
export async function listPracticeBrochures(
  runtime: Runtime,
  actor: Actor,
  query: Pagination,
): Promise<{ rows: PracticeBrochure[]; total: number }> {
  const member = practiceActorOf(actor);
  const isStaff = isStaffRole(member.role);
  const shown = shownIn(member.practiceId);
  const where = isStaff ? undefined : shown;
  const { limit, offset } = pageOffset(query);
  const rows = await runtime.db
    .select({ brochure: brochures, shown: sql<boolean>`${shown}` })
    .from(brochures)
    .where(where)
    .orderBy(desc(brochures.createdAt))
    .limit(limit)
    .offset(offset);
  const [total] = await runtime.db.select({ value: count() }).from(brochures).where(where);
  const presented = await presentBrochures(
    runtime.db,
    rows.map((row) => row.brochure),
    practicePdf,
  );
  return { rows: presented.map((brochure, index) => ({ ...brochure, shown: rows[index]?.shown === true })), total: total?.value ?? 0 };
}

/** One brochure as the practice sees it; a client's look at one not shown is a 404. */
async function findPracticeBrochure(tx: Db | Tx, actor: Actor, id: string): Promise<{ row: BrochureRow; shown: boolean }> {
  const member = practiceActorOf(actor);
  const [found] = await tx
    .select({ row: brochures, shown: sql<boolean>`${shownIn(member.practiceId)}` })
    .from(brochures)
    .where(eq(brochures.id, id));
  if (!found || (!isStaffRole(member.role) && !found.shown)) throw brochureNotFound();
  return found;
}

export async function getPracticeBrochure(runtime: Runtime, actor: Actor, id: string): Promise<PracticeBrochure> {
  const { row, shown } = await findPracticeBrochure(runtime.db, actor, id);
  const [brochure] = await presentBrochures(runtime.db, [row], practicePdf);
  if (!brochure) throw new Error('brochure presented as nothing');
  return { ...brochure, shown };
}

/** Shows a brochure to the practice's clients or hides it; a choice that changes nothing writes nothing. */
export async function choosePracticeBrochure(
  runtime: Runtime,
  actor: Actor,
  id: string,
  shown: boolean,
  request: RequestInfo,
): Promise<PracticeBrochure> {
  const member = practiceActorOf(actor);
  await inTransaction(runtime, async ({ tx }) => {
    const row = await findBrochure(tx, id, true);
    const key = and(eq(practiceBrochures.practiceId, member.practiceId), eq(practiceBrochures.brochureId, row.id));
    const changed = shown
      ? await tx
          .insert(practiceBrochures)
          .values({ practiceId: member.practiceId, brochureId: row.id, shownBy: member.userId })
          .onConflictDoNothing()
          .returning()
      : await tx.delete(practiceBrochures).where(key).returning();
    if (changed.length === 0) return;
    await writeAudit(tx, {
      actor,
      practiceId: member.practiceId,
      entityKind: 'brochure',
      entityId: row.id,
      action: shown ? 'brochure_shown' : 'brochure_hidden',
      after: { brochure_id: row.id, title: row.title },
      ip: request.ip,
    });
  });
  return getPracticeBrochure(runtime, actor, id);
}

/** A brochure's uploaded PDF, for the practice's staff and, while shown, its clients. */
export async function readPracticeBrochurePdf(runtime: Runtime, actor: Actor, id: string): Promise<FileContent> {
  const { row } = await findPracticeBrochure(runtime.db, actor, id);
  const file = await readStoredFile(runtime, { practiceId: null, id: row.fileId });
  if (!file) throw new AppError('resource.not_found', { detail: libraryMessages['library.fileNotFound'] });
  return file;
}
