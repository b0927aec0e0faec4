import { uploadPolicies } from '@advice/domain';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { checkUpload } from '../files/files.check.ts';
import { storeFile } from '../files/stored-files.ts';

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

/** A case document stored under its record: the record, the name it is stored under and what its content is. */
export type StoredCaseDocument = { fileId: string; fileName: string; contentType: string; sizeBytes: number };

/**
 * Checks a case document (on a case or staged for a batch of packs) by its policy and stores it; the
 * caller's row then points at it. The stored name is the upload's, cleaned, with its content's extension.
 */
export async function storeCaseDocumentFile(
  runtime: Runtime,
  upload: UploadedFile,
  who: { practiceId: string; ownerId: string; createdBy: string },
): Promise<StoredCaseDocument> {
  const checked = await checkUpload(uploadPolicies.caseDocument, upload);
  const fileName = storedFileName(upload.fileName, checked.ext);
  const stored = await storeFile(runtime, {
    ...who,
    purpose: 'caseDocument',
    fileName,
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
  });
  return { fileId: stored.id, fileName, contentType: checked.mediaType, sizeBytes: checked.body.length };
}
