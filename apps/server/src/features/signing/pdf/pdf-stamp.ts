import { createHash } from 'node:crypto';
import { degrees, type PDFDocument, type PDFFont, type PDFImage, PDFName, type PDFPage, PDFTextField, rgb } from '@cantoo/pdf-lib';
import { embedUnicodeFont } from './pdf-fonts.ts';
import { openPdf, type PageView, pageViewOf, userSpacePoint } from './pdf-open.ts';
import type { StampItem } from './signing-pdf.types.ts';

/** A box in points on the page as shown: from its top left corner, x to the right, y down. */
type ShownBox = { left: number; top: number; width: number; height: number };

/** Text stamped into a tall box stays at the size of handwriting on a form, not a headline. */
const textSizeMax = 24;
/** The share of a box's height the text's letters (ascender to descender) take. */
const textHeightShare = 0.8;
const ink = rgb(0.08, 0.1, 0.16);

const isPng = (bytes: Uint8Array) => bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** Embeds each distinct image once, however many placements show it (a signer's signature on every page). */
function imageEmbedder(document: PDFDocument): (bytes: Uint8Array) => Promise<PDFImage> {
  const embedded = new Map<string, Promise<PDFImage>>();
  return (bytes) => {
    const key = createHash('sha256').update(bytes).digest('hex');
    let image = embedded.get(key);
    if (!image) {
      if (isPng(bytes)) image = document.embedPng(bytes);
      else if (isJpeg(bytes)) image = document.embedJpg(bytes);
      else throw new TypeError('A signature image must be a PNG or a JPEG.');
      embedded.set(key, image);
    }
    return image;
  };
}

/** The Unicode font, embedded at the first need of it. */
function fontLoader(document: PDFDocument): () => Promise<PDFFont> {
  let font: Promise<PDFFont> | undefined;
  return () => {
    font ??= embedUnicodeFont(document);
    return font;
  };
}

function shownBoxOf(item: StampItem, view: PageView): ShownBox {
  return {
    left: item.x * view.shownWidth,
    top: item.y * view.shownHeight,
    width: item.width * view.shownWidth,
    height: item.height * view.shownHeight,
  };
}

/** The image as large as fits in the box, its proportions kept, centred. */
function drawSignature(page: PDFPage, view: PageView, box: ShownBox, image: PDFImage): void {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const origin = userSpacePoint(view, box.left + (box.width - width) / 2, box.top + (box.height + height) / 2);
  page.drawImage(image, { ...origin, width, height, rotate: degrees(view.rotation) });
}

/** One line the font can draw: line breaks and control characters become spaces, a letter it lacks its base letter or '?'. */
function drawableLine(text: string, font: PDFFont): string {
  const characters = new Set(font.getCharacterSet());
  const has = (char: string) => [...char].every((c) => characters.has(c.codePointAt(0) ?? 0));
  let line = '';
  for (const char of text.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')) {
    if (has(char)) line += char;
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      line += base !== '' && has(base) ? base : '?';
    }
  }
  return line.trim();
}

/** The text on one line, sized to the box's height and shrunk to its width, left aligned and centred vertically. */
function drawText(page: PDFPage, view: PageView, box: ShownBox, text: string, font: PDFFont): void {
  const line = drawableLine(text, font);
  if (line === '') return;
  const inset = Math.min(box.height * 0.1, 4);
  const room = Math.max(box.width - 2 * inset, 1);
  let size = Math.min(textSizeMax, (box.height * textHeightShare) / font.heightAtSize(1));
  const width = font.widthOfTextAtSize(line, size);
  if (width > room) size *= room / width;
  const letters = font.heightAtSize(size);
  const descent = letters - font.heightAtSize(size, { descender: false });
  const origin = userSpacePoint(view, box.left + inset, box.top + (box.height + letters) / 2 - descent);
  page.drawText(line, { ...origin, size, font, color: ink, rotate: degrees(view.rotation) });
}

/**
 * Makes the form's values part of the pages and removes the form. Each text field holding a value, and each
 * field without an appearance, is drawn afresh from its value with the Unicode font first: an appearance
 * made with a built-in font shows '?' for a letter like 'Ł', and the value is what the signer typed. A
 * field that cannot be drawn keeps the appearance it has.
 */
async function flattenForm(document: PDFDocument, font: () => Promise<PDFFont>): Promise<void> {
  if (!document.catalog.has(PDFName.of('AcroForm'))) return;
  const form = document.getForm();
  const fields = form.getFields();
  for (const field of fields) if (field instanceof PDFTextField && (field.getText() ?? '') !== '') form.markFieldAsDirty(field.ref);
  for (const field of fields) {
    if (!field.needsAppearancesUpdate()) continue;
    try {
      field.defaultUpdateAppearances(await font());
    } catch {
      // Its own appearance, if any, is what the viewer showed.
    }
  }
  form.flatten({ updateFieldAppearances: false });
  document.catalog.delete(PDFName.of('AcroForm'));
}

/** Stamps every item and flattens any form fields; answers the new PDF (not yet sealed). Throws PdfNotSignableError. */
export async function stampPdf(original: Uint8Array, items: readonly StampItem[]): Promise<Uint8Array> {
  const document = await openPdf(original);
  const pages = document.getPages();
  const imageOf = imageEmbedder(document);
  const font = fontLoader(document);
  for (const item of items) {
    const page = pages[item.page - 1];
    if (!page) throw new RangeError(`Page ${item.page} is not in the document (it has ${pages.length}).`);
    const view = pageViewOf(page);
    const box = shownBoxOf(item, view);
    if (item.kind === 'signature') drawSignature(page, view, box, await imageOf(item.image));
    else drawText(page, view, box, item.text, await font());
  }
  await flattenForm(document, font);
  return document.save();
}
