import { getDocument, OPS, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as pdf.js shows it (tests read back where the engine stamped). */
export type ShownText = { page: number; text: string; x: number; y: number; width: number; upright: boolean; fontSize: number };

/**
 * Each run of text as pdf.js shows it: its start (the baseline's left end) in points from the shown page's
 * top left corner, whether it reads left to right the right way up, and its size.
 */
export async function shownTexts(pdf: Uint8Array): Promise<ShownText[]> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  const texts: ShownText[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [a, b, , , x, y] = Util.transform(viewport.transform, item.transform) as number[];
      texts.push({
        page: number,
        text: item.str,
        x: x ?? 0,
        y: y ?? 0,
        width: item.width,
        upright: (a ?? 0) > 0 && Math.abs(b ?? 0) < 1e-6,
        fontSize: Math.hypot(a ?? 0, b ?? 0),
      });
    }
  }
  await task.destroy();
  return texts;
}

function applied(m: number[], u: number, v: number): { x: number; y: number } {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
  return { x: a * u + c * v + e, y: b * u + d * v + f };
}

/** The images pdf.js paints on a page, each as its box in points on the shown page (top left origin). */
export async function shownImages(
  pdf: Uint8Array,
  pageNumber: number,
): Promise<Array<{ left: number; top: number; width: number; height: number }>> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const operators = await page.getOperatorList();
  const boxes: Array<{ left: number; top: number; width: number; height: number }> = [];
  let matrix = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index] as unknown[];
    if (fn === OPS.save) stack.push(matrix);
    else if (fn === OPS.restore) matrix = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.transform) matrix = Util.transform(matrix, args as number[]) as number[];
    else if (fn === OPS.paintImageXObject) {
      const full = Util.transform(viewport.transform, matrix) as number[];
      const corners = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([u = 0, v = 0]) => applied(full, u, v));
      const xs = corners.map((c) => c.x);
      const ys = corners.map((c) => c.y);
      boxes.push({
        left: Math.min(...xs),
        top: Math.min(...ys),
        width: Math.max(...xs) - Math.min(...xs),
        height: Math.max(...ys) - Math.min(...ys),
      });
    }
  });
  await task.destroy();
  return boxes;
}
