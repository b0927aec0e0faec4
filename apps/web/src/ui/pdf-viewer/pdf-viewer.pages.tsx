import { type Dispatch, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfFormProps } from './pdf-viewer.form.tsx';
import { displaySize, type PageOverlayRenderer, PdfPage } from './pdf-viewer.page.tsx';
import { scrollThrottleMs, type ViewerAction, type ViewerState } from './pdf-viewer.state.ts';
import type { LoadedPdf } from './use-pdf-document.ts';

/** Pages within this distance of the view (in view heights) are drawn; farther ones give their memory back. */
const drawMargin = '150% 0px';

/** The page filling most of the view. */
function pageInView(box: HTMLElement): number | null {
  const view = box.getBoundingClientRect();
  let best: { page: number; visible: number } | null = null;
  for (const element of box.querySelectorAll<HTMLElement>('[data-page]')) {
    const rect = element.getBoundingClientRect();
    const visible = Math.min(rect.bottom, view.bottom) - Math.max(rect.top, view.top);
    if (visible > 0 && (!best || visible > best.visible)) best = { page: Number(element.dataset.page), visible };
  }
  return best?.page ?? null;
}

type PdfPagesProps = {
  ref: Ref<HTMLDivElement | null>;
  title: string;
  loaded: LoadedPdf;
  state: ViewerState;
  dispatch: Dispatch<ViewerAction>;
  onGoToPage: (page: number) => void;
  renderPageOverlay?: PageOverlayRenderer | undefined;
  form?: PdfFormProps | undefined;
};

/** Every page one under another, scrolled as one; the page mostly in view is the current page. */
export function PdfPages({ ref, title, loaded, state, dispatch, onGoToPage, renderPageOverlay, form }: PdfPagesProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => box.current as HTMLDivElement);
  const [nearPages, setNearPages] = useState<ReadonlySet<number>>(() => new Set([state.page]));
  const isScrollingByCode = useRef(false);

  useEffect(() => {
    const scroller = box.current;
    if (!scroller) return;
    const observer = new IntersectionObserver(
      (entries) => {
        setNearPages((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        });
      },
      { root: scroller, rootMargin: drawMargin },
    );
    for (const element of scroller.querySelectorAll('[data-page]')) observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const scroller = box.current;
    if (!scroller) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (timer || isScrollingByCode.current) return;
      timer = setTimeout(() => {
        timer = null;
        if (isScrollingByCode.current) return;
        const page = pageInView(scroller);
        if (page) dispatch({ type: 'pageScrolled', page });
      }, scrollThrottleMs);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [dispatch]);

  // A page the reader asked for, and the current page after a zoom or a turn, is brought to the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a request, a zoom or a turn, not on every scroll-driven page change.
  useEffect(() => {
    const scroller = box.current;
    const element = scroller?.querySelector<HTMLElement>(`[data-page="${state.page}"]`);
    if (!scroller || !element) return;
    isScrollingByCode.current = true;
    scroller.scrollTo({ top: element.offsetTop - Number.parseFloat(getComputedStyle(scroller).paddingTop), behavior: 'instant' });
    const release = setTimeout(() => {
      isScrollingByCode.current = false;
    }, scrollThrottleMs * 2);
    return () => clearTimeout(release);
  }, [state.pageRequest, state.zoom, state.rotation]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling pages must be reachable by keyboard to scroll them.
    <div ref={box} className="pdf-viewer__pages" tabIndex={0} role="document" aria-label={t('pdfViewer.pages', { title })}>
      {loaded.sizes
        .map((size, index) => ({ size, pageNumber: index + 1 }))
        .map(({ size, pageNumber }) => (
          <PdfPage
            key={pageNumber}
            pdfjs={loaded.pdfjs}
            doc={loaded.doc}
            pageNumber={pageNumber}
            pageCount={loaded.sizes.length}
            size={size}
            zoom={state.zoom}
            rotation={state.rotation}
            isNearView={nearPages.has(pageNumber)}
            onGoToPage={onGoToPage}
            overlay={renderPageOverlay?.({ pageNumber, ...displaySize(size, state.zoom, state.rotation) })}
            form={form}
          />
        ))}
    </div>
  );
}
