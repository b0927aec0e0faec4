import { AppError, avatarImage } from '@advice/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

const avatarTypes: ReadonlySet<string> = new Set(avatarImage.mimes);

/** Checks an uploaded avatar by size and content, then re-encodes it as a 320 px PNG (which also drops any metadata). */
export async function avatarPng(file: Buffer): Promise<Buffer> {
  if (file.length > avatarImage.maxBytes)
    throw new AppError('upload.too_large', { detail: 'The image must be 5 MB or smaller.', pointer: '/avatar' });
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
