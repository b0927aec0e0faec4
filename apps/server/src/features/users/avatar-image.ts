import { uploadPolicies } from '@advice/domain';
import sharp from 'sharp';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { checkUpload, unreadableUpload } from '../files/files.check.ts';
import { type StoredFileRow, storeFile } from '../files/stored-files.ts';

const policy = uploadPolicies.avatar;

/** Checks an uploaded avatar by its policy, then re-encodes it as a 320 px PNG (which also drops any metadata). */
export async function avatarPng(upload: UploadedFile): Promise<Buffer> {
  await checkUpload(policy, upload);
  return sharp(upload.body, { failOn: 'error' })
    .rotate()
    .resize(320, 320, { fit: 'cover' })
    .png()
    .toBuffer()
    .catch(() => {
      throw unreadableUpload(policy, upload.fileName);
    });
}

/** Checks, re-encodes and stores a user's new photo; the caller points the user at it. */
export async function storeAvatar(
  runtime: Runtime,
  upload: UploadedFile,
  who: { practiceId: string | null; ownerId: string; createdBy: string },
): Promise<StoredFileRow> {
  const image = await avatarPng(upload);
  return storeFile(runtime, { ...who, purpose: 'avatar', fileName: 'avatar.png', mediaType: 'image/png', ext: 'png', body: image });
}
