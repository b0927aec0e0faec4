import { PDFDocument, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfPages } from './pdf-pages.ts';
import { a4, makeLockedPdf, makePagelessPdf, makePdf, makeSignatureImage, type PageSpec } from './signing-pdf.fixtures.ts';
import { PdfNotSignableError, type PdfProblem } from './signing-pdf.types.ts';

async function refusal(pdf: Uint8Array): Promise<PdfProblem> {
  const error = await readPdfPages(pdf).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PdfNotSignableError);
  return (error as PdfNotSignableError).problem;
}

describe('readPdfPages', () => {
  it.each<[string, PageSpec, { width: number; height: number; rotation: number }]>([
    ['an A4 portrait page', {}, { width: a4[0], height: a4[1], rotation: 0 }],
    ['a landscape page', { size: [842, 595] }, { width: 842, height: 595, rotation: 0 }],
    ['a page turned by /Rotate 90 (width and height swapped)', { rotate: 90 }, { width: a4[1], height: a4[0], rotation: 90 }],
    ['a page upside down (/Rotate 180)', { rotate: 180 }, { width: a4[0], height: a4[1], rotation: 180 }],
    ['a page turned by /Rotate -90 (read as 270)', { rotate: -90 }, { width: a4[1], height: a4[0], rotation: 270 }],
    ['a page turned by /Rotate 450 (read as 90)', { rotate: 450 }, { width: a4[1], height: a4[0], rotation: 90 }],
    ['a MediaBox away from the origin', { size: [400, 300], origin: [-50, 100] }, { width: 400, height: 300, rotation: 0 }],
    ['a CropBox inside the MediaBox (the viewer shows only it)', { cropBox: [50, 60, 450, 760] }, { width: 400, height: 700, rotation: 0 }],
    [
      'a CropBox reaching outside the MediaBox (clipped to it)',
      { size: [500, 700], cropBox: [-100, 100, 300, 900] },
      { width: 300, height: 600, rotation: 0 },
    ],
    ['a cropped page turned by 270', { cropBox: [50, 60, 450, 760], rotate: 270 }, { width: 700, height: 400, rotation: 270 }],
  ])('measures %s as the viewer shows it', async (_name, spec, expected) => {
    const [page] = await readPdfPages(await makePdf([spec]));
    expect(page?.rotation).toBe(expected.rotation);
    expect(page?.width).toBeCloseTo(expected.width, 2);
    expect(page?.height).toBeCloseTo(expected.height, 2);
  });

  it('answers every page in order, each with its own size and rotation', async () => {
    const pages = await readPdfPages(await makePdf([{}, { size: [842, 595] }, { rotate: 90 }]));
    expect(pages.map((page) => [Math.round(page.width), Math.round(page.height), page.rotation])).toEqual([
      [595, 842, 0],
      [842, 595, 0],
      [842, 595, 90],
    ]);
  });

  it('takes a rotation the page inherits from the page tree', async () => {
    const document = await PDFDocument.load(await makePdf([{}]));
    document.catalog.Pages().set(PDFName.of('Rotate'), PDFNumber.of(90));
    const [page] = await readPdfPages(await document.save());
    expect(page).toMatchObject({ rotation: 90 });
    expect(page?.width).toBeCloseTo(a4[1], 2);
  });

  it('opens a PDF whose owner password only restricts editing, as every viewer does', async () => {
    const pages = await readPdfPages(await makeLockedPdf('', 'owner-secret'));
    expect(pages).toHaveLength(1);
  });

  it('refuses bytes that are not a PDF', async () => {
    expect(await refusal(new TextEncoder().encode('Dear client, please find attached'))).toBe('notPdf');
    expect(await refusal(await makeSignatureImage('png'))).toBe('notPdf');
  });

  it('refuses a PDF cut short (an upload that stopped half way)', async () => {
    const whole = await makePdf([{}, {}, {}]);
    expect(await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)))).toBe('damaged');
  });

  it('refuses a PDF that needs a password to open', async () => {
    expect(await refusal(await makeLockedPdf('user-secret', 'owner-secret'))).toBe('password');
  });

  it('refuses a PDF without pages', async () => {
    expect(await refusal(makePagelessPdf())).toBe('noPages');
  });

  it('names the message to show: "PDF cannot be signed" for a file that is not a PDF, the fuller one otherwise', async () => {
    expect(new PdfNotSignableError('notPdf').messageKey).toBe('signing.notPdf');
    expect(new PdfNotSignableError('password').messageKey).toBe('signing.unreadablePdf');
    expect(new PdfNotSignableError('damaged').messageKey).toBe('signing.unreadablePdf');
  });
});
