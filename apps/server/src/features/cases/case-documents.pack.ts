import { Readable } from 'node:stream';
import { type Actor, AppError, caseDocumentCategoryLabels, caseDocumentMessages } from '@advice/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { caseDocuments } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime.ts';
import { readStoredFile } from '../files/stored-files.ts';
import { safeFileBase, uniqueNamer } from './case-documents.files.ts';
import { categoryOrder } from './case-documents.queries.ts';
import { downloadNameOf } from './case-documents.service.ts';
import { isClientStaff, loadCaseFor } from './cases.access.ts';

/** Content that is compressed already (images, zip-based Office files) is stored as it is. */
const isCompressed = (type: string) =>
  (type.startsWith('image/') && type !== 'image/bmp') || type.includes('openxmlformats') || type.includes('opendocument');

/**
 * The business submission pack: every live document of the case (concealed ones too; it is for staff),
 * in one folder per category, names cleaned and made unique within their folder. The zip is streamed:
 * each file is read from storage only when the zip reaches it.
 */
export async function openBusinessPack(runtime: Runtime, actor: Actor, caseId: string): Promise<{ fileName: string; stream: Readable }> {
  const loaded = await loadCaseFor(runtime.db, actor, caseId, 'read');
  if (!isClientStaff(loaded.subject)) throw new AppError('auth.forbidden', { detail: caseDocumentMessages['caseDocuments.packStaffOnly'] });
  const rows = await runtime.db
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.practiceId, loaded.actor.practiceId), eq(caseDocuments.caseId, caseId), isNull(caseDocuments.removedAt)))
    .orderBy(categoryOrder, asc(caseDocuments.createdAt), asc(caseDocuments.id));
  if (rows.length === 0) throw new AppError('rule.violated', { detail: caseDocumentMessages['caseDocuments.packEmpty'] });

  const zip = new ZipFile();
  const namers = new Map<string, (name: string) => string>();
  for (const row of rows) {
    const folder = caseDocumentCategoryLabels[row.category] ?? 'Other';
    const namer = namers.get(folder) ?? uniqueNamer();
    namers.set(folder, namer);
    zip.addReadStreamLazy(
      `${folder}/${namer(downloadNameOf(row))}`,
      { mtime: row.createdAt, compress: !isCompressed(row.contentType), size: row.sizeBytes },
      (callback) => {
        readStoredFile(runtime, { practiceId: row.practiceId, id: row.fileId }).then(
          (file) =>
            file
              ? callback(null, Readable.from([file.body]))
              : callback(new Error(`stored file missing for document ${row.id}`), null as never),
          (error: Error) => callback(error, null as never),
        );
      },
    );
  }
  const stream = zip.outputStream as unknown as Readable;
  // A file gone from storage breaks the download rather than the server: the error ends the stream.
  zip.on('error', (error: Error) => stream.destroy(error));
  zip.end();
  return { fileName: `${safeFileBase(loaded.row.name, 'case')} - business pack.zip`, stream };
}
