import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * Roboto, as pdfmake ships it: a Unicode font with the Latin, Greek and Cyrillic letters names are written
 * in ("Zoë Ó Súilleabháin", "Łukasz"), which the PDF's built-in Helvetica cannot draw.
 */
export const robotoFiles = {
  normal: require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  bold: require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
  italics: require.resolve('pdfmake/fonts/Roboto/Roboto-Italic.ttf'),
  bolditalics: require.resolve('pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf'),
};

let regular: Promise<Buffer> | undefined;

function regularBytes(): Promise<Buffer> {
  regular ??= readFile(robotoFiles.normal);
  regular.catch(() => {
    regular = undefined;
  });
  return regular;
}

/** Embeds the Unicode font in the document (only the glyphs it uses). */
export async function embedUnicodeFont(document: PDFDocument): Promise<PDFFont> {
  document.registerFontkit(fontkit);
  return document.embedFont(await regularBytes(), { subset: true });
}
