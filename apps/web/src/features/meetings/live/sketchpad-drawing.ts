import {
  type SharedDocumentRotation,
  type SketchStroke,
  type SketchTool,
  type SketchWidth,
  shownPointOf,
  sketchPointsMax,
} from '@advice/domain';

/** The pen's colours, by the name a person hears for each. */
export const sketchColours = { red: '#d92d20', blue: '#1d4ed8', black: '#111827' } as const;
export type SketchColourName = keyof typeof sketchColours;
/** A highlighter is always this yellow, laid over the page see-through; an eraser's colour is never drawn. */
const highlighterColour = '#facc15';
const eraserColour = '#000000';

/** The colour a stroke of the tool carries: the pen's choice; fixed for the others. */
export function strokeColourOf(tool: SketchTool, pen: SketchColourName): string {
  if (tool === 'highlighter') return highlighterColour;
  if (tool === 'eraser') return eraserColour;
  return sketchColours[pen];
}

/** Line widths are for a page shown this wide; a page shown larger or smaller draws them in proportion, so all see the same. */
const referenceWidth = 800;
const widthFactors: Record<SketchTool, number> = { pen: 1.5, highlighter: 7, eraser: 7 };

export function lineWidthOf(tool: SketchTool, width: SketchWidth, shownWidth: number): number {
  return Math.max(1, widthFactors[tool] * width * (shownWidth / referenceWidth));
}

/**
 * Draws strokes on a canvas covering the page as shown (`size` in CSS pixels, the canvas `ratio` times denser),
 * each point turned from the page's own frame to the shown one. An eraser takes away what was drawn before it.
 */
export function drawStrokes(
  context: CanvasRenderingContext2D,
  strokes: readonly SketchStroke[],
  size: { width: number; height: number; ratio: number },
  rotation: SharedDocumentRotation,
): void {
  const { width, height, ratio } = size;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    const points = stroke.points.map((point) => shownPointOf(point, rotation));
    const [first] = points;
    if (!first) continue;
    context.globalCompositeOperation = stroke.tool === 'eraser' ? 'destination-out' : 'source-over';
    context.globalAlpha = stroke.tool === 'highlighter' ? 0.35 : 1;
    context.strokeStyle = stroke.colour;
    context.lineWidth = lineWidthOf(stroke.tool, stroke.width, width);
    context.beginPath();
    context.moveTo(first[0] * width, first[1] * height);
    // A single point (a tap) is drawn as a dot.
    if (points.length === 1) context.lineTo(first[0] * width + 0.01, first[1] * height);
    for (const [x, y] of points.slice(1)) context.lineTo(x * width, y * height);
    context.stroke();
  }
  context.globalCompositeOperation = 'source-over';
  context.globalAlpha = 1;
}

/**
 * A drawn line as the strokes it is sent in: at most sketchPointsMax points each, each piece starting where the
 * last ended so the line shows unbroken.
 */
export function strokesOf(line: Omit<SketchStroke, 'points'>, points: readonly [number, number][]): SketchStroke[] {
  const strokes: SketchStroke[] = [];
  for (let start = 0; start < points.length; start += sketchPointsMax - 1) {
    const piece = points.slice(start, start + sketchPointsMax);
    strokes.push({ ...line, points: piece });
    if (start + sketchPointsMax >= points.length) break;
  }
  return strokes;
}

/** A pointer's place over the element as a point 0 to 1 each way, kept within it. */
export function relativePointOf(event: { clientX: number; clientY: number }, rect: DOMRect): [number, number] {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return [clamp((event.clientX - rect.left) / Math.max(1, rect.width)), clamp((event.clientY - rect.top) / Math.max(1, rect.height))];
}
