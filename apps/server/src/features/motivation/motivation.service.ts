import { randomUUID } from 'node:crypto';
import type { Actor, MotivationAuditContent, MotivationItem, MotivationItemBody, MotivationUpload, Pagination } from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { motivationItemImages, motivationItems } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import type { FileContent } from '../files/stored-files.ts';
import { type ClientAccess, loadClientFor } from '../people/client-access.ts';
import {
  type MotivationPurpose,
  type ResolvedFiles,
  readItemImage,
  readItemPdf,
  resolveItemFiles,
  stageMotivationFile,
} from './motivation.files.ts';
import { type ClientKey, findItem, listGalleryImages, listItems, type MotivationItemRow, presentItem } from './motivation.queries.ts';

/*
 * A client's motivation centre: the client and their staff add, change and delete its items (links,
 * PDFs, image galleries). Every call goes through the client loader with a `motivation.*` action, so
 * another practice's client, or one the actor has no relation to, is a 404.
 */

function keyOf(client: ClientAccess): ClientKey {
  return { practiceId: client.user.practiceId ?? '', clientId: client.user.id };
}

/** The columns an item of the body's kind keeps; another kind's are emptied. */
function columnsOf(body: MotivationItemBody, files: ResolvedFiles) {
  return {
    kind: body.kind,
    title: body.title,
    url: body.kind === 'gallery' ? null : body.url,
    fileId: files.pdf?.id ?? null,
    mainImageFileId: files.mainImage?.id ?? null,
  };
}

/** What the audit trail keeps of an item's content, by file name rather than id. */
function contentOf(row: Pick<MotivationItemRow, 'id' | 'kind' | 'title' | 'url'>, files: ResolvedFiles): MotivationAuditContent {
  return {
    item_id: row.id,
    kind: row.kind,
    title: row.title,
    url: row.url,
    pdf: files.pdf?.fileName ?? null,
    main_image: files.mainImage?.fileName ?? null,
    images: files.images.map((image) => image.fileName),
  };
}

async function writeGalleryImages(tx: Tx, practiceId: string, itemId: string, files: ResolvedFiles): Promise<void> {
  await tx.delete(motivationItemImages).where(eq(motivationItemImages.itemId, itemId));
  if (files.images.length === 0) return;
  await tx
    .insert(motivationItemImages)
    .values(files.images.map((file, position) => ({ id: randomUUID(), practiceId, itemId, fileId: file.id, position })));
}

/** Checks, before an upload's body is read, that the actor may add to this client's motivation centre. */
export async function assertMotivationUpload(runtime: Runtime, actor: Actor, clientId: string): Promise<ClientKey> {
  return keyOf(await loadClientFor(runtime.db, actor, clientId, 'motivation.manage'));
}

/** Stores a PDF or an image for an item about to be added or changed. */
export async function uploadMotivationFile(
  runtime: Runtime,
  actor: Actor,
  client: ClientKey,
  purpose: MotivationPurpose,
  upload: UploadedFile,
): Promise<MotivationUpload> {
  return stageMotivationFile(runtime, actor, client, purpose, upload);
}

/** A client's items, newest first. */
export async function listMotivationItems(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: Pagination,
): Promise<{ rows: MotivationItem[]; total: number }> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'motivation.view');
  return listItems(runtime.db, { ...keyOf(client), ...pageOffset(query) });
}

export async function getMotivationItem(runtime: Runtime, actor: Actor, clientId: string, itemId: string): Promise<MotivationItem> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'motivation.view');
  return presentItem(runtime.db, await findItem(runtime.db, { ...keyOf(client), id: itemId }));
}

/** Adds an item with the files it names, audited. */
export async function createMotivationItem(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  body: MotivationItemBody,
  request: RequestInfo,
): Promise<MotivationItem> {
  return inTransaction(runtime, async ({ tx }) => {
    const client = keyOf(await loadClientFor(tx, actor, clientId, 'motivation.manage'));
    const files = await resolveItemFiles(tx, actor, client, body);
    const id = randomUUID();
    const [row] = await tx
      .insert(motivationItems)
      .values({ id, ...client, ...columnsOf(body, files), createdBy: actor.userId, updatedBy: actor.userId })
      .returning();
    if (!row) throw new Error('motivation item insert returned nothing');
    await writeGalleryImages(tx, client.practiceId, id, files);
    await writeAudit(tx, {
      actor,
      practiceId: client.practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'motivation_item_added',
      after: { item_id: id, kind: row.kind, title: row.title },
      ip: request.ip,
    });
    return presentItem(tx, row);
  });
}

