import { type PointerEvent, type Ref, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cropToPng, type InkBounds, inkColour } from './signature-pad.images.ts';

/** The canvas's own pixels: three times wider than high, drawn sharp and shown at the dialog's width. */
const padWidth = 900;
const padHeight = 300;
const strokeWidth = 4;

export type DrawPadHandle = {
  /** The drawing cropped to its ink as a PNG data URL, or null when nothing is drawn. */
  toPng: () => string | null;
  clear: () => void;
};

type Point = { x: number; y: number };

/** A pen's pressure thickens its line; a mouse or a finger reports none and draws the usual width. */
function widthFor(event: PointerEvent<HTMLCanvasElement>): number {
  return event.pointerType === 'pen' && event.pressure > 0 ? strokeWidth * (0.5 + event.pressure) : strokeWidth;
}

/**
 * A box to draw a signature in with a mouse, a pen or a finger (pointer events, so one code path for all);
 * the page does not scroll while a finger draws in it.
 */
export function SignatureDrawPad({
  ref,
  describedBy,
  onInkChange,
}: {
  ref: Ref<DrawPadHandle>;
  describedBy: string;
  onInkChange: (hasInk: boolean) => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ last: Point; mid: Point; pointerId: number } | null>(null);
  const bounds = useRef<InkBounds | null>(null);

  useImperativeHandle(ref, () => ({
    toPng: () => (canvas.current && bounds.current ? cropToPng(canvas.current, bounds.current, strokeWidth * 3) : null),
    clear: () => {
      canvas.current?.getContext('2d')?.clearRect(0, 0, padWidth, padHeight);
      bounds.current = null;
      onInkChange(false);
    },
  }));

  const pointOf = (event: { clientX: number; clientY: number }): Point => {
    const rect = canvas.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return { x: 0, y: 0 };
    return { x: ((event.clientX - rect.left) * padWidth) / rect.width, y: ((event.clientY - rect.top) * padHeight) / rect.height };
  };

  const grow = ({ x, y }: Point, width: number) => {
    const box = bounds.current;
    bounds.current = {
      left: Math.min(box?.left ?? x, x - width),
      top: Math.min(box?.top ?? y, y - width),
      right: Math.max(box?.right ?? x, x + width),
      bottom: Math.max(box?.bottom ?? y, y + width),
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointOf(event);
    const width = widthFor(event);
    context.fillStyle = inkColour;
    context.beginPath();
    context.arc(point.x, point.y, width / 2, 0, Math.PI * 2);
    context.fill();
    grow(point, width);
    stroke.current = { last: point, mid: point, pointerId: event.pointerId };
    onInkChange(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    const context = canvas.current?.getContext('2d');
    if (!current || current.pointerId !== event.pointerId || !context) return;
    context.strokeStyle = inkColour;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    // A fast pen reports several positions per frame; drawing each keeps curves round.
    const coalesced = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const move of coalesced.length > 0 ? coalesced : [event.nativeEvent]) {
      const point = pointOf(move);
      const mid = { x: (current.last.x + point.x) / 2, y: (current.last.y + point.y) / 2 };
      context.lineWidth = widthFor(event);
      context.beginPath();
      context.moveTo(current.mid.x, current.mid.y);
      context.quadraticCurveTo(current.last.x, current.last.y, mid.x, mid.y);
      context.stroke();
      grow(point, context.lineWidth);
      current.last = point;
      current.mid = mid;
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    if (stroke.current?.pointerId === event.pointerId) stroke.current = null;
  };

  return (
    <div className="signature-pad__box">
      <canvas
        ref={canvas}
        className="signature-pad__canvas"
        width={padWidth}
        height={padHeight}
        role="img"
        aria-label={t('sign.pad.canvas')}
        aria-describedby={describedBy}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      />
      <span className="signature-pad__line" aria-hidden="true" />
    </div>
  );
}
