import { checkChosenFile, signatureImageMaxBytes, signingMessages, typeRefusal, unreadableRefusal, uploadPolicies } from '@advice/domain';
import '@fontsource/yrsa/latin-500-italic.css';

/** The ink of drawn and typed signatures: a dark blue, as a pen would write. */
export const inkColour = '#14264a';
/** The typed signature's look: the practice's serif in italic, which the app serves itself. */
export const typedSignatureFont = 'italic 500 96px Yrsa';
/** An uploaded image is drawn at most this wide or high before it is sent. */
const uploadMaxSide = 1200;

export const signaturePolicy = uploadPolicies.signature;

/** The bytes a base64 data URL stands for, as the server counts them once decoded. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

function contextOf(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  return context;
}

/** A box of a canvas, in its own pixels. */
export type InkBounds = { left: number; top: number; right: number; bottom: number };

/** The part of `source` inside `bounds` (plus a margin) as a PNG data URL, so the signature fills its field. */
export function cropToPng(source: HTMLCanvasElement, bounds: InkBounds, margin: number): string {
  const left = Math.max(0, Math.floor(bounds.left - margin));
  const top = Math.max(0, Math.floor(bounds.top - margin));
  const width = Math.min(source.width, Math.ceil(bounds.right + margin)) - left;
  const height = Math.min(source.height, Math.ceil(bounds.bottom + margin)) - top;
  const crop = document.createElement('canvas');
  crop.width = Math.max(1, width);
  crop.height = Math.max(1, height);
  contextOf(crop).drawImage(source, left, top, width, height, 0, 0, width, height);
  return crop.toDataURL('image/png');
}

/** A typed name drawn in the signature font on a transparent PNG. */
export async function renderTypedSignature(name: string): Promise<string> {
  try {
    await document.fonts.load(typedSignatureFont, name);
  } catch {
    // The font could not load: the canvas falls back to the next serif italic, still a signature.
  }
  const canvas = document.createElement('canvas');
  const measure = contextOf(canvas);
  measure.font = typedSignatureFont;
  const width = Math.ceil(measure.measureText(name).width) + 48;
  canvas.width = Math.max(1, width);
  canvas.height = 150;
  const context = contextOf(canvas);
  context.font = typedSignatureFont;
  context.fillStyle = inkColour;
  context.textBaseline = 'middle';
  context.fillText(name, 24, canvas.height / 2);
  return canvas.toDataURL('image/png');
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/** Whether a file's first bytes are those of a PNG or a JPEG, whatever its name says. */
async function isPngOrJpeg(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || startsWith(head, [0xff, 0xd8, 0xff]);
}

/**
 * An uploaded signature image as a PNG data URL of at most `signatureImageMaxBytes`: checked by the policy
 * and its content, drawn on a canvas at most `uploadMaxSide` across, and smaller again until it fits.
 */
export async function uploadedSignatureToPng(file: File): Promise<{ dataUrl: string } | { problem: string }> {
  const problem = checkChosenFile(signaturePolicy, file);
  if (problem) return { problem };
  if (!(await isPngOrJpeg(file))) return { problem: typeRefusal(signaturePolicy, file.name, { ext: null }).detail };
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file);
  } catch {
    return { problem: unreadableRefusal(file.name).detail };
  }
  try {
    let scale = Math.min(1, uploadMaxSide / Math.max(image.width, image.height));
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(image.width * scale));
      canvas.height = Math.max(1, Math.round(image.height * scale));
      contextOf(canvas).drawImage(image, 0, 0, canvas.width, canvas.height);
      const dataUrl = canvas.toDataURL('image/png');
      if (dataUrlBytes(dataUrl) <= signatureImageMaxBytes) return { dataUrl };
      scale *= 0.7;
    }
    return { problem: signingMessages['signing.badImage'] };
  } finally {
    image.close();
  }
}
