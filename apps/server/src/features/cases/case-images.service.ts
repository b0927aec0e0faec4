import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type Actor,
  AppError,
  addressOf,
  type BuiltinCaseImage,
  builtinCaseImageLabels,
  builtinCaseImages,
  type CaseImage,
  type CaseImageChoiceBody,
  caseImageMessages,
  caseMessages,
  casesEndpoints,
  uploadPolicies,
} from '@advice/domain';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../../db/client.ts';
import { caseImages, clientCases } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { checkUpload, unreadableUpload } from '../files/files.check.ts';
import { readStoredFile, storeFile } from '../files/stored-files.ts';
import { fileBaseOf } from './case-documents.files.ts';
import { isClientStaff, loadCaseFor } from './cases.access.ts';

export type ImageFile = { body: Buffer; contentType: string };

const isBuiltin = (key: string): key is BuiltinCaseImage => (builtinCaseImages as readonly string[]).includes(key);
const imageNotFound = () => new AppError('resource.not_found', { detail: caseImageMessages['caseImages.notFound'] });

async function readBuiltin(key: BuiltinCaseImage): Promise<ImageFile> {
  const body = await readFile(new URL(`./images/${key}.svg`, import.meta.url));
  return { body, contentType: 'image/svg+xml' };
}

/** The images a case may take: the built-in drawings, then the practice's uploaded images, newest first. */
export async function listCaseImageChoices(runtime: Runtime, actor: Actor): Promise<CaseImage[]> {
  const member = practiceActorOf(actor, 'image');
  const uploaded = await runtime.db
    .select()
    .from(caseImages)
    .where(eq(caseImages.practiceId, member.practiceId))
    .orderBy(desc(caseImages.createdAt))
    .limit(200);
  return [
    ...builtinCaseImages.map((key) => ({
      kind: 'builtin' as const,
      key,
      label: builtinCaseImageLabels[key],
      url: addressOf(casesEndpoints.getCaseImageChoice, { key }),
    })),
    ...uploaded.map((row) => ({
      kind: 'uploaded' as const,
      key: row.id,
      label: row.fileName,
      url: addressOf(casesEndpoints.getCaseImageChoice, { key: row.id }),
    })),
  ];
}

async function readUploaded(runtime: Runtime, tx: Tx, practiceId: string, id: string): Promise<ImageFile> {
  const [row] = await tx
    .select()
    .from(caseImages)
    .where(and(eq(caseImages.id, id), eq(caseImages.practiceId, practiceId)));
  const file = row ? await readStoredFile(runtime, { practiceId, id: row.fileId }) : null;
  if (!row || !file) throw imageNotFound();
  return { body: file.body, contentType: row.contentType };
}

/** One image of the choices, for the picker. */
export async function readCaseImageChoice(runtime: Runtime, actor: Actor, key: string): Promise<ImageFile> {
  const member = practiceActorOf(actor, 'image');
  return isBuiltin(key) ? readBuiltin(key) : readUploaded(runtime, runtime.db, member.practiceId, key);
}

/** The case's image; the client sees the image of the cases they see. */
export async function readCaseImage(runtime: Runtime, actor: Actor, caseId: string): Promise<ImageFile> {
  const { row, actor: member } = await loadCaseFor(runtime.db, actor, caseId, 'read');
  if (row.imageBuiltin && isBuiltin(row.imageBuiltin)) return readBuiltin(row.imageBuiltin);
  if (row.imageId) return readUploaded(runtime, runtime.db, member.practiceId, row.imageId);
  throw new AppError('resource.not_found', { detail: caseImageMessages['caseImages.none'] });
}

