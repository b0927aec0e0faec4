import {
  type Actor,
  AppError,
  type MotivationItemBody,
  type MotivationUpload,
  motivationMessages,
  motivationUploadLifetimeMinutes,
  type UploadPurpose,
  uploadPolicies,
} from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { fileBaseOf } from '../cases/case-documents.files.ts';
import { type CheckedUpload, checkUpload, imageSizeOf, unreadableUpload } from '../files/files.check.ts';
import { type FileContent, readStoredFile, storeFile } from '../files/stored-files.ts';
import type { ClientKey, MotivationItemRow } from './motivation.queries.ts';

export type MotivationPurpose = Extract<UploadPurpose, 'motivationPdf' | 'motivationImage'>;

const imagePolicy = uploadPolicies.motivationImage;

/**
 * Checks that an image of an accepted type really is one: its size can be read, and a photo or drawing
 * (JPEG, PNG) decodes whole. Those are re-encoded, turned upright and at most 2400 px across, which
 * also drops what the camera wrote into them (the place a photo was taken); a GIF keeps its animation.
 */
async function prepareImage(checked: CheckedUpload): Promise<CheckedUpload> {
  const unreadable = () => unreadableUpload(imagePolicy, checked.fileName);
  if (checked.mediaType === 'image/bmp' || checked.ext === 'ico') {
    const size = await imageSizeOf(checked.body, checked.mediaType);
    if (!size || size.width === 0 || size.height === 0) throw unreadable();
    return checked;
  }
  const image = sharp(checked.body, { failOn: 'error' });
  const metadata = await image.metadata().catch(() => null);
  if (!metadata?.width || !metadata.height) throw unreadable();
  if (checked.mediaType === 'image/gif') return checked;
  const pipeline = image.rotate().resize(2400, 2400, { fit: 'inside', withoutEnlargement: true });
  const isPng = checked.mediaType === 'image/png';
  const body = await (isPng ? pipeline.png() : pipeline.jpeg({ quality: 88 })).toBuffer().catch(() => {
    throw unreadable();
  });
  return { ...checked, body };
}

/**
 * Checks an uploaded PDF or image by its purpose's policy (and an image as an image), then stores it for
 * the client, as the uploader's, to wait for the item's save that takes it.
 */
export async function stageMotivationFile(
  runtime: Runtime,
  actor: Actor,
  client: ClientKey,
  purpose: MotivationPurpose,
  upload: UploadedFile,
): Promise<MotivationUpload> {
  const checked = await checkUpload(uploadPolicies[purpose], upload);
  const prepared = purpose === 'motivationImage' ? await prepareImage(checked) : checked;
  const stored = await storeFile(runtime, {
    practiceId: client.practiceId,
    ownerId: client.clientId,
    purpose,
    fileName: `${fileBaseOf(upload.fileName, purpose === 'motivationPdf' ? 'document' : 'image')}.${prepared.ext}`,
    mediaType: prepared.mediaType,
    ext: prepared.ext,
    body: prepared.body,
    createdBy: actor.userId,
  });
  return { id: stored.id, file_name: stored.fileName, content_type: stored.mediaType, size_bytes: prepared.body.length };
}

type StoredRow = typeof storedFiles.$inferSelect;
/** The files a save names, each as it will be kept (its file name for the audit trail). */
export type ResolvedFiles = { pdf: StoredRow | null; mainImage: StoredRow | null; images: StoredRow[] };
/** The files an item has now: a save may keep them without uploading them again. */
export type CurrentFiles = { fileId: string | null; mainImageFileId: string | null; imageIds: readonly string[] };

const noFiles: CurrentFiles = { fileId: null, mainImageFileId: null, imageIds: [] };

/**
 * The files an item's save names, locked until its transaction ends (so the orphan sweep cannot take them
 * meanwhile). Each must be the item's own already, or an upload of the right purpose the actor made for this
 * client within {@link motivationUploadLifetimeMinutes}; any other is refused naming its field.
 * Only the fields of the body's kind are read.
 */
export async function resolveItemFiles(
  tx: Tx,
  actor: Actor,
  client: ClientKey,
  body: MotivationItemBody,
  current: CurrentFiles = noFiles,
): Promise<ResolvedFiles> {
  const wanted: { id: string; purpose: MotivationPurpose; pointer: string; isCurrent: boolean }[] = [];
  if (body.kind === 'pdf' && body.file_id)
    wanted.push({ id: body.file_id, purpose: 'motivationPdf', pointer: '/file_id', isCurrent: body.file_id === current.fileId });
  if (body.kind === 'gallery') {
    const owned = new Set([current.mainImageFileId, ...current.imageIds]);
    if (body.main_image_id)
      wanted.push({
        id: body.main_image_id,
        purpose: 'motivationImage',
        pointer: '/main_image_id',
        isCurrent: owned.has(body.main_image_id),
      });
    for (const [index, id] of body.image_ids.entries())
      wanted.push({ id, purpose: 'motivationImage', pointer: `/image_ids/${index}`, isCurrent: owned.has(id) });
  }
  if (wanted.length === 0) return { pdf: null, mainImage: null, images: [] };
  const rows = await tx
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.practiceId, client.practiceId),
        inArray(
          storedFiles.id,
          wanted.map((file) => file.id),
        ),
      ),
    )
    .for('share');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const freshSince = Date.now() - motivationUploadLifetimeMinutes * 60_000;
  const take = (file: (typeof wanted)[number]): StoredRow => {
    const row = byId.get(file.id);
    const isFreshUpload = row?.ownerId === client.clientId && row.createdBy === actor.userId && row.createdAt.getTime() > freshSince;
    if (!row || row.purpose !== file.purpose || !(file.isCurrent || isFreshUpload))
      throw new AppError('request.invalid', { detail: motivationMessages['motivation.uploadGone'], pointer: file.pointer });
    return row;
  };
  const taken = wanted.map(take);
  if (body.kind === 'pdf') return { pdf: taken[0] ?? null, mainImage: null, images: [] };
  return { pdf: null, mainImage: taken[0] ?? null, images: taken.slice(1) };
}

const fileNotFound = () => new AppError('resource.not_found', { detail: motivationMessages['motivation.fileNotFound'] });

/** The item's PDF, for a download. */
export async function readItemPdf(runtime: Runtime, row: MotivationItemRow): Promise<FileContent> {
  const file = row.fileId ? await readStoredFile(runtime, { practiceId: row.practiceId, id: row.fileId }) : null;
  if (!file) throw fileNotFound();
  return file;
}

/** One image of the item: its main image or one of the gallery's; 404 for any other file. */
export async function readItemImage(
  runtime: Runtime,
  row: MotivationItemRow,
  galleryImageIds: readonly string[],
  imageId: string,
): Promise<FileContent> {
  const isTheItems = imageId === row.mainImageFileId || galleryImageIds.includes(imageId);
  const file = isTheItems ? await readStoredFile(runtime, { practiceId: row.practiceId, id: imageId }) : null;
  if (!file) throw fileNotFound();
  return file;
}
