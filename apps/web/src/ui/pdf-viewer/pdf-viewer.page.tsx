import type { PageViewport, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { type CSSProperties, memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormWidget, PdfFormLayer, type PdfFormProps, readFormWidgets } from './pdf-viewer.form.tsx';
import type { PdfJs } from './pdf-viewer.pdfjs.ts';
import { maxRenderScale } from './pdf-viewer.state.ts';

/** CSS pixels per PDF point: at 100 % a page shows at its printed size, as in other PDF readers. */
export const cssPixelsPerPoint = 96 / 72;
/** A canvas larger than this many pixels is drawn less sharply rather than running the tab out of memory. */
const maxCanvasPixels = 16_777_216;

export type PageSize = { width: number; height: number };

type PageLink = { key: string; left: number; top: number; width: number; height: number } & (
  | { url: string; page?: undefined }
  | { url?: undefined; page: number }
);

type PdfPageProps = {
  pdfjs: PdfJs;
  doc: PDFDocumentProxy;
  pageNumber: number;
  pageCount: number;
  /** The page's size in points at rotation 0 of the viewer (the document's own rotation applied). */
  size: PageSize;
  zoom: number;
  rotation: number;
  isNearView: boolean;
  onGoToPage: (page: number) => void;
  /** Laid over the page, above its text and links, at the page's size (signing fields). */
  overlay?: ReactNode;
  /** The document's form, filled over its pages (editable PDFs); without it, widgets are drawn as printed. */
  form?: PdfFormProps | undefined;
};

/** What a viewer lays over one page: the page's number and its size in CSS pixels as shown. */
export type PageOverlayRenderer = (page: { pageNumber: number; width: number; height: number }) => ReactNode;

/** Canvas pixels per CSS pixel: sharp on dense screens, capped at the spec's render scale and by memory. */
function outputScaleFor(cssWidth: number, cssHeight: number): number {
  const wanted = Math.min(maxRenderScale, Math.max(2, window.devicePixelRatio || 1));
  const fitting = Math.sqrt(maxCanvasPixels / Math.max(1, cssWidth * cssHeight));
  return Math.max(1, Math.min(wanted, fitting));
}

export function displaySize(size: PageSize, zoom: number, rotation: number): PageSize {
  const scale = (zoom / 100) * cssPixelsPerPoint;
  const isSideways = rotation % 180 === 90;
  return {
    width: Math.floor((isSideways ? size.height : size.width) * scale),
    height: Math.floor((isSideways ? size.width : size.height) * scale),
  };
}

async function resolveLinkPage(doc: PDFDocumentProxy, dest: unknown): Promise<number | null> {
  const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
  if (!Array.isArray(explicit)) return null;
  const target: unknown = explicit[0];
  if (typeof target === 'number') return target + 1;
  if (target && typeof target === 'object' && 'num' in target && 'gen' in target) {
    return (await doc.getPageIndex(target as { num: number; gen: number })) + 1;
  }
  return null;
}

/** Link annotations as rectangles over the page: web addresses open in a new tab, others move to their page. */
async function readLinks(doc: PDFDocumentProxy, page: PDFPageProxy, viewport: PageViewport, pageCount: number): Promise<PageLink[]> {
  const annotations: Array<{ id: string; subtype: string; rect: number[]; url?: string; dest?: unknown }> = await page.getAnnotations({
    intent: 'display',
  });
  const links: PageLink[] = [];
  for (const annotation of annotations) {
    if (annotation.subtype !== 'Link') continue;
    const [left = 0, bottom = 0, right = 0, top = 0] = annotation.rect;
    const [x1 = 0, y1 = 0] = viewport.convertToViewportPoint(left, bottom) as number[];
    const [x2 = 0, y2 = 0] = viewport.convertToViewportPoint(right, top) as number[];
    const box = { key: annotation.id, left: Math.min(x1, x2), top: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
    if (annotation.url && /^(https?|mailto):/iu.test(annotation.url)) {
      links.push({ ...box, url: annotation.url });
    } else if (annotation.dest) {
      const target = await resolveLinkPage(doc, annotation.dest).catch(() => null);
      if (target && target >= 1 && target <= pageCount) links.push({ ...box, page: target });
    }
  }
  return links;
}

/** One page: a canvas drawn only while the page is near the view, its text (selectable, read aloud) and its links. */
export const PdfPage = memo(function PdfPage({
  pdfjs,
  doc,
  pageNumber,
  pageCount,
  size,
  zoom,
  rotation,
  isNearView,
  onGoToPage,
  overlay,
  form,
}: PdfPageProps) {
  const { t } = useTranslation();
  const canvasHolder = useRef<HTMLDivElement>(null);
  const textHolder = useRef<HTMLDivElement>(null);
  const [links, setLinks] = useState<PageLink[]>([]);
  const [widgets, setWidgets] = useState<FormWidget[]>([]);
  const hasForm = form !== undefined;
  const shown = displaySize(size, zoom, rotation);

  useEffect(() => {
    const canvasBox = canvasHolder.current;
    const textBox = textHolder.current;
    if (!isNearView || !canvasBox || !textBox) return;
    let isCurrent = true;
    let cancel = () => {};
    void (async () => {
      const page = await doc.getPage(pageNumber);
      if (!isCurrent) return;
      const viewport = page.getViewport({ scale: (zoom / 100) * cssPixelsPerPoint, rotation: (page.rotate + rotation) % 360 });
      const ratio = outputScaleFor(viewport.width, viewport.height);
      // Drawn off screen and swapped in when done, so zooming never shows a blank page.
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.setAttribute('aria-hidden', 'true');
      const task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        // With a form to fill, its widgets are inputs over the page, so the canvas leaves them out.
        ...(hasForm ? { annotationMode: pdfjs.AnnotationMode.ENABLE_FORMS } : {}),
      });
      const text = document.createElement('div');
      text.className = 'textLayer';
      const textLayer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
      cancel = () => {
        task.cancel();
        textLayer.cancel();
      };
      const [, , pageLinks, pageWidgets] = await Promise.all([
        task.promise,
        textLayer.render(),
        readLinks(doc, page, viewport, pageCount),
        hasForm ? readFormWidgets(page, viewport) : [],
      ]);
      if (!isCurrent) return;
      canvasBox.replaceChildren(canvas);
      textBox.replaceChildren(text);
      setLinks(pageLinks);
      setWidgets(pageWidgets);
    })().catch((error: unknown) => {
      if (error instanceof pdfjs.RenderingCancelledException || !isCurrent) return;
      console.warn('pdf page render failed', error);
    });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [pdfjs, doc, pageNumber, pageCount, zoom, rotation, isNearView, hasForm]);

  useEffect(() => {
    // Far from the view the bitmap is dropped; the page keeps its size so scrolling stays put.
    if (!isNearView) canvasHolder.current?.replaceChildren();
  }, [isNearView]);

  const style = { width: shown.width, height: shown.height, '--scale-factor': (zoom / 100) * cssPixelsPerPoint } as CSSProperties;
  return (
    <section
      className="pdf-viewer__page"
      data-page={pageNumber}
      style={style}
      aria-label={t('pdfViewer.pageLabel', { page: pageNumber, count: pageCount })}
    >
      <div ref={canvasHolder} className="pdf-viewer__canvas" />
      <div ref={textHolder} className="pdf-viewer__text" />
      {links.map((link) => {
        const box = { left: link.left, top: link.top, width: link.width, height: link.height };
        return link.page === undefined ? (
          <a key={link.key} className="pdf-viewer__link" style={box} href={link.url} target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden">{`${link.url} ${t('common.opensInNewTab')}`}</span>
          </a>
        ) : (
          <button key={link.key} type="button" className="pdf-viewer__link" style={box} onClick={() => onGoToPage(link.page)}>
            <span className="visually-hidden">{t('pdfViewer.goToPage', { page: link.page })}</span>
          </button>
        );
      })}
      {form && widgets.length > 0 ? <PdfFormLayer widgets={widgets} form={form} pageKey={`page-${pageNumber}`} /> : null}
      {overlay ? <div className="pdf-viewer__overlay">{overlay}</div> : null}
    </section>
  );
});
