import { makeSealingKey } from '@advice/server/features/signing/pdf/sealing-certificate';
import { type StampItem, sealPdf, stampPdf } from '@advice/server/features/signing/pdf/signing-pdf';
import { makeSignatureImage } from '@advice/server/features/signing/pdf/signing-pdf.fixtures';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const pageCount = 50;
const placementCount = 20;
const rounds = Number(process.env.BENCH_SIGNING_ROUNDS ?? 9);

const sentence =
  'Based on what you have told us about your objectives, circumstances and attitude to risk, we recommend the portfolio below. ';

/** A 50-page report as an adviser uploads one: A4 pages of text (44 lines each), every page its own content stream. */
async function makeReport(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pageCount; number++) {
    const page = document.addPage([595.28, 841.89]);
    page.drawText(`Suitability report – page ${number}`, { x: 56, y: 780, size: 16, font });
    for (let line = 0; line < 44; line++) page.drawText(sentence.slice(0, 95), { x: 56, y: 750 - line * 15, size: 9.5, font });
  }
  return document.save();
}

/** 20 fields across the document: signatures (PNG and JPEG) and texts in turn, spread over its pages. */
async function makePlacements(): Promise<StampItem[]> {
  const [png, jpeg] = await Promise.all([makeSignatureImage('png', 600, 200), makeSignatureImage('jpeg', 600, 200)]);
  return Array.from({ length: placementCount }, (_, index): StampItem => {
    const at = { page: 1 + ((index * 7) % pageCount), x: 0.1 + (index % 3) * 0.25, y: 0.8, width: 0.22, height: 0.06 };
    if (index % 2 === 1) return { ...at, kind: 'text', text: index % 4 === 1 ? 'Zoë Ó Súilleabháin' : 'November 25, 2026' };
    return { ...at, kind: 'signature', image: index % 4 === 0 ? png : jpeg };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/**
 * The signing engine's PDF work on a 50-page document with 20 fields (stamp, flatten and seal under a
 * practice key) against a plain pdf-lib load-and-save of the same file, alternated in one run, median of
 * several rounds after a warm-up of each.
 */
export async function benchSigningPdf(): Promise<void> {
  const [report, placements, key] = await Promise.all([makeReport(), makePlacements(), makeSealingKey('Bench Practice')]);
  const info = { reason: 'Signed by every signer', name: 'Bench Practice', location: 'London' };
  const loadAndSave = async () => (await PDFDocument.load(report)).save();
  const stampAndSeal = async () => sealPdf(await stampPdf(report, placements), key, info);
  await loadAndSave();
  const sealed = await stampAndSeal();
  const plain: number[] = [];
  const signing: number[] = [];
  for (let round = 0; round < rounds; round++) {
    plain.push(await timed(loadAndSave));
    signing.push(await timed(stampAndSeal));
  }
  const [plainMs, signingMs] = [median(plain), median(signing)];
  console.log(
    `Signing a ${pageCount}-page PDF (${(report.length / 1024).toFixed(0)} KB) with ${placementCount} fields: stamp + flatten + seal vs a plain pdf-lib load-and-save, median of ${rounds} rounds`,
  );
  console.log(`  pdf-lib load + save      ${plainMs.toFixed(1).padStart(8)} ms`);
  console.log(`  stamp + flatten + seal   ${signingMs.toFixed(1).padStart(8)} ms  (signed PDF ${(sealed.length / 1024).toFixed(0)} KB)`);
  console.log(`  ratio signing : load-and-save = ${(signingMs / plainMs).toFixed(3)}\n`);
}
