import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';
import { sweepOrphanFiles } from '../features/files/files.sweep.ts';
import { type NewStoredFile, type StoredFileRow, storeFile } from '../features/files/stored-files.ts';
import type { Runtime } from '../runtime.ts';

/** Where a stored file's bytes are, for tests that look at the storage itself ('' when there is no such file). */
export async function storageKeyOf(db: Db, fileId: string | null | undefined): Promise<string> {
  if (!fileId) return '';
  const [row] = await db.select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.id, fileId));
  return row?.key ?? '';
}

/** Stores a file as an upload would, for tests that set rows up directly. */
export function storeTestFile(
  runtime: Runtime,
  file: Pick<NewStoredFile, 'practiceId' | 'purpose' | 'fileName' | 'mediaType' | 'ext' | 'body'> & Partial<NewStoredFile>,
): Promise<StoredFileRow> {
  return storeFile(runtime, { ownerId: null, createdBy: null, ...file });
}

/** Runs the orphan sweep as if every file stored so far were past its grace. */
export function sweepOrphansNow(runtime: Runtime): Promise<number> {
  return sweepOrphanFiles(runtime, { olderThan: new Date(Date.now() + 60_000) });
}
