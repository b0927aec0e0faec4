import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Whatever a route sends: bytes read from storage, a generated text, or a stream (a zip built as it is sent). */
export type DownloadBody = Buffer | string | Readable;

/** Characters RFC 5987 allows unencoded in `filename*`; encodeURIComponent leaves a few more (' ( ) * !) alone. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*!]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the file's name as RFC 6266 says: a quoted ASCII name, and when the real name is
 * anything else (accents, quotes, control characters), its exact UTF-8 spelling in `filename*` as well.
 * In the ASCII name each character outside printable ASCII, and `"`, `\` and `%` (which some browsers
 * decode), becomes `_`.
 */
export function contentDisposition(fileName: string): string {
  const name = fileName.trim() || 'download';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/gu, '_');
  return ascii === name ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/**
 * The one reply for every download and export: an attachment the browser saves and never renders in the
 * page, whose type it may not guess at (nosniff), which could run nothing if opened (a sandboxing CSP)
 * and which no cache keeps.
 */
export function sendDownload(reply: FastifyReply, file: { body: DownloadBody; contentType: string; fileName: string }): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/**
 * An image or video the page shows (a photo, a logo, a welcome video): checked and re-encoded content of
 * a known type, sent so that it can only ever be shown, never run. Our own SVG drawings need their inline
 * styles (`inlineStyles`); nothing uploaded is ever SVG.
 */
export function sendMedia(
  reply: FastifyReply,
  file: { body: Buffer; contentType: string },
  options: { cacheControl: string; inlineStyles?: boolean },
): FastifyReply {
  return reply
    .type(file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      options.inlineStyles ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox",
    )
    .header('cache-control', options.cacheControl)
    .send(file.body);
}
