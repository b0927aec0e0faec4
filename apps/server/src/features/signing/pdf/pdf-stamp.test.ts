import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../testing/pdf-text.ts';
import { readPdfPages } from './pdf-pages.ts';
import { shownImages, shownTexts } from './pdf-read-back.ts';
import { stampPdf } from './pdf-stamp.ts';
import { makeFormPdf, makeLockedPdf, makePdf, makeSignatureImage, type PageSpec } from './signing-pdf.fixtures.ts';
import { PdfNotSignableError, type StampItem } from './signing-pdf.types.ts';

const name = 'Zoë Ó Súilleabháin and Łukasz';
const box = { x: 0.15, y: 0.3, width: 0.5, height: 0.05 };

/** The placement's box in points on the page as shown. */
function shownBox(page: { width: number; height: number }, placement: typeof box) {
  return {
    left: placement.x * page.width,
    top: placement.y * page.height,
    right: (placement.x + placement.width) * page.width,
    bottom: (placement.y + placement.height) * page.height,
  };
}

describe('stampPdf', () => {
  it.each<[string, PageSpec]>([
    ['an upright page', {}],
    ['a landscape page', { size: [842, 595] }],
    ['a page turned by 90', { rotate: 90 }],
    ['a page upside down', { rotate: 180 }],
    ['a page turned by 270', { rotate: 270 }],
    ['a cropped page whose MediaBox is away from the origin', { size: [600, 800], origin: [100, -200], cropBox: [150, -150, 650, 500] }],
    ['a cropped page turned by 90', { cropBox: [50, 60, 450, 760], rotate: 90 }],
  ])('writes the text inside its box, the right way up, on %s', async (_name, spec) => {
    const original = await makePdf([spec]);
    const stamped = await stampPdf(original, [{ page: 1, kind: 'text', text: name, ...box }]);
    const [page] = await readPdfPages(stamped);
    const area = shownBox(page ?? { width: 0, height: 0 }, box);
    const text = (await shownTexts(stamped)).find((run) => run.text === name);
    expect(text, 'the name, every letter drawn').toBeDefined();
    expect(text?.upright).toBe(true);
    expect(text?.x).toBeGreaterThanOrEqual(area.left);
    expect(text?.x).toBeLessThan(area.left + 5);
    // The baseline sits in the box's lower half, the letters within it.
    expect(text?.y).toBeGreaterThan(area.top + (area.bottom - area.top) / 2);
    expect(text?.y).toBeLessThan(area.bottom);
    expect(text?.fontSize).toBeLessThan(area.bottom - area.top);
  });

  it('shrinks a long text to fit its box’s width', async () => {
    const narrow = { x: 0.1, y: 0.1, width: 0.2, height: 0.05 };
    const long = 'Policy 123-456-789 held with Ó Súilleabháin Assurance';
    const stamped = await stampPdf(await makePdf([{}]), [{ page: 1, kind: 'text', text: long, ...narrow }]);
    const [page] = await readPdfPages(stamped);
    const area = shownBox(page ?? { width: 0, height: 0 }, narrow);
    const text = (await shownTexts(stamped)).find((run) => run.text === long);
    expect(text).toBeDefined();
    expect((text?.x ?? 0) + (text?.width ?? 0)).toBeLessThanOrEqual(area.right);
  });

  it('keeps text on one line: a line break becomes a space', async () => {
    const stamped = await stampPdf(await makePdf([{}]), [{ page: 1, kind: 'text', text: 'First\nSecond', ...box }]);
    expect((await shownTexts(stamped)).map((run) => run.text)).toContain('First Second');
  });

  it('puts each item on its own page', async () => {
    const stamped = await stampPdf(await makePdf([{}, {}, {}]), [
      { page: 3, kind: 'text', text: 'On page three', ...box },
      { page: 1, kind: 'text', text: 'On page one', ...box },
    ]);
    const texts = await shownTexts(stamped);
    expect(texts.find((run) => run.text === 'On page three')?.page).toBe(3);
    expect(texts.find((run) => run.text === 'On page one')?.page).toBe(1);
  });

  it.each(['png', 'jpeg'] as const)('stamps a %s signature inside its box, its proportions kept and centred', async (format) => {
    const image = await makeSignatureImage(format, 300, 100);
    const placement = { x: 0.1, y: 0.6, width: 0.4, height: 0.1 };
    const stamped = await stampPdf(await makePdf([{}]), [{ page: 1, kind: 'signature', image, ...placement }]);
    const [page] = await readPdfPages(stamped);
    const area = shownBox(page ?? { width: 0, height: 0 }, placement);
    const [drawn, ...others] = await shownImages(stamped, 1);
    expect(others).toEqual([]);
    expect(drawn?.width).toBeCloseTo(area.right - area.left, 1);
    expect((drawn?.width ?? 0) / (drawn?.height ?? 1)).toBeCloseTo(3, 2);
    const middle = (drawn?.top ?? 0) + (drawn?.height ?? 0) / 2;
    expect(middle).toBeCloseTo((area.top + area.bottom) / 2, 1);
  });

  it('stamps a signature upright in its box on a page turned by 90', async () => {
    const image = await makeSignatureImage('png', 200, 100);
    const placement = { x: 0.5, y: 0.1, width: 0.2, height: 0.2 };
    const stamped = await stampPdf(await makePdf([{ rotate: 90 }]), [{ page: 1, kind: 'signature', image, ...placement }]);
    const [page] = await readPdfPages(stamped);
    const area = shownBox(page ?? { width: 0, height: 0 }, placement);
    const [drawn] = await shownImages(stamped, 1);
    expect((drawn?.width ?? 0) / (drawn?.height ?? 1)).toBeCloseTo(2, 2);
    expect(drawn?.left).toBeCloseTo(area.left, 1);
    expect(drawn?.width).toBeCloseTo(area.right - area.left, 1);
  });

  it('refuses a signature that is neither a PNG nor a JPEG', async () => {
    const item: StampItem = { page: 1, kind: 'signature', image: new TextEncoder().encode('GIF89a...'), ...box };
    await expect(stampPdf(await makePdf([{}]), [item])).rejects.toThrow(TypeError);
  });

  it('refuses an item on a page the document does not have', async () => {
    await expect(stampPdf(await makePdf([{}]), [{ page: 2, kind: 'text', text: 'x', ...box }])).rejects.toThrow(RangeError);
  });

  it('flattens the form: each value becomes page content, every letter drawn, and the form is gone', async () => {
    const stamped = await stampPdf(await makeFormPdf('PN-Łukasz-42'), [{ page: 1, kind: 'text', text: 'Signed', ...box }]);
    expect((await pdfText(stamped)).text).toContain('PN-Łukasz-42');
    const reopened = await PDFDocument.load(stamped);
    expect(reopened.catalog.has(PDFName.of('AcroForm'))).toBe(false);
    expect(reopened.getForm().getFields()).toEqual([]);
    expect(reopened.getPage(0).node.Annots()?.size() ?? 0).toBe(0);
  });

  it('stamps a PDF whose owner password only restricts editing, and the result opens without one', async () => {
    const stamped = await stampPdf(await makeLockedPdf('', 'owner-secret'), [{ page: 1, kind: 'text', text: name, ...box }]);
    expect((await pdfText(stamped)).text).toContain(name);
    expect((await PDFDocument.load(stamped)).isEncrypted).toBe(false);
  });

  it('refuses a PDF that needs a password to open', async () => {
    await expect(stampPdf(await makeLockedPdf('user-secret', 'owner-secret'), [])).rejects.toThrow(PdfNotSignableError);
  });
});
