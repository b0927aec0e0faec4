/**
 * The signing engine's PDF work, on the server only (never the browser): reading a PDF's pages, stamping
 * each signature and text at its placement, flattening, sealing with a PAdES signature under the
 * practice's certificate, and the signing certificate PDF.
 *
 * - `readPdfPages(pdf)`: the pages with their size in points as the viewer shows them (the page's own
 *   rotation applied). Throws PdfNotSignableError.
 * - `stampPdf(original, items)`: stamps every item and flattens any form fields; answers the new PDF (not
 *   yet sealed). Throws PdfNotSignableError.
 * - `sealPdf(pdf, key, info)`: seals the PDF with a PAdES signature (`ETSI.CAdES.detached`) so any reader
 *   reports it unaltered since sealing.
 * - `renderSigningCertificate(facts)`: the signing certificate, a PDF of its own listing the signers, each
 *   event and the hashes, on the practice's branding.
 */
export { readPdfPages } from './pdf-pages.ts';
export { sealPdf } from './pdf-seal.ts';
export { stampPdf } from './pdf-stamp.ts';
export { renderSigningCertificate } from './signing-certificate.pdf.ts';
export {
  type CertificateFacts,
  PdfNotSignableError,
  type PdfPageInfo,
  type SealInfo,
  type SealingKey,
  type StampItem,
} from './signing-pdf.types.ts';
