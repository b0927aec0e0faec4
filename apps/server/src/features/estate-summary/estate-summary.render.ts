import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import type { EstateSummaryPdfInput } from './estate-summary.pdf.ts';

/** At most this many summaries are drawn at once on one instance; more wait their turn. */
const maxRunning = 2;
/** A summary not drawn by then is given up (its worker stopped) and the request fails. */
const timeoutMs = 60_000;

const inTurn = pLimit(maxRunning);

function drawInWorker(script: URL, input: unknown): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      settle(() => reject(new Error('the PDF was not drawn in time')));
      void worker.terminate();
    }, timeoutMs);
    worker.once('message', (bytes: Uint8Array) => settle(() => resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the PDF worker stopped with code ${code}`))));
  });
}

/**
 * Draws an estate summary as a PDF in a worker thread: laying out a long summary takes pdfmake a while
 * of synchronous work, which on the server's own thread would hold up every other request meanwhile.
 */
export function renderEstateSummaryInWorker(input: EstateSummaryPdfInput): Promise<Buffer> {
  return renderPdfInWorker(new URL('./estate-summary.pdf.worker.ts', import.meta.url), input);
}

/**
 * Draws a PDF in a worker thread running `script`, which reads its input from `workerData` and posts the
 * bytes back; every PDF the server draws this way waits its turn in the same queue.
 */
export function renderPdfInWorker(script: URL, input: unknown): Promise<Buffer> {
  return inTurn(() => drawInWorker(script, input));
}
