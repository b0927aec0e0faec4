import { type Actor, AppError, uploadPolicies, vaultImageSideMax, vaultMessages } from '@advice/domain';
import sharp from 'sharp';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { storedFileName } from '../cases/case-documents.files.ts';
import { type CheckedUpload, checkUpload, unreadableUpload } from '../files/files.check.ts';
import { storeFile } from '../files/stored-files.ts';

const policy = uploadPolicies.vaultDocument;
const pointer = `/${policy.fileField}`;

/** A document's file once checked and stored, waiting for the item that points at it. */
export type StoredVaultFile = { id: string; fileName: string; sizeBytes: number };

/**
 * An image must be one whole: its size readable and within the limit, and every pixel decodable (a
 * truncated photo is refused as corrupted). The bytes are kept as they came: a scanned document is
 * evidence, never re-encoded.
 */
async function checkImage(checked: CheckedUpload): Promise<void> {
  if (!checked.mediaType.startsWith('image/')) return;
  const unreadable = () => unreadableUpload(policy, checked.fileName);
  const metadata = await sharp(checked.body, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw unreadable();
  if (metadata.width > vaultImageSideMax || metadata.height > vaultImageSideMax)
    throw new AppError('rule.violated', { detail: vaultMessages['vault.imageTooLarge'], pointer });
  await sharp(checked.body, { failOn: 'error' })
    .resize(64, 64, { fit: 'inside' })
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
}

/**
 * Checks an upload by the vaultDocument policy (its type by content, size and name) and an image as an
 * image, then stores it as the client's. If the item that should point at it is never saved, the orphan
 * sweep deletes it.
 */
export async function storeVaultFile(runtime: Runtime, actor: Actor, clientId: string, upload: UploadedFile): Promise<StoredVaultFile> {
  const checked = await checkUpload(policy, upload);
  await checkImage(checked);
  const fileName = storedFileName(upload.fileName, checked.ext);
  const stored = await storeFile(runtime, {
    practiceId: actor.practiceId,
    ownerId: clientId,
    purpose: 'vaultDocument',
    fileName,
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: actor.userId,
  });
  return { id: stored.id, fileName, sizeBytes: checked.body.length };
}
