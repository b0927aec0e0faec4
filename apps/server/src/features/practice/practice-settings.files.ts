import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type PracticeFile,
  type PracticeFilePurpose,
  practiceImageMinWidth,
  practiceSettingsMessages,
  practiceUploadMaxBytes,
  singlePracticeFiles,
} from '@advice/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/client.ts';
import { practiceFiles, practices } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';

type ImagePurpose = Exclude<PracticeFilePurpose, 'disclosureForm'>;
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon']);
const isSingle = (purpose: PracticeFilePurpose) => (singlePracticeFiles as readonly string[]).includes(purpose);
/** A tile within 3 % of 3:2 passes, so 1200 × 801 after an editor's rounding is not refused. */
const tileRatioTolerance = 0.03;

export function practiceFileUrl(file: { id: string; purpose: string }): string {
  return file.purpose === 'disclosureForm' ? `/api/v1/disclosure-forms/${file.id}` : `/api/v1/practice-files/${file.id}`;
}

export async function listPracticeFiles(db: Db | Tx, practiceId: string): Promise<PracticeFile[]> {
  const rows = await db.select().from(practiceFiles).where(eq(practiceFiles.practiceId, practiceId)).orderBy(desc(practiceFiles.createdAt));
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose as PracticeFilePurpose,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    url: practiceFileUrl(row),
    created_at: row.createdAt.toISOString(),
  }));
}

/** An ICO's first image size (sharp cannot read ICO); 0 in the directory means 256 px. */
function icoWidth(file: Buffer): number | null {
  if (file.length < 22 || file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1 || file.readUInt16LE(4) < 1) return null;
  return file[6] === 0 ? 256 : (file[6] ?? null);
}

/** Checks an image by its content and re-encodes it, so what is stored is a clean image of a known type. */
async function prepareImage(
  purpose: ImagePurpose,
  file: Buffer,
  mime: string,
): Promise<{ body: Buffer; contentType: string; ext: string }> {
  const minWidth = practiceImageMinWidth[purpose];
  const tooSmall = () => new AppError('rule.violated', { detail: `The image must be at least ${minWidth} px wide.`, pointer: '/file' });
  const corrupt = () => new AppError('upload.unsupported', { detail: practiceSettingsMessages.imageCorrupt, pointer: '/file' });
  if (mime === 'image/x-icon' || mime === 'image/vnd.microsoft.icon') {
    if (purpose !== 'favicon') throw new AppError('upload.unsupported', { detail: 'Only a favicon may be an ICO file.', pointer: '/file' });
    const width = icoWidth(file);
    if (width === null) throw corrupt();
    if (width < minWidth) throw tooSmall();
    return { body: file, contentType: 'image/x-icon', ext: 'ico' };
  }
  const metadata = await sharp(file, { failOn: 'error' })
    .metadata()
    .catch(() => {
      throw corrupt();
    });
  const { width = 0, height = 0 } = metadata;
  if (width === 0 || height === 0) throw corrupt();
  if (width < minWidth) throw tooSmall();
  if (purpose === 'dashboardTile' && Math.abs(width / height - 1.5) / 1.5 > tileRatioTolerance) {
    throw new AppError('rule.violated', { detail: practiceSettingsMessages.tileRatio, pointer: '/file' });
  }
  if (purpose === 'mobileIcon' && Math.abs(width - height) > width * 0.02) {
    throw new AppError('rule.violated', { detail: 'The mobile icon must be square (for example 512 × 512 px).', pointer: '/file' });
  }
  const pipeline = sharp(file, { failOn: 'error' }).rotate();
  const resized =
    purpose === 'mobileIcon'
      ? pipeline.resize(512, 512, { fit: 'cover' })
      : purpose === 'favicon'
        ? pipeline.resize(256, 256, { fit: 'inside', withoutEnlargement: true })
        : pipeline.resize(2400, 2400, { fit: 'inside', withoutEnlargement: true });
  const isPhoto = purpose === 'dashboardTile' || purpose === 'serviceCharter';
  const body = await (isPhoto ? resized.jpeg({ quality: 85 }) : resized.png()).toBuffer().catch(() => {
    throw corrupt();
  });
  return isPhoto ? { body, contentType: 'image/jpeg', ext: 'jpg' } : { body, contentType: 'image/png', ext: 'png' };
}

