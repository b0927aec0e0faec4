import { type Actor, AppError, uploadPolicies } from '@advice/domain';
import sharp from 'sharp';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { auditKind, type RequestInfo } from '../auth/auth.service.ts';
import { checkUpload, unreadableUpload } from '../files/files.check.ts';
import { readStoredFile, storeFile } from '../files/stored-files.ts';
import { findUser, type UserRow, updateUser } from './users.queries.ts';

const policy = uploadPolicies.virtualBackground;

/** Large enough for a full HD call; a bigger picture only costs the browser time to scale it down every frame. */
const largest = { width: 1920, height: 1080 };

/**
 * Checks an uploaded background by its policy, then re-encodes it as a JPEG no larger than full HD, turned
 * upright and without its metadata (a photo of one's home may carry where it was taken).
 */
export async function virtualBackgroundJpeg(upload: UploadedFile): Promise<Buffer> {
  await checkUpload(policy, upload);
  return sharp(upload.body, { failOn: 'error' })
    .rotate()
    .resize(largest.width, largest.height, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw unreadableUpload(policy, upload.fileName);
    });
}

async function loadSelf(tx: Tx, actor: Actor): Promise<UserRow> {
  const user = await findUser(tx, { id: actor.userId, practiceId: actor.practiceId });
  if (!user) throw new AppError('resource.not_found');
  return user;
}

function audit(tx: Tx, actor: Actor, user: UserRow, action: 'virtual_background_updated' | 'virtual_background_removed', ip: string) {
  return writeAudit<'client' | 'user', typeof action>(tx, {
    actor,
    practiceId: user.practiceId,
    entityKind: auditKind(user),
    entityId: user.id,
    action,
    ip,
  });
}

/** Stores the person's own new background and points their profile at it; the one it replaces is left to the orphan sweep. */
export async function updateVirtualBackground(runtime: Runtime, actor: Actor, upload: UploadedFile, request: RequestInfo): Promise<void> {
  const image = await virtualBackgroundJpeg(upload);
  const stored = await storeFile(runtime, {
    practiceId: actor.practiceId,
    ownerId: actor.userId,
    createdBy: actor.userId,
    purpose: 'virtualBackground',
    fileName: 'virtual-background.jpg',
    mediaType: 'image/jpeg',
    ext: 'jpg',
    body: image,
  });
  await inTransaction(runtime, async ({ tx }) => {
    const user = await loadSelf(tx, actor);
    await updateUser(tx, user, { virtualBackgroundFileId: stored.id });
    await audit(tx, actor, user, 'virtual_background_updated', request.ip);
  });
}

export async function removeVirtualBackground(runtime: Runtime, actor: Actor, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const user = await loadSelf(tx, actor);
    if (!user.virtualBackgroundFileId) return;
    await updateUser(tx, user, { virtualBackgroundFileId: null });
    await audit(tx, actor, user, 'virtual_background_removed', request.ip);
  });
}

/** The person's own background, for their meeting room to draw; the 404 of a missing file while there is none. */
export async function readVirtualBackground(runtime: Runtime, actor: Actor): Promise<Buffer> {
  const user = await loadSelf(runtime.db, actor);
  const file = await readStoredFile(runtime, { practiceId: user.practiceId, id: user.virtualBackgroundFileId });
  if (!file) throw new AppError('resource.not_found');
  return file.body;
}
