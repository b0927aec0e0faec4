import { parentPort, workerData } from 'node:worker_threads';
import { type ReportPdfInput, renderReportPdf } from './reports.pdf.ts';

// One report per worker: laid out and drawn here, off the server's thread, then handed back as bytes.
const pdf = await renderReportPdf(workerData as ReportPdfInput);
const bytes = new Uint8Array(pdf);
parentPort?.postMessage(bytes, [bytes.buffer]);
