import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  isStaffRole,
  type LibraryAuditItem,
  type LibraryItem,
  type LibraryItemBody,
  type LibraryItemFilter,
  type LibraryUpload,
  libraryContentProblems,
  libraryMessages,
  type Pagination,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { libraryItems } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import { type PracticeActor, practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type FileContent, findStoredFile, readStoredFile } from '../files/stored-files.ts';
import { auditContentOf, changedFieldsOf, contentColumnsOf, resolveContentPdf, storeContentPdf } from './library.content.ts';
import { findItem, type LibraryItemRow, type LibraryReader, listItems, presentItem } from './library.queries.ts';

/*
 * The practice's library content. Its staff write items and see every one with its state; its clients see an
 * item through its display-until date and not after (a 404 at once). Every query is scoped to the actor's
 * practice, so another practice's item is a 404.
 */

function readerOf(actor: PracticeActor, now = new Date()): LibraryReader {
  return { practiceId: actor.practiceId, isStaff: isStaffRole(actor.role), now };
}

/** The date rule the schema leaves to the server: a new or changed date may not be past; a kept one may. */
function assertDateAllowed(body: LibraryItemBody, keptDate: string | null): void {
  const problem = libraryContentProblems(body, { keptDate }).find((found) => found.field === 'display_until');
  if (problem) throw new AppError('request.invalid', { detail: problem.message, pointer: '/display_until' });
}

export function uploadLibraryPdf(runtime: Runtime, actor: Actor, upload: UploadedFile): Promise<LibraryUpload> {
  const writer = practiceActorOf(actor);
  return storeContentPdf(runtime, { practiceId: writer.practiceId, userId: writer.userId }, 'libraryPdf', upload);
}

export async function listLibraryItems(
  runtime: Runtime,
  actor: Actor,
  query: Pagination & { filter?: LibraryItemFilter | undefined },
): Promise<{ rows: LibraryItem[]; total: number }> {
  const reader = readerOf(practiceActorOf(actor));
  // A client reads the items still shown, whatever filter it asks for.
  const filter = reader.isStaff ? query.filter : 'shown';
  return listItems(runtime.db, reader, { filter, ...pageOffset(query) });
}

export async function getLibraryItem(runtime: Runtime, actor: Actor, id: string): Promise<LibraryItem> {
  const reader = readerOf(practiceActorOf(actor));
  return presentItem(runtime.db, await findItem(runtime.db, reader, id), reader.now);
}

async function pdfNameOf(tx: Tx, practiceId: string, fileId: string | null): Promise<string | null> {
  return fileId ? ((await findStoredFile(tx, { practiceId, id: fileId }))?.fileName ?? null) : null;
}

function auditItemOf(
  row: Pick<LibraryItemRow, 'id' | 'title' | 'pdfUrl' | 'linkUrl' | 'displayUntil'>,
  pdf: string | null,
): LibraryAuditItem {
  return { item_id: row.id, ...auditContentOf(row, pdf), display_until: row.displayUntil };
}

/** Adds an item to the practice's library, audited. */
export async function createLibraryItem(runtime: Runtime, actor: Actor, body: LibraryItemBody, request: RequestInfo): Promise<LibraryItem> {
  const writer = practiceActorOf(actor);
  assertDateAllowed(body, null);
  return inTransaction(runtime, async ({ tx }) => {
    const pdf = await resolveContentPdf(tx, writer, 'libraryPdf', body.pdf_file_id, null);
    const [row] = await tx
      .insert(libraryItems)
      .values({
        id: randomUUID(),
        practiceId: writer.practiceId,
        ...contentColumnsOf(body, pdf),
        displayUntil: body.display_until,
        createdBy: writer.userId,
        updatedBy: writer.userId,
      })
      .returning();
    if (!row) throw new Error('library item insert returned nothing');
    await writeAudit(tx, {
      actor,
      practiceId: writer.practiceId,
      entityKind: 'library-item',
      entityId: row.id,
      action: 'library_item_created',
      after: auditItemOf(row, pdf?.fileName ?? null),
      ip: request.ip,
    });
    return presentItem(tx, row, new Date());
  });
}

/**
 * Changes an item to what the body says. A file it no longer names is let go (the orphan sweep deletes it).
 * The event records the changed fields; a change of nothing writes nothing.
 */
export async function updateLibraryItem(
  runtime: Runtime,
  actor: Actor,
  id: string,
  body: LibraryItemBody,
  request: RequestInfo,
): Promise<LibraryItem> {
  const writer = practiceActorOf(actor);
  return inTransaction(runtime, async ({ tx }) => {
    const reader = readerOf(writer);
    const row = await findItem(tx, reader, id, true);
    assertDateAllowed(body, row.displayUntil);
    const pdf = await resolveContentPdf(tx, writer, 'libraryPdf', body.pdf_file_id, row.fileId);
    const next = { ...contentColumnsOf(body, pdf), displayUntil: body.display_until };
    const fields = changedFieldsOf(row, next);
    if (fields.length === 0) return presentItem(tx, row, reader.now);
    const [updated] = await tx
      .update(libraryItems)
      .set({ ...next, updatedBy: writer.userId, updatedAt: new Date() })
      .where(and(eq(libraryItems.id, row.id), eq(libraryItems.practiceId, writer.practiceId)))
      .returning();
    if (!updated) throw new Error('library item update returned nothing');
    const was = auditItemOf(row, await pdfNameOf(tx, writer.practiceId, row.fileId));
    const will = auditItemOf(updated, pdf?.fileName ?? null);
    const pick = (side: LibraryAuditItem) => ({
      item_id: row.id,
      title: side.title,
      ...Object.fromEntries(fields.filter((field) => field !== 'description' && field !== 'title').map((field) => [field, side[field]])),
    });
    await writeAudit(tx, {
      actor,
      practiceId: writer.practiceId,
      entityKind: 'library-item',
      entityId: row.id,
      action: 'library_item_updated',
      before: pick(was),
      after: { ...pick(will), fields },
      ip: request.ip,
    });
    return presentItem(tx, updated, reader.now);
  });
}

/** Deletes an item; its PDF file is left for the orphan sweep. The event keeps its title. */
export async function deleteLibraryItem(runtime: Runtime, actor: Actor, id: string, request: RequestInfo): Promise<void> {
  const writer = practiceActorOf(actor);
  await inTransaction(runtime, async ({ tx }) => {
    const row = await findItem(tx, readerOf(writer), id, true);
    await tx.delete(libraryItems).where(and(eq(libraryItems.id, row.id), eq(libraryItems.practiceId, writer.practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId: writer.practiceId,
      entityKind: 'library-item',
      entityId: row.id,
      action: 'library_item_deleted',
      before: { item_id: row.id, title: row.title },
      ip: request.ip,
    });
  });
}

/** The item's uploaded PDF, for whoever may see the item. */
export async function readLibraryPdf(runtime: Runtime, actor: Actor, id: string): Promise<FileContent> {
  const row = await findItem(runtime.db, readerOf(practiceActorOf(actor)), id);
  const file = await readStoredFile(runtime, { practiceId: row.practiceId, id: row.fileId });
  if (!file) throw new AppError('resource.not_found', { detail: libraryMessages['library.fileNotFound'] });
  return file;
}
