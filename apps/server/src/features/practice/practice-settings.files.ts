import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  addressOf,
  type PracticeFile,
  type PracticeFilePurpose,
  practiceEndpoints,
  singlePracticeFiles,
  uploadPolicies,
} from '@advice/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/client.ts';
import { practiceFiles, practices } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { sendMedia } from '../../http/download.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type CheckedUpload, checkUpload, unreadableUpload } from '../files/files.check.ts';
import { type FileContent, readStoredFile, storeFile } from '../files/stored-files.ts';

type ImagePurpose = Exclude<PracticeFilePurpose, 'disclosureForm'>;
const isSingle = (purpose: PracticeFilePurpose) => (singlePracticeFiles as readonly string[]).includes(purpose);

export function practiceFileUrl(file: { id: string; purpose: string }): string {
  const endpoint = file.purpose === 'disclosureForm' ? practiceEndpoints.getDisclosureForm : practiceEndpoints.getPracticeFile;
  return addressOf(endpoint, { id: file.id });
}

export async function listPracticeFiles(db: Db | Tx, practiceId: string): Promise<PracticeFile[]> {
  const rows = await db.select().from(practiceFiles).where(eq(practiceFiles.practiceId, practiceId)).orderBy(desc(practiceFiles.createdAt));
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    url: practiceFileUrl(row),
    created_at: row.createdAt.toISOString(),
  }));
}

/** Re-encodes a checked image for its place, so what is stored is a clean image of a known type (an ICO is kept as it is). */
async function prepareImage(purpose: ImagePurpose, checked: CheckedUpload): Promise<{ body: Buffer; mediaType: string; ext: string }> {
  if (checked.ext === 'ico') return { body: checked.body, mediaType: 'image/x-icon', ext: 'ico' };
  const pipeline = sharp(checked.body, { failOn: 'error' }).rotate();
  const resized =
    purpose === 'mobileIcon'
      ? pipeline.resize(512, 512, { fit: 'cover' })
      : purpose === 'favicon'
        ? pipeline.resize(256, 256, { fit: 'inside', withoutEnlargement: true })
        : pipeline.resize(2400, 2400, { fit: 'inside', withoutEnlargement: true });
  const isPhoto = purpose === 'dashboardTile' || purpose === 'serviceCharter';
  const body = await (isPhoto ? resized.jpeg({ quality: 85 }) : resized.png()).toBuffer().catch(() => {
    throw unreadableUpload(uploadPolicies[purpose], checked.fileName);
  });
  return isPhoto ? { body, mediaType: 'image/jpeg', ext: 'jpg' } : { body, mediaType: 'image/png', ext: 'png' };
}

/** Checks a file by its purpose's policy, then (for images) re-encodes it. */
async function prepareFile(purpose: PracticeFilePurpose, upload: UploadedFile): Promise<{ body: Buffer; mediaType: string; ext: string }> {
  const checked = await checkUpload(uploadPolicies[purpose], upload);
  if (purpose === 'disclosureForm') return { body: checked.body, mediaType: checked.mediaType, ext: checked.ext };
  return prepareImage(purpose, checked);
}

