import { AppError, caseDocumentFileTypes, caseDocumentMaxBytes, caseDocumentMessages, checkUploadFileName } from '@advice/domain';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { MultipartPolicy } from '../../http/multipart.ts';

export type CheckedFile = { contentType: string; ext: string };

/** How a case document is uploaded, on a case or for a batch of packs: one `file` of at most 25 MB beside a few fields. */
export const caseDocumentUpload: MultipartPolicy = {
  fileField: 'file',
  maxFileBytes: caseDocumentMaxBytes,
  tooLarge: caseDocumentMessages['caseDocuments.tooLarge'],
  fileRequired: caseDocumentMessages['caseDocuments.fileRequired'],
};

/** Old binary Office files share one container (CFB); the name's extension says which of the three it is. */
const binaryOffice: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
const accepted = new Map<string, string>(caseDocumentFileTypes.map((t) => [t.mime, t.ext]));

function extensionOf(fileName: string): string {
  const match = /\.([^.]+)$/u.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Checks an uploaded case document before it is stored: its name, its size (25 MB) and its content by
 * magic bytes (PDF, images, Office documents). Answers the type it really is, whatever the browser said.
 */
export async function checkCaseDocumentFile(body: Buffer, fileName: string): Promise<CheckedFile> {
  const nameProblem = checkUploadFileName(fileName);
  if (nameProblem) throw new AppError('upload.unsupported', { detail: nameProblem, pointer: '/file' });
  if (body.length > caseDocumentMaxBytes)
    throw new AppError('upload.too_large', { detail: caseDocumentMessages['caseDocuments.tooLarge'], pointer: '/file' });
  if (body.length === 0)
    throw new AppError('request.invalid', { detail: caseDocumentMessages['caseDocuments.fileRequired'], pointer: '/file' });
  const detected = await fileTypeFromBuffer(body);
  const unsupported = () => new AppError('upload.unsupported', { detail: caseDocumentMessages['caseDocuments.type'], pointer: '/file' });
  if (!detected) throw unsupported();
  if (detected.mime === 'application/x-cfb') {
    const ext = extensionOf(fileName);
    const mime = binaryOffice[ext];
    if (!mime) throw unsupported();
    return { contentType: mime, ext };
  }
  const ext = accepted.get(detected.mime);
  if (!ext) throw unsupported();
  return { contentType: detected.mime, ext };
}

/**
 * A name safe as a file name on every system and inside a zip: no path separators, control or
 * reserved characters, no leading dots, at most 120 characters; `fallback` when nothing is left.
 */
export function safeFileBase(name: string, fallback = 'document'): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '')
    .slice(0, 120)
    .trim();
  return cleaned || fallback;
}

/** The name an upload suggests: its own name without the extension, cleaned (see safeFileBase). */
export function fileBaseOf(uploadName: string, fallback?: string): string {
  return safeFileBase(uploadName.replace(/\.[^.]*$/u, ''), fallback);
}

/** The stored file name: the upload's name without its extension, cleaned, with the extension its content has. */
export function storedFileName(uploadName: string, ext: string): string {
  return `${fileBaseOf(uploadName)}.${ext}`;
}

/**
 * Gives each name in a folder a unique spelling (compared without case, as Windows and macOS do):
 * the second `Report.pdf` becomes `Report (2).pdf`.
 */
export function uniqueNamer(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const dot = name.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends stored bytes as a download the browser never renders in the page. */
export function sendAttachment(reply: FastifyReply, file: { body: Buffer; contentType: string; fileName: string }): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