async function prepareFile(purpose: PracticeFilePurpose, file: Buffer): Promise<{ body: Buffer; contentType: string; ext: string }> {
  if (file.length > practiceUploadMaxBytes)
    throw new AppError('upload.too_large', { detail: practiceSettingsMessages.tooLarge, pointer: '/file' });
  if (file.length === 0) throw new AppError('request.invalid', { detail: 'Choose a file to upload.', pointer: '/file' });
  const type = await fileTypeFromBuffer(file);
  if (purpose === 'disclosureForm') {
    if (type?.mime !== 'application/pdf')
      throw new AppError('upload.unsupported', { detail: practiceSettingsMessages.pdfOnly, pointer: '/file' });
    return { body: file, contentType: 'application/pdf', ext: 'pdf' };
  }
  if (!type || !imageTypes.has(type.mime)) {
    throw new AppError('upload.unsupported', { detail: practiceSettingsMessages.imageType, pointer: '/file' });
  }
  return prepareImage(purpose, file, type.mime);
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
  upload: { body: Buffer; fileName: string },
  info: RequestInfo,
): Promise<PracticeFile> {
  const practiceId = actor.practiceId;
  if (!practiceId) throw new AppError('resource.not_found');
  const prepared = await prepareFile(purpose, upload.body);
  const id = randomUUID();
  const key = `practices/${practiceId}/${purpose.toLowerCase()}/${id}.${prepared.ext}`;
  await runtime.storage.put(key, prepared.body);
  const fileName = cleanName(upload.fileName, prepared.ext);
  const replaced = await inTransaction(runtime, async ({ tx }) => {
    const [row] = await tx
      .insert(practiceFiles)
      .values({ id, practiceId, purpose, storageKey: key, contentType: prepared.contentType, fileName, sizeBytes: prepared.body.length })
      .returning();
    const old = isSingle(purpose)
      ? await tx
          .delete(practiceFiles)
          .where(and(eq(practiceFiles.practiceId, practiceId), eq(practiceFiles.purpose, purpose), ne(practiceFiles.id, id)))
          .returning({ storageKey: practiceFiles.storageKey })
      : [];
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'practice',
      entityId: practiceId,
      action: 'file_uploaded',
      after: { purpose, fileId: id, fileName },
      ip: info.ip,
    });
    return { row, old };
  });
  for (const old of replaced.old) await runtime.storage.remove(old.storageKey);
  const row = replaced.row;
  if (!row) throw new AppError('server.error');
  return {
    id,
    purpose,
    file_name: fileName,
    content_type: prepared.contentType,
    size_bytes: prepared.body.length,
    url: practiceFileUrl(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** Removes a file and any tile or charter that pointed at it. */
export async function deletePracticeFile(runtime: Runtime, actor: Actor, fileId: string, info: RequestInfo): Promise<void> {
  const practiceId = actor.practiceId;
  if (!practiceId) throw new AppError('resource.not_found');
  const key = await inTransaction(runtime, async ({ tx }) => {
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
    const next = { ...settings, dashboardTiles: unlink(settings.dashboardTiles), serviceCharters: unlink(settings.serviceCharters) };
    await tx.update(practices).set({ settings: next }).where(eq(practices.id, practiceId));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'practice',
      entityId: practiceId,
      action: 'file_removed',
      before: { purpose: row.purpose, fileId, fileName: row.fileName },
      ip: info.ip,
    });
    return row.storageKey;
  });
  await runtime.storage.remove(key);
}

type StoredFile = { body: Buffer; contentType: string; fileName: string };

async function readRow(runtime: Runtime, row: typeof practiceFiles.$inferSelect | undefined): Promise<StoredFile> {
  const body = row ? await runtime.storage.get(row.storageKey) : null;
  if (!row || !body) throw new AppError('resource.not_found');
  return { body, contentType: row.contentType, fileName: row.fileName };
}

/** An image the practice publishes (logo, tile, charter): anyone on the practice's own host may read it. */
export async function readPracticeImage(runtime: Runtime, practiceId: string | null, fileId: string): Promise<StoredFile> {
  if (!practiceId) throw new AppError('resource.not_found');
  const [row] = await runtime.db
    .select()
    .from(practiceFiles)
    .where(and(eq(practiceFiles.id, fileId), eq(practiceFiles.practiceId, practiceId), ne(practiceFiles.purpose, 'disclosureForm')));
  return readRow(runtime, row);
}

/** The practice's current logo, favicon or icon, for the stable URLs the shell and the manifest use. */
export async function readPracticeImageFor(runtime: Runtime, practiceId: string | null, purpose: ImagePurpose): Promise<StoredFile> {
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
export async function readDisclosureForm(runtime: Runtime, actor: Actor, fileId: string): Promise<StoredFile> {
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
  for (const row of rows) if (isSingle(row.purpose as PracticeFilePurpose)) versions[row.purpose as ImagePurpose] ??= row.id.slice(0, 8);
  return versions;
}

/** Sends a stored image so that it can only ever be shown as an image. */
export function sendImage(reply: FastifyReply, file: { body: Buffer; contentType: string }, maxAge = 300): FastifyReply {
  return reply
    .type(file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', `public, max-age=${maxAge}`)
    .send(file.body);
}
