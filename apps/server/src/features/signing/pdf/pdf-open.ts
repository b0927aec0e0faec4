import { PDFArray, PDFDict, PDFDocument, PDFInvalidObject, PDFName, PDFNumber, type PDFPage, PDFRawStream } from '@cantoo/pdf-lib';
import { PdfNotSignableError } from './signing-pdf.types.ts';

/** How far from the start the `%PDF-` header, and from the end the last `%%EOF`, may be (as Acrobat reads them). */
const markerWindow = 1024;

const pdfHeader = Buffer.from('%PDF-');
const pdfEnd = Buffer.from('%%EOF');

/** A rectangle in the page's default user space, normalised (left < right, bottom < top). */
export type Box = { left: number; bottom: number; right: number; top: number };

/** The rotations a viewer applies: the page's own /Rotate, as pdf.js normalises it. */
export type Rotation = 0 | 90 | 180 | 270;

/** What a viewer shows of a page: the visible box (CropBox within MediaBox) and the page's rotation. */
export type PageView = { box: Box; rotation: Rotation; shownWidth: number; shownHeight: number };

/** pdf.js's page size when a page has no usable MediaBox (US Letter). */
const letterBox: Box = { left: 0, bottom: 0, right: 612, top: 792 };

function hasMarkers(bytes: Uint8Array): { header: boolean; end: boolean } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = buffer.subarray(0, markerWindow).indexOf(pdfHeader) !== -1;
  const end = buffer.subarray(Math.max(0, buffer.length - markerWindow)).lastIndexOf(pdfEnd) !== -1;
  return { header, end };
}

const isXrefOrObjectStream = (dict: PDFDict) => ['XRef', 'ObjStm'].some((type) => dict.get(PDFName.of('Type')) === PDFName.of(type));
const isEncryptionDict = (dict: PDFDict) =>
  dict.get(PDFName.of('Filter')) === PDFName.of('Standard') && dict.has(PDFName.of('O')) && dict.has(PDFName.of('U'));
const invalidObjectText = (object: PDFInvalidObject) => {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return Buffer.from(bytes).toString('latin1');
};

/**
 * What a decrypted file keeps of its encryption (pdf-lib's fork leaves them as objects): the encryption
 * dictionary, the object and cross-reference streams it read from (the latter naming /Encrypt). Saved, they
 * would make the new file look encrypted again.
 */
function dropEncryptionLeftovers(document: PDFDocument): void {
  const objects = document.context.enumerateIndirectObjects();
  if (!objects.some(([, object]) => object instanceof PDFDict && isEncryptionDict(object))) return;
  for (const [ref, object] of objects) {
    const leftover =
      (object instanceof PDFDict && isEncryptionDict(object)) ||
      (object instanceof PDFRawStream && isXrefOrObjectStream(object.dict)) ||
      (object instanceof PDFInvalidObject && /\/Type\s*\/XRef\b/u.test(invalidObjectText(object)));
    if (leftover) document.context.delete(ref);
  }
}

/**
 * Opens a PDF to stamp or measure. A file whose owner password only restricts editing opens (its user
 * password is empty, as in every viewer); one that needs a password to open, a damaged or truncated one, and
 * one without pages are refused with PdfNotSignableError.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocument> {
  const markers = hasMarkers(bytes);
  if (!markers.header) throw new PdfNotSignableError('notPdf');
  if (!markers.end) throw new PdfNotSignableError('damaged');
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { password: '', updateMetadata: false });
  } catch (error) {
    const needsPassword = error instanceof Error && /PASSWORD/u.test(error.message);
    throw new PdfNotSignableError(needsPassword ? 'password' : 'damaged', { cause: error });
  }
  if (document.isEncrypted) throw new PdfNotSignableError('password');
  dropEncryptionLeftovers(document);
  let pages: PDFPage[];
  try {
    pages = document.getPages();
  } catch (error) {
    throw new PdfNotSignableError('damaged', { cause: error });
  }
  if (pages.length === 0) throw new PdfNotSignableError('noPages');
  return document;
}

function numberAt(page: PDFPage, array: PDFArray, index: number): number | undefined {
  const value = page.doc.context.lookup(array.get(index));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}

/** A page's box (MediaBox, CropBox; inherited from the page tree), normalised; undefined when missing or empty. */
function boxOf(page: PDFPage, name: 'MediaBox' | 'CropBox'): Box | undefined {
  const array = page.doc.context.lookup(page.node.getInheritableAttribute(PDFName.of(name)));
  if (!(array instanceof PDFArray) || array.size() !== 4) return undefined;
  const [x1, y1, x2, y2] = [0, 1, 2, 3].map((index) => numberAt(page, array, index));
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return undefined;
  const box = { left: Math.min(x1, x2), bottom: Math.min(y1, y2), right: Math.max(x1, x2), top: Math.max(y1, y2) };
  return box.right > box.left && box.top > box.bottom ? box : undefined;
}

function intersect(a: Box, b: Box): Box | undefined {
  const box = {
    left: Math.max(a.left, b.left),
    bottom: Math.max(a.bottom, b.bottom),
    right: Math.min(a.right, b.right),
    top: Math.min(a.top, b.top),
  };
  return box.right > box.left && box.top > box.bottom ? box : undefined;
}

/** The page's /Rotate as a viewer applies it: a multiple of 90 in 0–270; anything else counts as 0. */
function rotationOf(page: PDFPage): Rotation {
  const value = page.doc.context.lookup(page.node.getInheritableAttribute(PDFName.of('Rotate')));
  const degrees = value instanceof PDFNumber ? value.asNumber() : 0;
  if (!Number.isInteger(degrees) || degrees % 90 !== 0) return 0;
  return (((degrees % 360) + 360) % 360) as Rotation;
}

/** What pdf.js shows of a page: the CropBox clipped to the MediaBox (else the MediaBox), turned by /Rotate. */
export function pageViewOf(page: PDFPage): PageView {
  const media = boxOf(page, 'MediaBox') ?? letterBox;
  const crop = boxOf(page, 'CropBox');
  const box = (crop && intersect(crop, media)) ?? media;
  const rotation = rotationOf(page);
  const width = box.right - box.left;
  const height = box.top - box.bottom;
  const turned = rotation === 90 || rotation === 270;
  return { box, rotation, shownWidth: turned ? height : width, shownHeight: turned ? width : height };
}

/**
 * A point given in points from the top left corner of the page as shown (x to the right, y down) in the
 * page's own user space, where it is drawn.
 */
export function userSpacePoint(view: PageView, shownX: number, shownY: number): { x: number; y: number } {
  const { box } = view;
  switch (view.rotation) {
    case 90:
      return { x: box.left + shownY, y: box.bottom + shownX };
    case 180:
      return { x: box.right - shownX, y: box.bottom + shownY };
    case 270:
      return { x: box.right - shownY, y: box.top - shownX };
    default:
      return { x: box.left + shownX, y: box.top - shownY };
  }
}
