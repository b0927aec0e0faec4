import { AppError, acceptedTypeOf, checkImageSize, checkUploadFileName, type ImageRule, type UploadPolicy } from '@advice/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { UploadedFile } from '../../http/multipart.ts';

/** An upload that passed its purpose's policy: what it really is by content, and the extension that type gets. */
export type CheckedUpload = { body: Buffer; fileName: string; mediaType: string; ext: string };

const isIco = (mime: string) => mime === 'image/x-icon' || mime === 'image/vnd.microsoft.icon';

/** An ICO's first image size (sharp cannot read ICO); 0 in the directory means 256 px. */
function icoSize(file: Buffer): { width: number; height: number } | null {
  if (file.length < 22 || file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1 || file.readUInt16LE(4) < 1) return null;
  const px = (byte: number | undefined) => (byte === 0 ? 256 : (byte ?? 0));
  return { width: px(file[6]), height: px(file[7]) };
}

/** A BMP's size from its header (sharp cannot read BMP); a top-down BMP gives its height as negative. */
function bmpSize(file: Buffer): { width: number; height: number } | null {
  if (file.length < 26 || file.toString('latin1', 0, 2) !== 'BM') return null;
  const width = Math.abs(file.readInt32LE(18));
  const height = Math.abs(file.readInt32LE(22));
  return width > 0 && height > 0 ? { width, height } : null;
}

/** An image's size in pixels, read from its header for the kinds sharp cannot read (ICO, BMP); null when unreadable. */
export async function imageSizeOf(body: Buffer, mediaType: string): Promise<{ width: number; height: number } | null> {
  if (isIco(mediaType)) return icoSize(body);
  if (mediaType === 'image/bmp') return bmpSize(body);
  const metadata = await sharp(body, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  return metadata?.width && metadata.height ? { width: metadata.width, height: metadata.height } : null;
}

/** A text format has no magic bytes: it is text when nothing binary is recognised in it and it holds no NUL byte. */
async function isText(body: Buffer): Promise<boolean> {
  return !body.includes(0) && (await fileTypeFromBuffer(body)) === undefined;
}

async function checkImageRule(policy: UploadPolicy, rule: ImageRule, upload: CheckedUpload): Promise<void> {
  const pointer = `/${policy.fileField}`;
  const size = await imageSizeOf(upload.body, upload.mediaType);
  if (!size) throw new AppError('upload.unsupported', { detail: policy.messages.corrupt, pointer });
  const problem = checkImageSize(rule, size);
  if (problem) throw new AppError('rule.violated', { detail: problem, pointer });
}

/**
 * The one check of an uploaded file against its purpose's policy, after the form is read and before
 * anything is stored: its size, its content by magic bytes (whatever its name or the browser claims),
 * its name, and for images that must fit a place, their size in pixels. Answers the type the content is.
 */
export async function checkUpload(policy: UploadPolicy, upload: UploadedFile): Promise<CheckedUpload> {
  const pointer = `/${policy.fileField}`;
  const { body, fileName } = upload;
  if (body.length > policy.maxBytes) throw new AppError('upload.too_large', { detail: policy.messages.tooLarge, pointer });
  if (body.length === 0) throw new AppError('request.invalid', { detail: policy.messages.required, pointer });
  const unsupported = (detail: string) => new AppError('upload.unsupported', { detail, pointer });
  let type: { mime: string; ext: string } | null;
  if (policy.isText) type = (await isText(body)) ? (policy.types[0] ?? null) : null;
  else {
    const detected = await fileTypeFromBuffer(body);
    type = detected ? acceptedTypeOf(policy, detected.mime, fileName) : null;
  }
  if (!type) throw unsupported(policy.messages.type);
  if (checkUploadFileName(fileName)) throw unsupported(policy.messages.name);
  const checked = { body, fileName, mediaType: type.mime, ext: type.ext };
  if (policy.image) await checkImageRule(policy, policy.image, checked);
  return checked;
}
