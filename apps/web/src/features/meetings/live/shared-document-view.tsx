import { nextRotation, type SharedDocumentView, type SketchStroke } from '@advice/domain';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../ui/icons.tsx';
import { Button, Spinner } from '../../../ui/index.ts';
import { cssPixelsPerPoint, displaySize, PdfPage } from '../../../ui/pdf-viewer/pdf-viewer.page.tsx';
import { PdfPasswordForm } from '../../../ui/pdf-viewer/pdf-viewer.password.tsx';
import { createViewerState, fitZoom, viewerReducer } from '../../../ui/pdf-viewer/pdf-viewer.state.ts';
import { usePdfDocument } from '../../../ui/pdf-viewer/use-pdf-document.ts';
import '../../../ui/pdf-viewer/pdf-viewer.css';
import type { SharedDocumentMessage } from './room-connection.ts';
import { initialSketchChoice, type SketchChoice, Sketchpad, SketchTools } from './sketchpad.tsx';
import './shared-document.css';

/** The width the page area has, followed as the window or the chat beside it changes. */
function useWidthOf() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The page fits inside the area's padding, so it never scrolls sideways.
    const measure = () => {
      const styles = getComputedStyle(element);
      setWidth(element.clientWidth - Number.parseFloat(styles.paddingLeft) - Number.parseFloat(styles.paddingRight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * The document shown to everyone in the call (issue 16): its page, at the page and rotation the one who opened it
 * chose, drawn by the app's PDF viewer and fitted to the width there is, with the sketchpad over it. The opener
 * turns, rotates and closes it; everyone who sees it draws on it.
 */
export function SharedDocumentStage({
  url,
  view,
  strokes,
  youId,
  onSend,
}: {
  url: string;
  view: SharedDocumentView;
  strokes: readonly SketchStroke[];
  youId: string;
  onSend: (message: SharedDocumentMessage) => void;
}) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(viewerReducer, url, createViewerState);
  useEffect(() => dispatch({ type: 'urlChanged', url }), [url]);
  const loaded = usePdfDocument(state, dispatch, {});
  const { box, width } = useWidthOf();
  const [choice, setChoice] = useState<SketchChoice>(initialSketchChoice);
  const isOpener = view.opened_by === youId;
  const size = loaded?.sizes[view.page - 1];
  const isSideways = view.rotation % 180 === 90;
  const zoom = size && width > 0 ? fitZoom(width, (isSideways ? size.height : size.width) * cssPixelsPerPoint) : 100;
  const shown = size ? displaySize(size, zoom, view.rotation) : null;
  const pageLabel = t('meetings.live.documents.page', { page: view.page, count: view.page_count });

  return (
    <section className="shared-document" aria-label={t('meetings.live.documents.region', { name: view.file_name })}>
      <div className="shared-document__bar">
        <div className="shared-document__title">
          <h2>{view.file_name}</h2>
          <p>{t('meetings.live.documents.shownBy', { name: isOpener ? t('meetings.live.chat.me') : view.opened_by_name })}</p>
        </div>
        <p className="shared-document__page" role="status" data-page={view.page}>
          {pageLabel}
        </p>
        {isOpener ? (
          <div className="shared-document__actions">
            <Button
              size="sm"
              variant="secondary"
              disabled={view.page <= 1}
              onClick={() => onSend({ type: 'document.page', page: view.page - 1 })}
            >
              {t('meetings.live.documents.previous')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={view.page >= view.page_count}
              onClick={() => onSend({ type: 'document.page', page: view.page + 1 })}
            >
              {t('meetings.live.documents.next')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onSend({ type: 'document.rotation', rotation: nextRotation(view.rotation) })}
            >
              {t('meetings.live.documents.rotate')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onSend({ type: 'document.close' })}>
              {t('meetings.live.documents.close')}
            </Button>
          </div>
        ) : null}
      </div>
      <SketchTools choice={choice} onChange={setChoice} onClear={() => onSend({ type: 'document.clear' })} />
      <div
        ref={box}
        className="shared-document__pages pdf-viewer"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a page taller than the view scrolls, so it must be reachable by keyboard.
        tabIndex={0}
        role="document"
        aria-label={t('pdfViewer.pages', { title: view.file_name })}
      >
        {state.status === 'loading' ? <Spinner label={t('pdfViewer.loading')} /> : null}
        {state.status === 'password' || state.status === 'checkingPassword' ? (
          <PdfPasswordForm key={state.url} state={state} onSubmit={(password) => dispatch({ type: 'passwordSubmitted', password })} />
        ) : null}
        {state.status === 'error' ? (
          <p role="alert" className="pdf-viewer__error">
            <AlertIcon />
            <span>{t('shared.pdfError')}</span>
          </p>
        ) : null}
        {state.status === 'ready' && loaded && size && shown ? (
          <PdfPage
            pdfjs={loaded.pdfjs}
            doc={loaded.doc}
            pageNumber={view.page}
            pageCount={loaded.doc.numPages}
            size={size}
            zoom={zoom}
            rotation={view.rotation}
            isNearView
            onGoToPage={() => {}}
            overlay={
              <Sketchpad
                width={shown.width}
                height={shown.height}
                page={view.page}
                rotation={view.rotation}
                strokes={strokes}
                choice={choice}
                onStroke={(stroke) => onSend({ type: 'document.stroke', stroke })}
              />
            }
          />
        ) : null}
      </div>
    </section>
  );
}
