import { openPdf, pageViewOf } from './pdf-open.ts';
import type { PdfPageInfo } from './signing-pdf.types.ts';

/** The pages of a PDF (size in points as the viewer shows it, with the page's own rotation applied). Throws PdfNotSignableError. */
export async function readPdfPages(pdf: Uint8Array): Promise<PdfPageInfo[]> {
  const document = await openPdf(pdf);
  return document.getPages().map((page) => {
    const view = pageViewOf(page);
    return { width: view.shownWidth, height: view.shownHeight, rotation: view.rotation };
  });
}
