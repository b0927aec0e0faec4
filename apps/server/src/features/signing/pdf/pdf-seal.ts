import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { CadesSigner, openSealingIdentity } from './cades-signer.ts';
import { PdfNotSignableError, type SealInfo, type SealingKey } from './signing-pdf.types.ts';

/** Room for the signature: the certificates it carries, and 4 KB for the rest of the CMS structure and the RSA signature. */
function signatureRoomOf(certificates: forge.pki.Certificate[]): number {
  const certificateBytes = certificates.reduce((sum, cert) => sum + forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).length(), 0);
  return Math.max(8192, certificateBytes + 4096);
}

/** Punctuation beyond Latin-1, and letters that have no decomposition to a Latin-1 base, as their nearest ASCII. */
const nearestAscii: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  Œ: 'OE',
  œ: 'oe',
  ı: 'i',
};

/**
 * A text for the signature dictionary's literal strings (the signpdf placeholder writes them as given, in
 * PDFDocEncoding): Latin-1, a letter beyond it reduced to its base letter or '?', and `\`, `(`, `)` escaped.
 */
export function toPdfLiteral(text: string): string {
  let latin = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) latin += char;
    else if (nearestAscii[char]) latin += nearestAscii[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      latin += /^[\x20-\x7e\xa0-\xff]+$/u.test(base) ? base : code < 0x20 ? ' ' : '?';
    }
  }
  return latin.replace(/[\\()]/gu, (char) => `\\${char}`);
}

/**
 * Seals the PDF with a PAdES signature (`ETSI.CAdES.detached`, baseline B) under the key's certificate, so
 * any reader reports it unaltered since sealing. The seal is invisible (a signature field without a box on
 * the first page); the reader's signature panel names `info.name` with its reason, place and contact.
 */
export async function sealPdf(pdf: Uint8Array, key: SealingKey, info: SealInfo): Promise<Uint8Array> {
  const identity = openSealingIdentity(key.p12, key.passphrase);
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (error) {
    throw new PdfNotSignableError('damaged', { cause: error });
  }
  const signingTime = new Date();
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: toPdfLiteral(info.reason),
    name: toPdfLiteral(info.name),
    location: toPdfLiteral(info.location),
    contactInfo: toPdfLiteral(info.contactInfo ?? ''),
    signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: signatureRoomOf([identity.certificate, ...identity.others]),
  });
  // The placeholder must stay a plain object in the file (not in an object stream) to be found and filled.
  const prepared = await document.save({ useObjectStreams: false });
  const sealed = await new SignPdf().sign(Buffer.from(prepared), new CadesSigner(identity), signingTime);
  return new Uint8Array(sealed);
}
