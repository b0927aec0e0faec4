import { createHash, randomUUID } from 'node:crypto';
import type { UploadPurpose } from '@advice/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export type NewStoredFile = {
  /** Null only for a platform admin's own files. */
  practiceId: string | null;
  /** The user or client the file is about; null for the practice's own files. */
  ownerId: string | null;
  purpose: UploadPurpose;
  fileName: string;
  mediaType: string;
  /** The extension the stored bytes' type has (from the upload check or the re-encoding). */
  ext: string;
  body: Buffer;
  createdBy: string | null;
};

/** A file's bytes with what a download or an image reply needs to send them. */
export type FileContent = { body: Buffer; contentType: string; fileName: string };

/** The folder of each purpose's files in the store, so an operator browsing the bucket sees what is what. */
const storageFolders: Record<UploadPurpose, string> = {
  avatar: 'avatars',
  signature: 'signatures',
  welcomeVideo: 'welcome-videos',
  letterOfAuthority: 'letters-of-authority',
  caseDocument: 'case-documents',
  caseImage: 'case-images',
  logo: 'practice-files',
  secondaryLogo: 'practice-files',
  favicon: 'practice-files',
  mobileIcon: 'practice-files',
  dashboardTile: 'practice-files',
  serviceCharter: 'practice-files',
  disclosureForm: 'practice-files',
  clientImport: 'client-imports',
  factFindDocument: 'fact-find-documents',
  messageAttachment: 'message-attachments',
  motivationPdf: 'motivation-centre',
  motivationImage: 'motivation-centre',
  financialStrategyDocument: 'financial-strategies',
  vaultDocument: 'vault',
  identityDocument: 'identity-documents',
  blogPdf: 'blog',
  libraryPdf: 'library',
  brochurePdf: 'brochures',
  meetingRoomDocument: 'meeting-room-documents',
  meetingRecordingPiece: 'meeting-recordings',
  virtualBackground: 'virtual-backgrounds',
};

/**
 * Stores a new file: its record first, committed on its own, then its bytes. The caller then points a
 * row at the record in its own transaction; if that transaction fails, or the bytes never arrive, the
 * record is left pointed at by nothing and the orphan sweep deletes it (and its bytes) after its grace.
 */
export async function storeFile(runtime: Runtime, file: NewStoredFile): Promise<StoredFileRow> {
  const id = randomUUID();
  const storageKey = `${storageFolders[file.purpose]}/${file.practiceId ?? 'platform'}/${id}.${file.ext}`;
  const [row] = await runtime.db
    .insert(storedFiles)
    .values({
      id,
      practiceId: file.practiceId,
      ownerId: file.ownerId,
      purpose: file.purpose,
      fileName: file.fileName,
      mediaType: file.mediaType,
      sizeBytes: file.body.length,
      sha256: createHash('sha256').update(file.body).digest('hex'),
      storageKey,
      createdBy: file.createdBy,
    })
    .returning();
  if (!row) throw new Error('stored file insert returned nothing');
  await runtime.storage.put(storageKey, file.body);
  return row;
}

function practiceIs(practiceId: string | null) {
  return practiceId === null ? isNull(storedFiles.practiceId) : eq(storedFiles.practiceId, practiceId);
}

/** A stored file's record, within its practice (a platform admin's files have none). */
export async function findStoredFile(db: Db | Tx, key: { practiceId: string | null; id: string }): Promise<StoredFileRow | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, key.id), practiceIs(key.practiceId)));
  return row ?? null;
}

/** A stored file's bytes and type, or null when there is no such file in the practice or its bytes are gone. */
export async function readStoredFile(runtime: Runtime, key: { practiceId: string | null; id: string | null }): Promise<FileContent | null> {
  if (!key.id) return null;
  const row = await findStoredFile(runtime.db, { practiceId: key.practiceId, id: key.id });
  const body = row ? await runtime.storage.get(row.storageKey) : null;
  return row && body ? { body, contentType: row.mediaType, fileName: row.fileName } : null;
}

/** Records whom a file stored before its owner's row existed is about (a new client's welcome video). */
export async function setStoredFileOwner(tx: Db | Tx, file: { id: string; ownerId: string }): Promise<void> {
  await tx.update(storedFiles).set({ ownerId: file.ownerId }).where(eq(storedFiles.id, file.id));
}

/** A cache-busting version for a file's URL: it changes whenever the row points at another file. */
export function fileVersion(fileId: string): string {
  return fileId.slice(-8);
}

/** What a list shows of a stored file: its name and size. */
export type StoredFileSummary = Pick<typeof storedFiles.$inferSelect, 'id' | 'fileName' | 'sizeBytes'>;

/** The practice's stored files of these ids by id, in one query; another practice's are not found (null: the platform's own). */
export async function storedFileSummaries(
  tx: Db | Tx,
  practiceId: string | null,
  ids: readonly string[],
): Promise<Map<string, StoredFileSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: storedFiles.id, fileName: storedFiles.fileName, sizeBytes: storedFiles.sizeBytes })
    .from(storedFiles)
    .where(and(practiceIs(practiceId), inArray(storedFiles.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}
