import { and, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  blogPosts,
  brochures,
  caseBatchUploads,
  caseDocuments,
  caseImages,
  clientProfiles,
  factFindDocuments,
  financialStrategies,
  identityDocuments,
  libraryItems,
  meetingRecordingPieces,
  meetingRecordings,
  meetingRoomDocuments,
  messageAttachments,
  messageBulkFiles,
  motivationItemImages,
  motivationItems,
  practiceFiles,
  signingEnvelopes,
  signingEvents,
  storedFiles,
  users,
  vaultItems,
} from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime.ts';

/**
 * Longer than any upload takes from storing its file to committing the row that points at it, so a file
 * the sweep finds unreferenced is one no request will point at any more.
 */
export const orphanGraceMillis = 60 * 60 * 1000;
const batchSize = 200;

/** Every column that points at a stored file; a test checks this against the database's foreign keys. */
export const fileReferences: readonly PgColumn[] = [
  users.avatarFileId,
  users.signatureFileId,
  users.virtualBackgroundFileId,
  clientProfiles.welcomeVideoFileId,
  clientProfiles.letterOfAuthorityFileId,
  practiceFiles.fileId,
  caseDocuments.fileId,
  caseImages.fileId,
  caseBatchUploads.fileId,
  factFindDocuments.fileId,
  signingEnvelopes.originalFileId,
  signingEnvelopes.signedFileId,
  signingEnvelopes.certificateFileId,
  signingEvents.fileId,
  messageAttachments.fileId,
  messageBulkFiles.fileId,
  motivationItems.fileId,
  motivationItems.mainImageFileId,
  motivationItemImages.fileId,
  financialStrategies.fileId,
  identityDocuments.fileId,
  vaultItems.fileId,
  blogPosts.fileId,
  libraryItems.fileId,
  brochures.fileId,
  meetingRoomDocuments.fileId,
  meetingRecordings.fileId,
  meetingRecordingPieces.fileId,
];

function unreferenced(): SQL {
  const checks = fileReferences.map((column) => sql`NOT EXISTS (SELECT 1 FROM ${column.table} WHERE ${column} = ${storedFiles.id})`);
  return sql.join(checks, sql` AND `);
}

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === '23503';

/**
 * Deletes one unreferenced file: its row (the lock of the delete keeps any new reference waiting, and
 * the foreign keys refuse one the list above forgot), then its bytes, before commit, so bytes that could
 * not be removed leave the row for the next sweep. Answers whether it went.
 */
async function deleteOrphan(runtime: Runtime, id: string): Promise<boolean> {
  try {
    return await runtime.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(storedFiles)
        .where(and(sql`${storedFiles.id} = ${id}`, unreferenced()))
        .returning({ storageKey: storedFiles.storageKey });
      if (!row) return false;
      await runtime.storage.remove(row.storageKey);
      return true;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/**
 * The one clean-up of stored files: deletes every file older than its grace that no row points at any
 * more (a replaced photo, a removed client's letter, an upload whose row was refused), with its bytes.
 * Answers how many went.
 */
export async function sweepOrphanFiles(runtime: Runtime, options: { olderThan?: Date } = {}): Promise<number> {
  const olderThan = options.olderThan ?? new Date(Date.now() - orphanGraceMillis);
  let deleted = 0;
  for (;;) {
    const candidates = await runtime.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(lt(storedFiles.createdAt, olderThan), unreferenced()))
      .orderBy(storedFiles.createdAt)
      .limit(batchSize);
    let deletedNow = 0;
    for (const { id } of candidates) if (await deleteOrphan(runtime, id)) deletedNow += 1;
    deleted += deletedNow;
    // A batch of which none could go (each gained a reference meanwhile) would come back the same.
    if (candidates.length < batchSize || deletedNow === 0) return deleted;
  }
}

/**
 * Deletes these files at once, with their bytes, where no row points at them any more (a removal that
 * let go of them in its own committed transaction); one gained a reference meanwhile stays. Answers how many went.
 */
export async function removeUnreferencedFiles(runtime: Runtime, ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const id of ids) if (await deleteOrphan(runtime, id)) deleted += 1;
  return deleted;
}
