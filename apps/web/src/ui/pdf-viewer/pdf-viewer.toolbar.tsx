import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from '../icons.tsx';
import { ExitFullScreenIcon, FitWidthIcon, FullScreenIcon, PrintIcon, RotateIcon, ZoomInIcon, ZoomOutIcon } from './pdf-viewer.icons.tsx';
import { canZoomIn, canZoomOut, type ViewerState } from './pdf-viewer.state.ts';

export type ToolbarCommands = {
  onPreviousPage: () => void;
  onNextPage: () => void;
  onPageEntered: (value: string) => void;
  onZoomOut: () => void;
  onZoomIn: () => void;
  onFit: () => void;
  /** Absent while something is laid over the pages (signing fields), which stay upright. */
  onRotate?: (() => void) | undefined;
  onPrint: () => void;
  onFullScreen: () => void;
  onDownload: () => void;
};

function ToolButton({
  label,
  onClick,
  isDisabled = false,
  isBusy = false,
  children,
}: {
  label: string;
  onClick: () => void;
  isDisabled?: boolean;
  isBusy?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="pdf-viewer__tool"
      aria-label={label}
      title={label}
      disabled={isDisabled}
      aria-busy={isBusy || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The page number box: typed freely, applied (clamped) on Enter or on leaving the box. */
function PageEntry({ state, onPageEntered }: { state: ViewerState; onPageEntered: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(state.page));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a clamped entry can land on the page already shown, which must still reset the box.
  useEffect(() => setDraft(String(state.page)), [state.page, state.pageRequest]);
  const isReady = state.status === 'ready';
  return (
    <span className="pdf-viewer__page-entry">
      <label htmlFor={id} className="visually-hidden">
        {t('pdfViewer.pageNumber')}
      </label>
      <input
        id={id}
        className="pdf-viewer__page-input"
        inputMode="numeric"
        autoComplete="off"
        value={isReady ? draft : ''}
        disabled={!isReady}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== String(state.page)) onPageEntered(draft);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onPageEntered(draft);
          }
        }}
      />
      {isReady ? <span>{t('pdfViewer.ofPages', { count: state.pageCount })}</span> : null}
    </span>
  );
}

export function PdfToolbar({
  title,
  state,
  isPrinting,
  commands,
}: {
  title: string;
  state: ViewerState;
  isPrinting: boolean;
  commands: ToolbarCommands;
}) {
  const { t } = useTranslation();
  const isReady = state.status === 'ready';
  return (
    <div className="pdf-viewer__toolbar" role="toolbar" aria-label={t('pdfViewer.toolbar')}>
      <p className="pdf-viewer__title">{title}</p>
      <div className="pdf-viewer__group">
        <ToolButton label={t('pdfViewer.previousPage')} onClick={commands.onPreviousPage} isDisabled={!isReady || state.page <= 1}>
          <ChevronLeftIcon />
        </ToolButton>
        <PageEntry state={state} onPageEntered={commands.onPageEntered} />
        <ToolButton label={t('pdfViewer.nextPage')} onClick={commands.onNextPage} isDisabled={!isReady || state.page >= state.pageCount}>
          <ChevronRightIcon />
        </ToolButton>
      </div>
      <div className="pdf-viewer__group">
        <ToolButton label={t('pdfViewer.zoomOut')} onClick={commands.onZoomOut} isDisabled={!isReady || !canZoomOut(state.zoom)}>
          <ZoomOutIcon />
        </ToolButton>
        <output className="pdf-viewer__zoom" aria-live="polite">
          <span className="visually-hidden">{t('pdfViewer.zoom')} </span>
          {state.zoom}%
        </output>
        <ToolButton label={t('pdfViewer.zoomIn')} onClick={commands.onZoomIn} isDisabled={!isReady || !canZoomIn(state.zoom)}>
          <ZoomInIcon />
        </ToolButton>
        <ToolButton label={t('pdfViewer.fit')} onClick={commands.onFit} isDisabled={!isReady}>
          <FitWidthIcon />
        </ToolButton>
      </div>
      <div className="pdf-viewer__group">
        {commands.onRotate ? (
          <ToolButton label={t('pdfViewer.rotate')} onClick={commands.onRotate} isDisabled={!isReady}>
            <RotateIcon />
          </ToolButton>
        ) : null}
        <ToolButton
          label={isPrinting ? t('pdfViewer.preparingPrint') : t('pdfViewer.print')}
          onClick={commands.onPrint}
          isDisabled={!isReady || isPrinting}
          isBusy={isPrinting}
        >
          <PrintIcon />
        </ToolButton>
        <ToolButton label={state.isFullScreen ? t('pdfViewer.exitFullScreen') : t('pdfViewer.fullScreen')} onClick={commands.onFullScreen}>
          {state.isFullScreen ? <ExitFullScreenIcon /> : <FullScreenIcon />}
        </ToolButton>
        <ToolButton label={t('pdfViewer.download')} onClick={commands.onDownload} isDisabled={!isReady}>
          <DownloadIcon />
        </ToolButton>
      </div>
    </div>
  );
}
