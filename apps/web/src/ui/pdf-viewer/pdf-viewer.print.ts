import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Pages are drawn for paper at 150 dots per inch: sharp on paper, light on memory. */
const printScale = 150 / 72;

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('page image failed'))), 'image/png');
  });
}

async function drawPageImage(doc: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: printScale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport, intent: 'print', background: '#ffffff' }).promise;
  const url = URL.createObjectURL(await canvasToBlob(canvas));
  canvas.width = 0;
  canvas.height = 0;
  return url;
}

let clearLastPrint = () => {};

/**
 * Prints the document's pages, as the document has them (the viewer's rotation is for reading on
 * screen). The app's CSP lets no PDF plug-in or blob frame load, so the pages go to the browser's print
 * dialog as images in a layer that only print media shows (see pdf-viewer.css).
 */
export async function printDocument(doc: PDFDocumentProxy): Promise<void> {
  clearLastPrint();
  const urls: string[] = [];
  const layer = document.createElement('div');
  layer.className = 'pdf-print';
  const clear = () => {
    document.body.classList.remove('pdf-printing');
    layer.remove();
    for (const url of urls.splice(0)) URL.revokeObjectURL(url);
  };
  clearLastPrint = clear;
  try {
    for (let pageNumber = 1; pageNumber <= doc.numPages; pageNumber += 1) {
      const url = await drawPageImage(doc, pageNumber);
      urls.push(url);
      const image = document.createElement('img');
      image.src = url;
      image.alt = '';
      layer.append(image);
    }
    document.body.append(layer);
    await Promise.all([...layer.querySelectorAll('img')].map((image) => image.decode()));
  } catch (error) {
    clear();
    throw error;
  }
  document.body.classList.add('pdf-printing');
  // The layer stays until the print dialog is done with it (print() may return before then).
  window.addEventListener('afterprint', clear, { once: true });
  window.print();
}
