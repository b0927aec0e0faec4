import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import type { PageSize } from './pdf-viewer.page.tsx';
import { loadPdfJs, openPdf, type PdfJs } from './pdf-viewer.pdfjs.ts';
import type { ViewerAction, ViewerState } from './pdf-viewer.state.ts';

export type LoadedPdf = { pdfjs: PdfJs; doc: PDFDocumentProxy; sizes: PageSize[] };

type Callbacks = { onLoad?: ((info: { pageCount: number }) => void) | undefined; onError?: ((error: Error) => void) | undefined };

async function readPageSizes(doc: PDFDocumentProxy): Promise<PageSize[]> {
  const pages = await Promise.all(Array.from({ length: doc.numPages }, (_, index) => doc.getPage(index + 1)));
  return pages.map((page) => {
    const { width, height } = page.getViewport({ scale: 1 });
    return { width, height };
  });
}

/**
 * Loads the document at `url` through pdf.js and reports progress, password requests, success and
 * failure to the viewer's reducer. A password entered in the viewer reaches pdf.js through `attempt`.
 */
export function usePdfDocument(state: ViewerState, dispatch: Dispatch<ViewerAction>, callbacks: Callbacks): LoadedPdf | null {
  const [loaded, setLoaded] = useState<LoadedPdf | null>(null);
  const givePassword = useRef<((password: string) => void) | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const { url } = state;

  useEffect(() => {
    let isCurrent = true;
    let destroy = () => {};
    setLoaded(null);
    givePassword.current = null;
    void (async () => {
      const pdfjs = await loadPdfJs();
      if (!isCurrent) return;
      const task = openPdf(pdfjs, url);
      destroy = () => void task.destroy();
      task.onProgress = ({ loaded: received, total }: { loaded: number; total: number }) => {
        if (isCurrent) dispatch({ type: 'progressed', loaded: received, total });
      };
      task.onPassword = (update: (password: string) => void, reason: number) => {
        if (!isCurrent) return;
        givePassword.current = update;
        dispatch({ type: 'passwordRequested', isIncorrect: reason === pdfjs.PasswordResponses.INCORRECT_PASSWORD });
      };
      const doc = await task.promise;
      const sizes = await readPageSizes(doc);
      if (!isCurrent) return;
      setLoaded({ pdfjs, doc, sizes });
      dispatch({ type: 'loaded', pageCount: doc.numPages });
      latest.current.onLoad?.({ pageCount: doc.numPages });
    })().catch((failure: unknown) => {
      if (!isCurrent) return;
      const error = failure instanceof Error ? failure : new Error(String(failure));
      dispatch({ type: 'failed' });
      latest.current.onError?.(error);
    });
    return () => {
      isCurrent = false;
      destroy();
    };
  }, [url, dispatch]);

  const { attempt, lastTried } = state.password;
  useEffect(() => {
    if (attempt > 0 && lastTried !== null) givePassword.current?.(lastTried);
  }, [attempt, lastTried]);

  return loaded;
}
