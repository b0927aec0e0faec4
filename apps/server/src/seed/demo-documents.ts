import { defaultColourScheme, todayIso } from '@advice/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { formatLetterDate, toPrintableText } from '../features/people/client-letter.pdf.ts';

/** What one demo document says: its heading, paragraphs under subheadings, and the fields of a form the reader fills in. */
export type DemoDocumentContent = {
  title: string;
  sections: { heading?: string; paragraphs: string[] }[];
  /** Text fields (label and field name) drawn after the text: the document is a PDF form. */
  formFields?: { label: string; name: string }[];
};

/** Who a demo document is from and for, as its letterhead says. */
export type DemoLetterhead = {
  practice: string;
  preparedFor: string;
  preparedBy: string;
  /** The band's colour, as #rrggbb; the practice's main colour unless given. */
  colour?: string;
};

const a4: [number, number] = [595.28, 841.89];
const margin = 56;
const bandHeight = 64;
const textWidth = a4[0] - 2 * margin;

function colourOf(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

const accent = colourOf(defaultColourScheme.accent);
const ink = colourOf(defaultColourScheme.textDark);
const muted = rgb(0.4, 0.42, 0.47);

/** The words of a paragraph broken into lines that fit the width in the font at the size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/u)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont };
type Colour = ReturnType<typeof rgb>;

/** Writes pages top to bottom, starting a new page (with the letterhead's band) when one is full. */
function pageWriter(document: PDFDocument, fonts: Fonts, letterhead: DemoLetterhead) {
  const top = a4[1] - bandHeight - 40;
  const band = colourOf(letterhead.colour ?? defaultColourScheme.main);
  const addPage = (): PDFPage => {
    const page = document.addPage(a4);
    page.drawRectangle({ x: 0, y: a4[1] - bandHeight, width: a4[0], height: bandHeight, color: band });
    page.drawText(toPrintableText(letterhead.practice), {
      x: margin,
      y: a4[1] - bandHeight / 2 - 6,
      size: 16,
      font: fonts.bold,
      color: rgb(1, 1, 1),
    });
    return page;
  };
  let page = addPage();
  let y = top;
  /** Room for `height` points on this page, or a new page. */
  const ensure = (height: number) => {
    if (y - height >= margin + 24) return;
    page = addPage();
    y = top;
  };
  const text = (words: string, options: { size: number; bold?: boolean; colour?: Colour; after?: number }) => {
    const font = options.bold ? fonts.bold : fonts.regular;
    const leading = options.size * 1.45;
    for (const line of wrap(toPrintableText(words), font, options.size, textWidth)) {
      ensure(leading);
      y -= leading;
      page.drawText(line, { x: margin, y, size: options.size, font, color: options.colour ?? ink });
    }
    y -= options.after ?? 0;
  };
  return {
    text,
    rule: () => {
      ensure(16);
      y -= 8;
      page.drawLine({ start: { x: margin, y }, end: { x: a4[0] - margin, y }, thickness: 1, color: accent });
      y -= 8;
    },
    field: (label: string, name: string) => {
      ensure(56);
      text(label, { size: 10, colour: muted, after: 4 });
      y -= 24;
      const field = document.getForm().createTextField(name);
      field.addToPage(page, { x: margin, y, width: textWidth * 0.7, height: 22, borderColor: muted, borderWidth: 1 });
      y -= 14;
    },
    /** Numbers every page at its foot, with the practice's name. */
    footers: () => {
      const pages = document.getPages();
      pages.forEach((each, index) => {
        const words = toPrintableText(`${letterhead.practice} · Page ${index + 1} of ${pages.length}`);
        each.drawText(words, { x: margin, y: margin - 20, size: 8, font: fonts.regular, color: muted });
      });
    },
  };
}

/**
 * A small, real PDF for the demo's cases: the practice's band and name, the title, whom it was prepared for
 * and by whom, its text, and, for a form, the fields the reader fills in the viewer.
 */
export async function makeDemoPdf(content: DemoDocumentContent, letterhead: DemoLetterhead): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(toPrintableText(content.title));
  document.setAuthor(toPrintableText(letterhead.practice));
  const fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  const writer = pageWriter(document, fonts, letterhead);
  writer.text(content.title, { size: 20, bold: true, after: 6 });
  writer.text(`Prepared for ${letterhead.preparedFor} by ${letterhead.preparedBy}, ${formatLetterDate(todayIso())}`, {
    size: 10,
    colour: muted,
  });
  writer.rule();
  for (const section of content.sections) {
    if (section.heading) writer.text(section.heading, { size: 13, bold: true, after: 2 });
    for (const paragraph of section.paragraphs) writer.text(paragraph, { size: 11, after: 8 });
  }
  for (const field of content.formFields ?? []) writer.field(field.label, field.name);
  writer.footers();
  return Buffer.from(await document.save());
}
