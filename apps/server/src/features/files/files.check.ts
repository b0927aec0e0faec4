import {
  type AcceptedType,
  AppError,
  acceptedTypeOf,
  emptyRefusal,
  type FilePolicy,
  type ImageRule,
  imageSizeRefusal,
  nameRefusal,
  tooLargeRefusal,
  typeRefusal,
  type UploadPolicy,
  type UploadRefusal,
  unreadableRefusal,
  uploadRefusalCodes,
} from '@advice/domain';
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

/** The API error of a refused upload: its reason's code and status, its sentence, and the form field it names. */
export function uploadRefused(policy: Pick<UploadPolicy, 'fileField'>, refusal: UploadRefusal): AppError {
  return new AppError(uploadRefusalCodes[refusal.reason], { detail: refusal.detail, pointer: `/${policy.fileField}` });
}

/** An image of an accepted type whose pixels cannot be read (found when it is decoded or re-encoded). */
export function unreadableUpload(policy: Pick<UploadPolicy, 'fileField'>, fileName: string): AppError {
  return uploadRefused(policy, unreadableRefusal(fileName));
}

async function checkImageRule(policy: FilePolicy, rule: ImageRule, upload: CheckedUpload): Promise<void> {
  const size = await imageSizeOf(upload.body, upload.mediaType);
  if (!size) throw unreadableUpload(policy, upload.fileName);
  const problem = imageSizeRefusal(rule, upload.fileName, size);
  if (problem) throw uploadRefused(policy, problem);
}

/** What the content is by its magic bytes (or, for a text format, whether it is text), and the accepted type that makes it. */
async function typeOfContent(
  policy: FilePolicy,
  body: Buffer,
  fileName: string,
): Promise<{ accepted: AcceptedType | null; ext: string | null }> {
  if (policy.isText)
    return (await isText(body))
      ? { accepted: policy.types[0] ?? null, ext: null }
      : { accepted: null, ext: (await fileTypeFromBuffer(body))?.ext ?? null };
  const detected = await fileTypeFromBuffer(body);
  return { accepted: detected ? acceptedTypeOf(policy, detected.mime, fileName) : null, ext: detected?.ext ?? null };
}

/**
 * The one check of an uploaded file against its purpose's policy, after the form is read and before
 * anything is stored, in the order the browser checks it early: its size, that it holds something, its
 * name, its type by content (magic bytes, whatever its name or the browser claims), and for images that
 * must fit a place, their size in pixels. Each refusal is its own reason (`uploadRefusalCodes`) naming
 * the file. Answers the type the content is.
 */
export async function checkUpload(policy: FilePolicy, upload: UploadedFile): Promise<CheckedUpload> {
  const { body, fileName } = upload;
  const file = { name: fileName, size: body.length };
  if (body.length > policy.maxBytes) throw uploadRefused(policy, tooLargeRefusal(policy, file));
  if (body.length === 0) throw uploadRefused(policy, emptyRefusal(file));
  const byName = nameRefusal(policy, fileName);
  if (byName) throw uploadRefused(policy, byName);
  const content = await typeOfContent(policy, body, fileName);
  if (!content.accepted) throw uploadRefused(policy, typeRefusal(policy, fileName, { ext: content.ext }));
  const checked = { body, fileName, mediaType: content.accepted.mime, ext: content.accepted.ext };
  if (policy.image) await checkImageRule(policy, policy.image, checked);
  return checked;
}
