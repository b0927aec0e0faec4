import {
  AppError,
  type LibraryAuditContent,
  type LibraryAuditField,
  type LibraryPdf,
  type LibraryUpload,
  libraryAuditFields,
  libraryMessages,
  libraryUploadLifetimeMinutes,
  type UploadPurpose,
  uploadPolicies,
} from '@advice/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { fileBaseOf } from '../cases/case-documents.files.ts';
import { checkUpload } from '../files/files.check.ts';
import { type StoredFileRow, type StoredFileSummary, storedFileSummaries, storeFile } from '../files/stored-files.ts';

/*
 * What a practice's library item and a platform brochure share: a title, a description and where the content
 * is (an uploaded PDF, a PDF's URL or a link), the upload of that PDF and the fields an edit changed.
 */

/** The content columns both tables have. */
export type ContentRow = {
  id: string;
  title: string;
  description: string;
  fileId: string | null;
  pdfUrl: string | null;
  linkUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export type ContentBody = {
  title: string;
  description: string;
  pdf_file_id?: string | null | undefined;
  pdf_url: string | null;
  link_url: string | null;
};
type PdfPurpose = Extract<UploadPurpose, 'libraryPdf' | 'brochurePdf'>;
/** Whose files these are: a practice's, or (null) the platform's. */
type Owner = { practiceId: string | null; userId: string };

/** Checks an uploaded PDF by its purpose's policy and stores it, as the uploader's, for the save to take. */
export async function storeContentPdf(runtime: Runtime, owner: Owner, purpose: PdfPurpose, upload: UploadedFile): Promise<LibraryUpload> {
  const checked = await checkUpload(uploadPolicies[purpose], upload);
  const stored = await storeFile(runtime, {
    practiceId: owner.practiceId,
    ownerId: null,
    purpose,
    fileName: `${fileBaseOf(upload.fileName, 'document')}.${checked.ext}`,
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: owner.userId,
  });
  return { id: stored.id, file_name: stored.fileName, size_bytes: checked.body.length };
}

/**
 * The PDF file a save names, locked until the transaction ends (so the orphan sweep cannot take it): the
 * content's own already, or the saver's fresh upload of this purpose and owner; any other is refused.
 */
export async function resolveContentPdf(
  tx: Tx,
  owner: Owner,
  purpose: PdfPurpose,
  fileId: string | null | undefined,
  currentFileId: string | null,
): Promise<StoredFileRow | null> {
  if (!fileId) return null;
  const practice = owner.practiceId === null ? isNull(storedFiles.practiceId) : eq(storedFiles.practiceId, owner.practiceId);
  const [row] = await tx
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), practice))
    .for('share');
  const freshSince = Date.now() - libraryUploadLifetimeMinutes * 60_000;
  const isFreshUpload = row?.createdBy === owner.userId && row.createdAt.getTime() > freshSince;
  if (row?.purpose !== purpose || !(fileId === currentFileId || isFreshUpload))
    throw new AppError('request.invalid', { detail: libraryMessages['library.uploadGone'], pointer: '/pdf_file_id' });
  return row;
}

/** The columns a save writes from its body and resolved PDF. */
export function contentColumnsOf(body: ContentBody, pdf: StoredFileRow | null) {
  return { title: body.title, description: body.description, fileId: pdf?.id ?? null, pdfUrl: body.pdf_url, linkUrl: body.link_url };
}

/** The content as its audit events name it. */
export function auditContentOf(row: Pick<ContentRow, 'title' | 'pdfUrl' | 'linkUrl'>, pdfName: string | null): LibraryAuditContent {
  return { title: row.title, pdf: pdfName, pdf_url: row.pdfUrl, link_url: row.linkUrl };
}

/** The fields an edit changes, in the form's order; the date only where the content has one. */
export function changedFieldsOf<R extends ContentRow & { displayUntil?: string | null }>(
  row: R,
  next: Partial<Pick<R, 'title' | 'description' | 'fileId' | 'pdfUrl' | 'linkUrl' | 'displayUntil'>>,
): LibraryAuditField[] {
  const columns: Record<LibraryAuditField, keyof R> = {
    title: 'title',
    description: 'description',
    pdf: 'fileId',
    pdf_url: 'pdfUrl',
    link_url: 'linkUrl',
    display_until: 'displayUntil',
  };
  return libraryAuditFields.filter((field) => {
    const column = columns[field] as keyof typeof next;
    return column in next && (next[column] ?? null) !== ((row as Record<string, unknown>)[column as string] ?? null);
  });
}

/** The uploaded PDFs of these rows by file id, read in one query. */
export function contentFilesOf(
  tx: Db | Tx,
  practiceId: string | null,
  rows: readonly ContentRow[],
): Promise<Map<string, StoredFileSummary>> {
  return storedFileSummaries(
    tx,
    practiceId,
    rows.flatMap((row) => (row.fileId ? [row.fileId] : [])),
  );
}

/** A row's content as the API answers it; `pdfAddress` is where its PDF downloads. */
export function presentContent(row: ContentRow, files: ReadonlyMap<string, StoredFileSummary>, pdfAddress: string) {
  const file = row.fileId ? files.get(row.fileId) : undefined;
  const pdf: LibraryPdf | null = file ? { id: file.id, file_name: file.fileName, size_bytes: file.sizeBytes, url: pdfAddress } : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pdf,
    pdf_url: row.pdfUrl,
    link_url: row.linkUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
