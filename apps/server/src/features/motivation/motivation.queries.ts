import { AppError, addressOf, type MotivationFile, type MotivationItem, motivationEndpoints, motivationMessages } from '@advice/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { motivationComments, motivationItemImages, motivationItems, storedFiles } from '../../db/schema/index.ts';
import { type StoredFileSummary, storedFileSummaries } from '../files/stored-files.ts';
import { personNamesOf } from '../people/person-names.ts';

export type MotivationItemRow = typeof motivationItems.$inferSelect;
type FileRow = StoredFileSummary;
/** A gallery image as the item lists it: its stored file, in its place. */
export type GalleryImageRow = FileRow & { itemId: string; position: number };

/** Where the practice keeps one client's items. */
export type ClientKey = { practiceId: string; clientId: string };

export function itemNotFound(): AppError {
  return new AppError('resource.not_found', { detail: motivationMessages['motivation.notFound'] });
}

/** One item of the client, locked for a change when `forUpdate`; 404 when the client has no such item. */
export async function findItem(tx: Tx, key: ClientKey & { id: string }, forUpdate = false): Promise<MotivationItemRow> {
  const query = tx
    .select()
    .from(motivationItems)
    .where(and(eq(motivationItems.id, key.id), eq(motivationItems.practiceId, key.practiceId), eq(motivationItems.clientId, key.clientId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw itemNotFound();
  return row;
}

/** The gallery images of these items, each item's in its order. */
export async function listGalleryImages(tx: Tx, practiceId: string, itemIds: readonly string[]): Promise<GalleryImageRow[]> {
  if (itemIds.length === 0) return [];
  return tx
    .select({
      id: storedFiles.id,
      fileName: storedFiles.fileName,
      sizeBytes: storedFiles.sizeBytes,
      itemId: motivationItemImages.itemId,
      position: motivationItemImages.position,
    })
    .from(motivationItemImages)
    .innerJoin(storedFiles, eq(storedFiles.id, motivationItemImages.fileId))
    .where(and(eq(motivationItemImages.practiceId, practiceId), inArray(motivationItemImages.itemId, [...itemIds])))
    .orderBy(asc(motivationItemImages.itemId), asc(motivationItemImages.position));
}

async function countComments(tx: Tx, practiceId: string, itemIds: readonly string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx
    .select({ itemId: motivationComments.itemId, value: count() })
    .from(motivationComments)
    .where(and(eq(motivationComments.practiceId, practiceId), inArray(motivationComments.itemId, [...itemIds])))
    .groupBy(motivationComments.itemId);
  return new Map(rows.map((row) => [row.itemId, row.value]));
}

function imageOf(row: MotivationItemRow, file: FileRow): MotivationFile {
  return {
    id: file.id,
    file_name: file.fileName,
    size_bytes: file.sizeBytes,
    url: addressOf(motivationEndpoints.getMotivationImage, { id: row.clientId, itemId: row.id, imageId: file.id }),
  };
}

/** The items as the client and their staff read them: their files with addresses, the comment count, who added each. */
export async function presentItems(tx: Tx, practiceId: string, rows: readonly MotivationItemRow[]): Promise<MotivationItem[]> {
  const itemIds = rows.map((row) => row.id);
  const fileIds = rows.flatMap((row) => [row.fileId, row.mainImageFileId].filter((id): id is string => id !== null));
  const creatorIds = [...new Set(rows.map((row) => row.createdBy).filter((id): id is string => id !== null))];
  // One after another: inside a transaction they share its one connection.
  const files = await storedFileSummaries(tx, practiceId, fileIds);
  const images = await listGalleryImages(tx, practiceId, itemIds);
  const comments = await countComments(tx, practiceId, itemIds);
  const creators = await personNamesOf(tx, creatorIds);
  return rows.map((row) => {
    const pdf = row.fileId ? files.get(row.fileId) : undefined;
    const main = row.mainImageFileId ? files.get(row.mainImageFileId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      url: row.url,
      pdf: pdf
        ? {
            id: pdf.id,
            file_name: pdf.fileName,
            size_bytes: pdf.sizeBytes,
            url: addressOf(motivationEndpoints.downloadMotivationPdf, { id: row.clientId, itemId: row.id }),
          }
        : null,
      main_image: main ? imageOf(row, main) : null,
      images: images.filter((image) => image.itemId === row.id).map((image) => imageOf(row, image)),
      comment_count: comments.get(row.id) ?? 0,
      created_by: row.createdBy ? { id: row.createdBy, name: creators.get(row.createdBy) ?? '' } : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** One item as read. */
export async function presentItem(tx: Tx, row: MotivationItemRow): Promise<MotivationItem> {
  const [item] = await presentItems(tx, row.practiceId, [row]);
  if (!item) throw itemNotFound();
  return item;
}

/** A client's items, newest first. */
export async function listItems(
  tx: Tx,
  { practiceId, clientId, limit, offset }: ClientKey & { limit: number; offset: number },
): Promise<{ rows: MotivationItem[]; total: number }> {
  const where = and(eq(motivationItems.practiceId, practiceId), eq(motivationItems.clientId, clientId));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(motivationItems)
      .where(where)
      .orderBy(desc(motivationItems.createdAt), desc(motivationItems.id))
      .limit(limit)
      .offset(offset),
    tx.select({ value: count() }).from(motivationItems).where(where),
  ]);
  return { rows: await presentItems(tx, practiceId, rows), total: total?.value ?? 0 };
}
