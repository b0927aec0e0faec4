import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file field, as a browser's file input sends it, for `app.inject`. */
export function multipartFile(
  field: string,
  file: { filename: string; contentType: string; content: Buffer },
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----advice-test-${randomBytes(8).toString('hex')}`;
  const head = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${field}"; filename="${file.filename}"`,
    `Content-Type: ${file.contentType}`,
    '',
    '',
  ].join('\r\n');
  const payload = Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
