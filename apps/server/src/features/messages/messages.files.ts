import {
  type Actor,
  AppError,
  fitsMessageAttachments,
  type MessageUpload,
  messageTexts,
  messageUploadLifetimeMinutes,
  uploadPolicies,
} from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { storedFileName } from '../cases/case-documents.files.ts';
import { checkUpload } from '../files/files.check.ts';
import { storeFile } from '../files/stored-files.ts';

/** A file a message carries: stored once, pointed at by each message that carries it. */
export type MessageFile = { fileId: string; name: string; sizeBytes: number };

const lifetimeMillis = messageUploadLifetimeMinutes * 60 * 1000;
const policy = uploadPolicies.messageAttachment;

function expiresAt(createdAt: Date): string {
  return new Date(createdAt.getTime() + lifetimeMillis).toISOString();
}

/**
 * Stores one file for a message about to be sent: checked by the messageAttachment policy (type by
 * content, name, 10 MB), kept as the uploader's until a message names it. A file no message takes is
 * pointed at by nothing, and the orphan sweep deletes it.
 */
export async function uploadMessageFile(runtime: Runtime, actor: Actor, upload: UploadedFile): Promise<MessageUpload> {
  const { practiceId, userId } = practiceActorOf(actor);
  const checked = await checkUpload(policy, upload);
  const stored = await storeFile(runtime, {
    practiceId,
    ownerId: userId,
    purpose: 'messageAttachment',
    fileName: storedFileName(upload.fileName, checked.ext),
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: userId,
  });
  return {
    id: stored.id,
    file_name: stored.fileName,
    content_type: stored.mediaType,
    size_bytes: stored.sizeBytes ?? checked.body.length,
    expires_at: expiresAt(stored.createdAt),
  };
}

/**
 * The files a new message names, in the order named: each must be one the actor uploaded for a message in
 * their practice within its lifetime (400 naming the file otherwise), and all together 10 MB at most (413).
 */
export async function resolveMessageFiles(tx: Tx, actor: Actor, fileIds: readonly string[], now = new Date()): Promise<MessageFile[]> {
  if (fileIds.length === 0) return [];
  const { practiceId, userId } = practiceActorOf(actor);
  const rows = await tx
    .select({ id: storedFiles.id, fileName: storedFiles.fileName, sizeBytes: storedFiles.sizeBytes, createdAt: storedFiles.createdAt })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, [...new Set(fileIds)]),
        eq(storedFiles.practiceId, practiceId),
        eq(storedFiles.purpose, 'messageAttachment'),
        eq(storedFiles.createdBy, userId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files = fileIds.map((id, index) => {
    const row = byId.get(id);
    const pointer = `/files/${index}`;
    if (!row) throw new AppError('request.invalid', { detail: messageTexts['messages.uploadNotFound'], pointer });
    if (row.createdAt.getTime() + lifetimeMillis < now.getTime())
      throw new AppError('request.invalid', { detail: messageTexts['messages.uploadExpired'], pointer });
    return { fileId: row.id, name: row.fileName, sizeBytes: row.sizeBytes ?? 0 };
  });
  const distinct = [...new Map(files.map((file) => [file.fileId, file])).values()];
  if (!fitsMessageAttachments(distinct.map((file) => file.sizeBytes)))
    throw new AppError('upload.too_large', { detail: messageTexts['messages.attachmentsTooLarge'], pointer: '/files' });
  return distinct;
}
