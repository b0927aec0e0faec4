import {
  pagePointOf,
  type SharedDocumentRotation,
  type SketchStroke,
  type SketchTool,
  type SketchWidth,
  sketchTools,
  sketchWidths,
} from '@advice/domain';
import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/index.ts';
import { drawStrokes, relativePointOf, type SketchColourName, sketchColours, strokeColourOf, strokesOf } from './sketchpad-drawing.ts';

/** The tool in hand: what it is, how wide it draws and, for the pen, in which colour. */
export type SketchChoice = { tool: SketchTool; width: SketchWidth; colour: SketchColourName };
export const initialSketchChoice: SketchChoice = { tool: 'pen', width: 2, colour: 'red' };

/**
 * The sketchpad's tools (spec 2 §3: pen, eraser, highlighter; sizes small 1, medium 2, large 4): toggle buttons,
 * each saying by aria-pressed whether it is the one in hand, reached and pressed with the keyboard like any button.
 */
export function SketchTools({
  choice,
  onChange,
  onClear,
}: {
  choice: SketchChoice;
  onChange: (choice: SketchChoice) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sketch-tools" role="toolbar" aria-label={t('meetings.live.sketch.tools')}>
      <div className="sketch-tools__group">
        {sketchTools.map((tool) => (
          <Button
            key={tool}
            size="sm"
            variant="secondary"
            aria-pressed={choice.tool === tool}
            onClick={() => onChange({ ...choice, tool })}
          >
            {t(`meetings.live.sketch.${tool}`)}
          </Button>
        ))}
      </div>
      <div className="sketch-tools__group">
        {sketchWidths.map((width) => (
          <Button
            key={width}
            size="sm"
            variant="secondary"
            aria-pressed={choice.width === width}
            onClick={() => onChange({ ...choice, width })}
          >
            {t(`meetings.live.sketch.width.${width}`)}
          </Button>
        ))}
      </div>
      {choice.tool === 'pen' ? (
        <div className="sketch-tools__group">
          {(Object.keys(sketchColours) as SketchColourName[]).map((colour) => (
            <button
              key={colour}
              type="button"
              className="sketch-tools__colour"
              style={{ background: sketchColours[colour] }}
              aria-pressed={choice.colour === colour}
              aria-label={t('meetings.live.sketch.colour', { name: t(`meetings.live.sketch.colours.${colour}`) })}
              onClick={() => onChange({ ...choice, colour })}
            />
          ))}
        </div>
      ) : null}
      <Button size="sm" variant="secondary" onClick={onClear}>
        {t('meetings.live.sketch.clear')}
      </Button>
    </div>
  );
}

const rounded = ([x, y]: [number, number]): [number, number] => [Math.round(x * 10_000) / 10_000, Math.round(y * 10_000) / 10_000];

/**
 * The canvas over a shown page: it draws the strokes everyone drew on it, and turns what the pointer draws here
 * into strokes in the page's own frame (so a rotated page keeps them where they were drawn). The line being
 * drawn shows at once; it joins the others' strokes once the server hands it back to everyone.
 */
export function Sketchpad({
  width,
  height,
  page,
  rotation,
  strokes,
  choice,
  onStroke,
}: {
  width: number;
  height: number;
  page: number;
  rotation: SharedDocumentRotation;
  strokes: readonly SketchStroke[];
  choice: SketchChoice;
  onStroke: (stroke: SketchStroke) => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [line, setLine] = useState<[number, number][] | null>(null);
  const ratio = typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1);
  const style = { tool: choice.tool, width: choice.width, colour: strokeColourOf(choice.tool, choice.colour) };

  // Drawn before the browser paints: resizing a canvas clears it, and a frame without the strokes would flicker.
  useLayoutEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const drawing = line ? [{ ...style, points: line }] : [];
    drawStrokes(context, [...strokes, ...drawing], { width, height, ratio }, rotation);
  });

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) =>
    rounded(pagePointOf(relativePointOf(event, event.currentTarget.getBoundingClientRect()), rotation));

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setLine([pointOf(event)]);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!line) return;
    const point = pointOf(event);
    const last = line[line.length - 1];
    if (last && last[0] === point[0] && last[1] === point[1]) return;
    setLine([...line, point]);
  };
  const onPointerUp = () => {
    if (!line) return;
    for (const stroke of strokesOf(style, line)) onStroke(stroke);
    setLine(null);
  };

  return (
    <canvas
      ref={canvas}
      className="sketchpad"
      width={Math.round(width * ratio)}
      height={Math.round(height * ratio)}
      style={{ width, height }}
      data-strokes={strokes.length}
      data-tool={choice.tool}
      aria-label={t('meetings.live.sketch.canvas', { page })}
      role="img"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setLine(null)}
    />
  );
}
