import type { Placement } from '@advice/domain';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../ui/icons.tsx';
import { keptInPage, keyboardStep, movedBy, resizedBy } from './prepare-signing-draft.ts';
import './placement-editor.css';

/** The element id of a field's box on the page, to scroll to it and focus it from the side panel. */
export const placementBoxId = (id: string) => `placement-${id}`;

type Drag = {
  mode: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  pageWidth: number;
  pageHeight: number;
  /** Where the pointer has taken the field: read on release, which may come before the last move has rendered. */
  moved: Placement | null;
};

type BoxProps = {
  placement: Placement;
  label: string;
  isSelected: boolean;
  problems: readonly string[];
  hintId: string;
  onSelect: (id: string) => void;
  onChange: (placement: Placement) => void;
  onRemove: (id: string) => void;
};

/** The arrow keys move a field a step; with Shift they resize it from its bottom-right corner. */
function changedByKey(placement: Placement, key: string, isResizing: boolean): Placement | null {
  const steps: Record<string, [number, number]> = {
    ArrowLeft: [-keyboardStep, 0],
    ArrowRight: [keyboardStep, 0],
    ArrowUp: [0, -keyboardStep],
    ArrowDown: [0, keyboardStep],
  };
  const step = steps[key];
  if (!step) return null;
  return isResizing ? resizedBy(placement, step[0], step[1]) : movedBy(placement, step[0], step[1]);
}

/**
 * One field on the page: dragged to move, resized by its corner handle (pointer events, so mouse, pen and
 * touch alike), or moved and resized from the keyboard once focused. While dragging, the box follows the
 * pointer on its own and the draft changes once, when it is let go.
 */
function PlacementBox({ placement, label, isSelected, problems, hintId, onSelect, onChange, onRemove }: BoxProps) {
  const { t } = useTranslation();
  const drag = useRef<Drag | null>(null);
  const [preview, setPreview] = useState<Placement | null>(null);
  const shown = preview ?? placement;
  const problemId = `${placementBoxId(placement.id)}-problem`;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const page = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!page || page.width === 0 || page.height === 0) return;
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const isHandle = (event.target as HTMLElement).closest('[data-resize-handle]') !== null;
    drag.current = {
      mode: isHandle ? 'resize' : 'move',
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      pageWidth: page.width,
      pageHeight: page.height,
      moved: null,
    };
    onSelect(placement.id);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = (event.clientX - current.startX) / current.pageWidth;
    const dy = (event.clientY - current.startY) / current.pageHeight;
    current.moved = current.mode === 'move' ? movedBy(placement, dx, dy) : resizedBy(placement, dx, dy);
    setPreview(current.moved);
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.moved) onChange(keptInPage(current.moved));
    setPreview(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      event.stopPropagation();
      onRemove(placement.id);
      return;
    }
    const changed = changedByKey(placement, event.key, event.shiftKey);
    if (!changed) return;
    // The viewer turns pages with the arrow keys; on a field they move the field instead.
    event.preventDefault();
    event.stopPropagation();
    onSelect(placement.id);
    onChange(changed);
  };

  const style = { left: `${shown.x * 100}%`, top: `${shown.y * 100}%`, width: `${shown.width * 100}%`, height: `${shown.height * 100}%` };
  const classes = [
    'placement',
    `placement--${placement.signer}`,
    isSelected ? 'placement--selected' : '',
    preview ? 'placement--dragging' : '',
    problems.length > 0 ? 'placement--problem' : '',
  ];
  return (
    <button
      type="button"
      id={placementBoxId(placement.id)}
      className={classes.filter(Boolean).join(' ')}
      style={style}
      aria-label={t('prepareSigning.fields.box', { label, page: placement.page })}
      aria-describedby={[problems.length > 0 ? problemId : '', hintId].filter(Boolean).join(' ')}
      aria-pressed={isSelected}
      onFocus={() => onSelect(placement.id)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <span className="placement__label" aria-hidden="true">
        {label}
        {placement.required ? null : ` (${t('prepareSigning.fields.optional')})`}
      </span>
      {problems.length > 0 ? (
        <span id={problemId} className="visually-hidden">
          {problems.join(' ')}
        </span>
      ) : null}
      <span className="placement__handle" data-resize-handle aria-hidden="true" />
    </button>
  );
}

/** A field as it stands once sent: where it is, whose it is, and whether it has been filled. */
function LockedBox({ placement, label }: { placement: Placement & { filled?: boolean }; label: string }) {
  const { t } = useTranslation();
  const style = {
    left: `${placement.x * 100}%`,
    top: `${placement.y * 100}%`,
    width: `${placement.width * 100}%`,
    height: `${placement.height * 100}%`,
  };
  return (
    <div className={`placement placement--locked placement--${placement.signer}`} style={style}>
      <span className="placement__label">
        {placement.filled ? <CheckIcon size={14} /> : null}
        {label}
        <span className="visually-hidden">
          {`, ${placement.filled ? t('prepareSigning.fields.filled') : t('prepareSigning.fields.notFilled')}`}
        </span>
      </span>
    </div>
  );
}

type PlacementLayerProps = {
  pageNumber: number;
  placements: ReadonlyArray<Placement & { filled?: boolean }>;
  labelOf: (placement: Placement) => string;
} & (
  | { isLocked: true }
  | {
      isLocked?: false;
      selectedId: string | null;
      problemsOf: (id: string) => readonly string[];
      hintId: string;
      onSelect: (id: string) => void;
      onChange: (placement: Placement) => void;
      onRemove: (id: string) => void;
    }
);

/** The fields of one page, laid over it by the viewer at the page's shown size. */
export function PlacementLayer(props: PlacementLayerProps) {
  const onPage = props.placements.filter((placement) => placement.page === props.pageNumber);
  return (
    <div className="placement-layer">
      {onPage.map((placement) =>
        props.isLocked ? (
          <LockedBox key={placement.id} placement={placement} label={props.labelOf(placement)} />
        ) : (
          <PlacementBox
            key={placement.id}
            placement={placement}
            label={props.labelOf(placement)}
            isSelected={props.selectedId === placement.id}
            problems={props.problemsOf(placement.id)}
            hintId={props.hintId}
            onSelect={props.onSelect}
            onChange={props.onChange}
            onRemove={props.onRemove}
          />
        ),
      )}
    </div>
  );
}