/** Checks an uploaded image by its policy, and re-encodes it so only clean pixels are stored. */
async function prepareImage(upload: UploadedFile): Promise<{ body: Buffer; contentType: string; ext: string }> {
  const checked = await checkUpload(uploadPolicies.caseImage, upload);
  const corrupt = () => unreadableUpload(uploadPolicies.caseImage, upload.fileName);
  const pipeline = sharp(checked.body, { failOn: 'error' }).rotate().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true });
  const keepsAlpha = checked.mediaType === 'image/png' || checked.mediaType === 'image/gif' || checked.mediaType === 'image/webp';
  const body = await (keepsAlpha ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer().catch(() => {
    throw corrupt();
  });
  return keepsAlpha ? { body, contentType: 'image/png', ext: 'png' } : { body, contentType: 'image/jpeg', ext: 'jpg' };
}

export type CaseImageInput = { choice: CaseImageChoiceBody } | { upload: UploadedFile };

/**
 * Sets the case image (staff of the client): a built-in one, an image the practice uploaded before, or a
 * new upload, which joins the practice's images for later cases.
 */
/** Loads the case for a change of its image, refusing a caller who is not the client's staff. */
async function loadCaseForImage(runtime: Runtime, actor: Actor, caseId: string) {
  const loaded = await loadCaseFor(runtime.db, actor, caseId, 'write');
  if (!isClientStaff(loaded.subject)) throw new AppError('auth.forbidden', { detail: caseMessages['cases.forbidden'] });
  return loaded;
}

/** Checks the caller may change this case's image, before an uploaded image's body is read. */
export async function assertCaseImageChange(runtime: Runtime, actor: Actor, caseId: string): Promise<void> {
  await loadCaseForImage(runtime, actor, caseId);
}

export async function setCaseImage(runtime: Runtime, actor: Actor, caseId: string, input: CaseImageInput, info: RequestInfo) {
  const first = await loadCaseForImage(runtime, actor, caseId);
  const practiceId = first.actor.practiceId;
  const prepared = 'upload' in input ? await prepareImage(input.upload) : null;
  const uploadId = randomUUID();
  const fileName = 'upload' in input && prepared ? `${fileBaseOf(input.upload.fileName, 'image')}.${prepared.ext}` : '';
  const stored = prepared
    ? await storeFile(runtime, {
        practiceId,
        ownerId: null,
        purpose: 'caseImage',
        fileName,
        mediaType: prepared.contentType,
        ext: prepared.ext,
        body: prepared.body,
        createdBy: actor.userId,
      })
    : null;
  await inTransaction(runtime, async ({ tx }) => {
    const { row } = await loadCaseFor(tx, actor, caseId, 'write');
    let next: { imageBuiltin: string | null; imageId: string | null };
    if (prepared && stored) {
      await tx.insert(caseImages).values({
        id: uploadId,
        practiceId,
        fileId: stored.id,
        contentType: prepared.contentType,
        sizeBytes: prepared.body.length,
        fileName,
        uploadedBy: actor.userId,
      });
      next = { imageBuiltin: null, imageId: uploadId };
    } else if ('choice' in input && 'builtin' in input.choice) {
      next = { imageBuiltin: input.choice.builtin, imageId: null };
    } else if ('choice' in input && 'image_id' in input.choice) {
      const imageId = input.choice.image_id;
      const [image] = await tx
        .select({ id: caseImages.id })
        .from(caseImages)
        .where(and(eq(caseImages.id, imageId), eq(caseImages.practiceId, practiceId)));
      if (!image) throw new AppError('request.invalid', { detail: caseImageMessages['caseImages.notFound'], pointer: '/image_id' });
      next = { imageBuiltin: null, imageId };
    } else throw new AppError('request.invalid', { detail: caseImageMessages['caseImages.chooseOne'] });
    await tx
      .update(clientCases)
      .set({ ...next, updatedAt: new Date() })
      .where(and(eq(clientCases.id, caseId), eq(clientCases.practiceId, practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'client-case',
      entityId: caseId,
      action: 'image_changed',
      before: { image_builtin: row.imageBuiltin, image_id: row.imageId },
      after: { image_builtin: next.imageBuiltin, image_id: next.imageId },
      ip: info.ip,
    });
  });
}
