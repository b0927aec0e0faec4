import { AppError, type SignatureInput, type SignatureMode, signatureImageMaxBytes, signingMessages } from '@advice/domain';
import sharp from 'sharp';
import type { Runtime } from '../../runtime.ts';
import { readStoredFile } from '../files/stored-files.ts';
import type { UserRow } from '../users/users.queries.ts';

/** A signature as it is stamped: the image's bytes and how it was given. */
export type SignatureImage = { image: Buffer; mode: SignatureMode };

/** The most pixels a signature image may hold once decoded: a generous signature, far below a decompression bomb. */
const maxPixels = 4_000 * 2_000;
const dataUrl = /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/u;

const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** The refusal of an image that is not a PNG or JPEG, is too large, or cannot be read, at the field it came in. */
export const badImage = (pointer: string) => new AppError('rule.violated', { detail: signingMessages['signing.badImage'], pointer });

/** A PNG or JPEG by its magic bytes that decodes to a picture of a sensible size, else 422 at the field. */
async function checkedImage(bytes: Buffer, pointer: string): Promise<Buffer> {
  if (!isPng(bytes) && !isJpeg(bytes)) throw badImage(pointer);
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.width * meta.height > maxPixels) throw badImage(pointer);
  return bytes;
}

/**
 * The image a signature stands for: drawn, typed (only with the practice's typeToSign flag) or uploaded, as a
 * data URL of at most {@link signatureImageMaxBytes} decoded; or the signer's saved signature from their
 * account settings. Refusals are 422 at the field's pointer.
 */
export async function signatureImageOf(
  runtime: Runtime,
  input: { signature: SignatureInput; pointer: string; user: UserRow | null; isTypeToSignOn: boolean },
): Promise<SignatureImage> {
  const { signature, pointer, user } = input;
  if (signature.mode === 'useSaved') {
    const saved = user?.signatureFileId ? await readStoredFile(runtime, { practiceId: user.practiceId, id: user.signatureFileId }) : null;
    if (!saved) throw new AppError('rule.violated', { detail: signingMessages['signing.noSavedSignature'], pointer });
    return { image: await checkedImage(saved.body, pointer), mode: 'useSaved' };
  }
  if (signature.mode === 'type' && !input.isTypeToSignOn)
    throw new AppError('rule.violated', { detail: signingMessages['signing.typeToSignOff'], pointer });
  const base64 = dataUrl.exec(signature.image.replace(/\s+/gu, ''))?.[1];
  if (!base64 || (base64.length * 3) / 4 > signatureImageMaxBytes + 3) throw badImage(pointer);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > signatureImageMaxBytes) throw badImage(pointer);
  return { image: await checkedImage(bytes, pointer), mode: signature.mode };
}
