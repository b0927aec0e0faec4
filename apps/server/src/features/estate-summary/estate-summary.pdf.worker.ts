import { parentPort, workerData } from 'node:worker_threads';
import { type EstateSummaryPdfInput, renderEstateSummaryPdf } from './estate-summary.pdf.ts';

// One summary per worker: laid out and drawn here, off the server's thread, then handed back as bytes.
const pdf = await renderEstateSummaryPdf(workerData as EstateSummaryPdfInput);
const bytes = new Uint8Array(pdf);
parentPort?.postMessage(bytes, [bytes.buffer]);