/** A file name safe to show and to put in a Content-Disposition header. */
function cleanName(name: string, ext: string): string {
  const base = name
    .replace(/\.[^.]*$/u, '')
    .replace(/[^\w .-]+/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'file'}.${ext}`;
}

export async function uploadPracticeFile(
  runtime: Runtime,
  actor: Actor,
  purpose: PracticeFilePurpose,
  upload: UploadedFile,
  info: RequestInfo,
): Promise<PracticeFile> {
  const practiceId = actor.practiceId;
  if (!practiceId) throw new AppError('resource.not_found');
  const prepared = await prepareFile(purpose, upload);
  const id = randomUUID();
  const fileName = cleanName(upload.fileName, prepared.ext);
  const stored = await storeFile(runtime, {
    practiceId,
    ownerId: null,
    purpose,
    fileName,
    mediaType: prepared.mediaType,
    ext: prepared.ext,
    body: prepared.body,
    createdBy: actor.userId,
  });
  // A replaced single file's row goes here; its stored file is left to the orphan sweep.
  const row = await inTransaction(runtime, async ({ tx }) => {
    const [inserted] = await tx
      .insert(practiceFiles)
      .values({ id, practiceId, purpose, fileId: stored.id, contentType: prepared.mediaType, fileName, sizeBytes: prepared.body.length })
      .returning();
    if (isSingle(purpose))
      await tx
        .delete(practiceFiles)
        .where(and(eq(practiceFiles.practiceId, practiceId), eq(practiceFiles.purpose, purpose), ne(practiceFiles.id, id)));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'practice',
      entityId: practiceId,
      action: 'file_uploaded',
      after: { purpose, file_id: id, file_name: fileName },
      ip: info.ip,
    });
    return inserted;
  });
  if (!row) throw new AppError('server.error');
  return {
    id,
    purpose,
    file_name: fileName,
    content_type: prepared.mediaType,
    size_bytes: prepared.body.length,
    url: practiceFileUrl(row),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Removes a file and any tile that pointed at it (a charter's image goes by its foreign key); its stored file
 * is left to the orphan sweep.
 */
export async function deletePracticeFile(runtime: Runtime, actor: Actor, fileId: string, info: RequestInfo): Promise<void> {
  const practiceId = actor.practiceId;
  if (!practiceId) throw new AppError('resource.not_found');
  await inTransaction(runtime, async ({ tx }) => {
    const [row] = await tx
      .delete(practiceFiles)
      .where(and(eq(practiceFiles.id, fileId), eq(practiceFiles.practiceId, practiceId)))
      .returning();
    if (!row) throw new AppError('resource.not_found');
    const [practice] = await tx.select({ settings: practices.settings }).from(practices).where(eq(practices.id, practiceId)).for('update');
    const settings = practice?.settings ?? {};
    const unlink = (list: unknown) =>
      Array.isArray(list)
        ? list.map((item: Record<string, unknown>) => (item.imageFileId === fileId ? { ...item, imageFileId: null } : item))
        : list;
    const next = { ...settings, dashboardTiles: unlink(settings.dashboardTiles) };
    await tx.update(practices).set({ settings: next }).where(eq(practices.id, practiceId));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'practice',
      entityId: practiceId,
      action: 'file_removed',
      before: { purpose: row.purpose, file_id: fileId, file_name: row.fileName },
      ip: info.ip,
    });
  });
}

async function readRow(runtime: Runtime, row: typeof practiceFiles.$inferSelect | undefined): Promise<FileContent> {
  const file = row ? await readStoredFile(runtime, { practiceId: row.practiceId, id: row.fileId }) : null;
  if (!row || !file) throw new AppError('resource.not_found');
  return { body: file.body, contentType: row.contentType, fileName: row.fileName };
}

/** An image the practice publishes (logo, tile, charter): anyone on the practice's own host may read it. */
export async function readPracticeImage(runtime: Runtime, practiceId: string | null, fileId: string): Promise<FileContent> {
  if (!practiceId) throw new AppError('resource.not_found');
  const [row] = await runtime.db
    .select()
    .from(practiceFiles)
    .where(and(eq(practiceFiles.id, fileId), eq(practiceFiles.practiceId, practiceId), ne(practiceFiles.purpose, 'disclosureForm')));
  return readRow(runtime, row);
}

/** The practice's current logo, favicon or icon, for the stable URLs the shell and the manifest use. */
export async function readPracticeImageFor(runtime: Runtime, practiceId: string | null, purpose: ImagePurpose): Promise<FileContent> {
  if (!practiceId) throw new AppError('resource.not_found');
  const [row] = await runtime.db
    .select()
    .from(practiceFiles)
    .where(and(eq(practiceFiles.practiceId, practiceId), eq(practiceFiles.purpose, purpose)))
    .orderBy(desc(practiceFiles.createdAt))
    .limit(1);
  return readRow(runtime, row);
}

/** A disclosure form, for signed-in people of the practice. */
export async function readDisclosureForm(runtime: Runtime, actor: Actor, fileId: string): Promise<FileContent> {
  if (!actor.practiceId) throw new AppError('resource.not_found');
  const [row] = await runtime.db
    .select()
    .from(practiceFiles)
    .where(and(eq(practiceFiles.id, fileId), eq(practiceFiles.practiceId, actor.practiceId), eq(practiceFiles.purpose, 'disclosureForm')));
  return readRow(runtime, row);
}

/** Which single images the practice has, by purpose, with a cache-busting version. */
export async function practiceImageVersions(db: Db, practiceId: string): Promise<Partial<Record<ImagePurpose, string>>> {
  const rows = await db
    .select({ id: practiceFiles.id, purpose: practiceFiles.purpose })
    .from(practiceFiles)
    .where(eq(practiceFiles.practiceId, practiceId))
    .orderBy(desc(practiceFiles.createdAt));
  const versions: Partial<Record<ImagePurpose, string>> = {};
  for (const row of rows) if (isSingle(row.purpose)) versions[row.purpose as ImagePurpose] ??= row.id.slice(0, 8);
  return versions;
}

/** Sends a stored image so that it can only ever be shown as an image. */
export function sendImage(reply: FastifyReply, file: { body: Buffer; contentType: string }, maxAge = 300): FastifyReply {
  return sendMedia(reply, file, { cacheControl: `public, max-age=${maxAge}` });
}
