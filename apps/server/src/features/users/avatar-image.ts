import { AppError, avatarImage } from '@advice/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { MultipartPolicy } from '../../http/multipart.ts';

const avatarTypes: ReadonlySet<string> = new Set(avatarImage.mimes);
const tooLarge = 'The image must be 5 MB or smaller.';

/** How a profile photo is uploaded: one `avatar` file of at most 5 MB. */
export const avatarUpload: MultipartPolicy = {
  fileField: 'avatar',
  maxFileBytes: avatarImage.maxBytes,
  tooLarge,
  fileRequired: 'Choose an image to upload.',
};

/** Checks an uploaded avatar by size and content, then re-encodes it as a 320 px PNG (which also drops any metadata). */
export async function avatarPng(file: Buffer): Promise<Buffer> {
  if (file.length > avatarImage.maxBytes) throw new AppError('upload.too_large', { detail: tooLarge, pointer: '/avatar' });
  const type = await fileTypeFromBuffer(file);
  if (!type || !avatarTypes.has(type.mime))
    throw new AppError('upload.unsupported', { detail: 'Choose a PNG, JPEG, GIF or WebP image.', pointer: '/avatar' });
  return sharp(file, { failOn: 'error' })
    .rotate()
    .resize(320, 320, { fit: 'cover' })
    .png()
    .toBuffer()
    .catch(() => {
      throw new AppError('upload.unsupported', { detail: 'The image is unreadable or corrupted.', pointer: '/avatar' });
    });
}