const editedFields = ['kind', 'title', 'url', 'pdf', 'main_image', 'images'] as const;

/**
 * Changes an item to what the body says (its kind too): files it no longer names are let go (the orphan
 * sweep deletes them). The event records the changed fields; a change of nothing writes nothing.
 */
export async function updateMotivationItem(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  body: MotivationItemBody,
  request: RequestInfo,
): Promise<MotivationItem> {
  return inTransaction(runtime, async ({ tx }) => {
    const client = keyOf(await loadClientFor(tx, actor, clientId, 'motivation.manage'));
    const row = await findItem(tx, { ...client, id: itemId }, true);
    const gallery = await listGalleryImages(tx, client.practiceId, [row.id]);
    const current = { fileId: row.fileId, mainImageFileId: row.mainImageFileId, imageIds: gallery.map((image) => image.id) };
    const files = await resolveItemFiles(tx, actor, client, body, current);
    const currentFiles = await resolveItemFiles(tx, actor, client, currentBody(row, current), current);
    const was = contentOf(row, currentFiles);
    const next = contentOf({ id: row.id, ...columnsOf(body, files) }, files);
    const changed = editedFields.filter((field) => JSON.stringify(was[field]) !== JSON.stringify(next[field]));
    if (changed.length === 0) return presentItem(tx, row);
    const [updated] = await tx
      .update(motivationItems)
      .set({ ...columnsOf(body, files), updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(motivationItems.id, row.id))
      .returning();
    if (!updated) throw new Error('motivation item update returned nothing');
    await writeGalleryImages(tx, client.practiceId, row.id, files);
    const pick = (side: MotivationAuditContent) => ({
      item_id: row.id,
      title: side.title,
      ...Object.fromEntries(changed.map((field) => [field, side[field]])),
    });
    await writeAudit(tx, {
      actor,
      practiceId: client.practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'motivation_item_updated',
      before: pick(was),
      after: pick(next),
      ip: request.ip,
    });
    return presentItem(tx, updated);
  });
}

/** The item as a body names it now, to read its current files the way a save reads them. */
function currentBody(row: MotivationItemRow, current: { fileId: string | null; mainImageFileId: string | null; imageIds: string[] }) {
  return {
    kind: row.kind,
    title: row.title,
    url: row.url,
    file_id: current.fileId,
    main_image_id: current.mainImageFileId,
    image_ids: current.imageIds,
  } satisfies MotivationItemBody;
}

/** Deletes an item, its images' places and its comments; the event keeps its kind and title. */
export async function removeMotivationItem(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  request: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const client = keyOf(await loadClientFor(tx, actor, clientId, 'motivation.manage'));
    const row = await findItem(tx, { ...client, id: itemId }, true);
    await tx.delete(motivationItems).where(eq(motivationItems.id, row.id));
    await writeAudit(tx, {
      actor,
      practiceId: client.practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'motivation_item_removed',
      before: { item_id: row.id, kind: row.kind, title: row.title },
      ip: request.ip,
    });
  });
}

/** The item's PDF, for whoever may see the item. */
export async function readMotivationPdf(runtime: Runtime, actor: Actor, clientId: string, itemId: string): Promise<FileContent> {
  const client = await loadClientFor(runtime.db, actor, clientId, 'motivation.view');
  return readItemPdf(runtime, await findItem(runtime.db, { ...keyOf(client), id: itemId }));
}

/** One image of the item, for whoever may see the item. */
export async function readMotivationImage(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  itemId: string,
  imageId: string,
): Promise<FileContent> {
  const client = keyOf(await loadClientFor(runtime.db, actor, clientId, 'motivation.view'));
  const row = await findItem(runtime.db, { ...client, id: itemId });
  const gallery = await listGalleryImages(runtime.db, client.practiceId, [row.id]);
  return readItemImage(
    runtime,
    row,
    gallery.map((image) => image.id),
    imageId,
  );
}
