/** The largest file the verify page hashes: the whole file is read into memory to hash it. */
export const verifyFileMaxMegabytes = 100;

/** PDF readers accept a header anywhere in the first kilobyte; so does this check. */
const headerWindow = 1024;
const pdfHeader = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function hasPdfHeader(bytes: Uint8Array): boolean {
  const last = Math.min(bytes.length, headerWindow) - pdfHeader.length;
  for (let start = 0; start <= last; start += 1) {
    if (pdfHeader.every((byte, offset) => bytes[start + offset] === byte)) return true;
  }
  return false;
}

export type FileFingerprint = { sha256: string } | { problem: 'tooLarge' | 'notPdf' | 'unreadable' };

/**
 * The SHA-256 of a file, worked out in the browser (the file itself is never sent), as 64 lowercase hex
 * digits; or why it cannot be checked: too large to read, not a PDF, or unreadable.
 */
export async function fingerprintOf(file: Blob): Promise<FileFingerprint> {
  if (file.size > verifyFileMaxMegabytes * 1_048_576) return { problem: 'tooLarge' };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { problem: 'unreadable' };
  }
  if (!hasPdfHeader(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, headerWindow)))) return { problem: 'notPdf' };
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return { sha256: Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('') };
}
