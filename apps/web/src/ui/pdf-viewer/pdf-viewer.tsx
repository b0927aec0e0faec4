import { type KeyboardEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../icons.tsx';
import type { PdfFormProps } from './pdf-viewer.form.tsx';
import { cssPixelsPerPoint, type PageOverlayRenderer } from './pdf-viewer.page.tsx';
import { PdfPages } from './pdf-viewer.pages.tsx';
import { PdfPasswordForm } from './pdf-viewer.password.tsx';
import { printDocument } from './pdf-viewer.print.ts';
import { createViewerState, fitZoom, viewerReducer } from './pdf-viewer.state.ts';
import { PdfToolbar, type ToolbarCommands } from './pdf-viewer.toolbar.tsx';
import { type LoadedPdf, usePdfDocument } from './use-pdf-document.ts';
import './pdf-viewer.css';

export type PdfViewerProps = {
  /** Same-origin URL of the PDF; the session cookie goes with the request. */
  url: string;
  /** Accessible name of the viewer, shown in its toolbar. */
  title: string;
  /** File name for the download button; defaults to the title. */
  downloadName?: string;
  /** Called once the document has loaded. */
  onLoad?: (info: { pageCount: number }) => void;
  onError?: (error: Error) => void;
  /**
   * Laid over each page at its shown size (signing fields placed or filled on it); while it is given, the
   * pages cannot be turned, so what lies over them stays where it belongs.
   */
  renderPageOverlay?: PageOverlayRenderer;
  /** An editable PDF's form (spec 2 §2.3: the editablePdf flag and an editable viewer): filled over its pages. */
  form?: PdfFormProps;
};

function fileNameFor(title: string, downloadName: string | undefined): string {
  const name = (downloadName ?? title).replace(/[\\/:*?"<>|]+/gu, ' ').trim() || 'document';
  return /\.pdf$/iu.test(name) ? name : `${name}.pdf`;
}

async function downloadOriginal(loaded: LoadedPdf, fileName: string): Promise<void> {
  const bytes = await loaded.doc.getData();
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const isTypingIn = (target: EventTarget): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Shows a PDF with page navigation, zoom, rotation, print, full screen and download (spec 2 §2.3). */
export function PdfViewer({ url, title, downloadName, onLoad, onError, renderPageOverlay, form }: PdfViewerProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(viewerReducer, url, createViewerState);
  const root = useRef<HTMLElement>(null);
  const pagesBox = useRef<HTMLDivElement>(null);
  const [isPrinting, setIsPrinting] = useState(false);

  useEffect(() => dispatch({ type: 'urlChanged', url }), [url]);
  const loaded = usePdfDocument(state, dispatch, { onLoad, onError });

  useEffect(() => {
    const onChange = () => dispatch({ type: 'fullScreenChanged', isFullScreen: document.fullscreenElement === root.current });
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const goToPage = useCallback((page: number) => dispatch({ type: 'pageRequested', page }), []);

  /** The zoom at which page `pageNumber` fills the view's width, or null before the pages show. */
  const widthFittingZoom = (pageNumber: number): number | null => {
    const box = pagesBox.current;
    const size = loaded?.sizes[pageNumber - 1];
    if (!box || !size) return null;
    const styles = getComputedStyle(box);
    const room = box.clientWidth - Number.parseFloat(styles.paddingLeft) - Number.parseFloat(styles.paddingRight);
    const pageWidth = (state.rotation % 180 === 90 ? size.height : size.width) * cssPixelsPerPoint;
    return fitZoom(room, pageWidth);
  };

  // A document whose first page is wider than the view (on a phone, or beside a panel) opens fitted to its
  // width, so nobody starts by scrolling sideways; one that fits opens at 100 %.
  const fittedUrl = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document, when its pages first show.
  useEffect(() => {
    if (!loaded || fittedUrl.current === state.url) return;
    fittedUrl.current = state.url;
    const zoom = widthFittingZoom(1);
    if (zoom !== null && zoom < state.zoom) dispatch({ type: 'zoomFitted', zoom });
  }, [loaded]);

  const commands: ToolbarCommands = {
    onPreviousPage: () => dispatch({ type: 'previousPage' }),
    onNextPage: () => dispatch({ type: 'nextPage' }),
    onPageEntered: (value) => dispatch({ type: 'pageEntered', value }),
    onZoomOut: () => dispatch({ type: 'zoomedOut' }),
    onZoomIn: () => dispatch({ type: 'zoomedIn' }),
    onFit: () => {
      const zoom = widthFittingZoom(state.page);
      if (zoom !== null) dispatch({ type: 'zoomFitted', zoom });
    },
    onRotate: renderPageOverlay ? undefined : () => dispatch({ type: 'rotated' }),
    onPrint: () => {
      if (!loaded) return;
      setIsPrinting(true);
      printDocument(loaded.doc)
        .catch((error: unknown) => console.warn('pdf print failed', error))
        .finally(() => setIsPrinting(false));
    },
    onFullScreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void root.current?.requestFullscreen();
    },
    onDownload: () => {
      if (loaded) void downloadOriginal(loaded, fileNameFor(title, downloadName));
    },
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && document.fullscreenElement === root.current) {
      // Leaves full screen only; a dialog around the viewer stays open.
      event.preventDefault();
      event.stopPropagation();
      void document.exitFullscreen();
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !isTypingIn(event.target) && !event.altKey) {
      event.preventDefault();
      dispatch({ type: event.key === 'ArrowLeft' ? 'previousPage' : 'nextPage' });
    }
  };

  return (
    <section ref={root} className="pdf-viewer" aria-label={title} onKeyDown={onKeyDown}>
      <PdfToolbar title={title} state={state} isPrinting={isPrinting} commands={commands} />
      {state.status === 'ready' && loaded ? (
        <PdfPages
          ref={pagesBox}
          title={title}
          loaded={loaded}
          state={state}
          dispatch={dispatch}
          onGoToPage={goToPage}
          renderPageOverlay={renderPageOverlay}
          form={form}
        />
      ) : (
        <div className="pdf-viewer__message">
          {state.status === 'loading' ? (
            <div role="status" className="pdf-viewer__loading">
              <span className="ui-spinner" aria-hidden="true" />
              <span>
                {state.progress === null
                  ? t('pdfViewer.loading')
                  : t('pdfViewer.loadingPercent', { percent: Math.round(state.progress * 100) })}
              </span>
            </div>
          ) : null}
          {state.status === 'password' || state.status === 'checkingPassword' ? (
            <PdfPasswordForm key={state.url} state={state} onSubmit={(password) => dispatch({ type: 'passwordSubmitted', password })} />
          ) : null}
          {state.status === 'error' ? (
            <p role="alert" className="pdf-viewer__error">
              <AlertIcon />
              <span>{t('shared.pdfError')}</span>
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
