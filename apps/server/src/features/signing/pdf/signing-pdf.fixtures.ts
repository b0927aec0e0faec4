import { degrees, PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';

/**
 * PDFs and images for the PDF engine's tests and benchmark, made in code rather than kept as binaries.
 */

export type PageSpec = {
  /** [width, height] of the MediaBox in points; A4 portrait unless given. */
  size?: [number, number];
  /** The MediaBox's lower left corner, when not at the origin. */
  origin?: [number, number];
  /** A CropBox [left, bottom, right, top], when the page has one. */
  cropBox?: [number, number, number, number];
  rotate?: number;
  /** A line of text written at the page's top left, to tell pages apart. */
  label?: string;
};

export const a4: [number, number] = [595.28, 841.89];

/** A PDF with the pages described (each a plain page with a label). */
export async function makePdf(pages: PageSpec[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const helvetica = await document.embedFont(StandardFonts.Helvetica);
  pages.forEach((spec, index) => {
    const [width, height] = spec.size ?? a4;
    const [x, y] = spec.origin ?? [0, 0];
    const page = document.addPage([width, height]);
    page.setMediaBox(x, y, width, height);
    if (spec.cropBox) {
      const [left, bottom, right, top] = spec.cropBox;
      page.setCropBox(left, bottom, right - left, top - bottom);
    }
    if (spec.rotate) page.setRotation(degrees(spec.rotate));
    page.drawText(spec.label ?? `Page ${index + 1}`, { x: x + 40, y: y + height - 60, size: 14, font: helvetica });
  });
  return document.save();
}

/** A one-page PDF with a text field (holding a value) and a ticked checkbox. */
export async function makeFormPdf(value: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage(a4);
  const form = document.getForm();
  const text = form.createTextField('policy.number');
  text.setText(value);
  text.addToPage(page, { x: 60, y: 700, width: 240, height: 24 });
  const box = form.createCheckBox('consent');
  box.check();
  box.addToPage(page, { x: 60, y: 650, width: 16, height: 16 });
  return document.save();
}

/** A PDF that needs a password to open (its user password is set). */
export async function makeLockedPdf(userPassword: string, ownerPassword: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage(a4).drawText('Locked', { x: 40, y: 780 });
  document.encrypt({ userPassword, ownerPassword });
  return document.save();
}

/** A signature-like image: a dark stroke on a transparent (PNG) or white (JPEG) ground, `width` by `height` pixels. */
export async function makeSignatureImage(format: 'png' | 'jpeg', width = 300, height = 100): Promise<Uint8Array> {
  const stroke = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M10 ${height * 0.7} C ${width * 0.3} 0, ${width * 0.5} ${height}, ${width - 10} ${height * 0.3}" stroke="#1a2a6c" stroke-width="6" fill="none"/></svg>`;
  const image = sharp(Buffer.from(stroke));
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.flatten({ background: '#ffffff' }).jpeg().toBuffer();
  return new Uint8Array(bytes);
}

/** A well-formed PDF whose page tree holds no page (pdf-lib adds a blank page to one it saves, so it is written by hand). */
export function makePagelessPdf(): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
