import type { PDFDocumentLoadingTask } from 'pdfjs-dist';

export type PdfJs = typeof import('pdfjs-dist');

/** Where the build puts pdf.js's character maps, standard fonts and image decoders (see vite.config.ts). */
const assetsBase = `${import.meta.env.BASE_URL}pdfjs/`;

let loading: Promise<PdfJs> | null = null;

/** pdf.js and its worker, fetched from our own origin the first time a viewer is shown. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  return loading;
}

/**
 * Starts loading a document. pdf.js 6 no longer compiles anything with eval (the old `isEvalSupported`
 * switch is gone), and its WebAssembly is off because our CSP allows no wasm compilation: it uses its
 * plain JavaScript decoders instead. Scripting stays off: no sandbox is loaded and no document script runs.
 */
export function openPdf(pdfjs: PdfJs, url: string): PDFDocumentLoadingTask {
  return pdfjs.getDocument({
    url,
    cMapUrl: `${assetsBase}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assetsBase}standard_fonts/`,
    wasmUrl: `${assetsBase}wasm/`,
    useWasm: false,
    enableXfa: false,
    disableWorkerRendering: true,
  });
}
