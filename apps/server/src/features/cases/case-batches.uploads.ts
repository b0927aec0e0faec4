import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type BatchPacksBody,
  type BatchUpload,
  batchUploadLifetimeHours,
  batchUploadMessages,
  caseMessages,
  isStaffRole,
} from '@advice/domain';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseBatchUploads } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { fileBaseOf, storeCaseDocumentFile } from './case-documents.files.ts';

export type BatchUploadRow = typeof caseBatchUploads.$inferSelect;

const lifetimeMillis = batchUploadLifetimeHours * 60 * 60 * 1000;
const expiryCutoff = (now = Date.now()) => new Date(now - lifetimeMillis);

function presentBatchUpload(row: BatchUploadRow): BatchUpload {
  return {
    id: row.id,
    name: row.name,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    expires_at: new Date(row.createdAt.getTime() + lifetimeMillis).toISOString(),
  };
}

/** Only the practice's staff stage files for batches of packs. */
function inStaff(actor: Actor) {
  const member = practiceActorOf(actor, 'case');
  if (!isStaffRole(member.role)) throw new AppError('auth.forbidden', { detail: caseMessages['cases.forbidden'] });
  return member;
}

/**
 * Stages a new file for a batch of packs: checked exactly as a case document is (by the same policy),
 * stored, then its row written for the uploader. The practice's uploads no batch used within their
 * lifetime go afterwards.
 */
export async function stageBatchUpload(runtime: Runtime, actor: Actor, file: UploadedFile): Promise<BatchUpload> {
  const { practiceId, userId } = inStaff(actor);
  const stored = await storeCaseDocumentFile(runtime, file, { practiceId, ownerId: userId, createdBy: userId });
  const [row] = await runtime.db
    .insert(caseBatchUploads)
    .values({ id: randomUUID(), practiceId, uploadedBy: userId, name: fileBaseOf(file.fileName), ...stored })
    .returning();
  if (!row) throw new Error('batch upload insert returned nothing');
  await deleteExpiredBatchUploads(runtime, practiceId);
  return presentBatchUpload(row);
}

/**
 * Deletes the practice's staged uploads older than their lifetime; the orphan sweep then deletes the files
 * no pack took. A batch never takes an expired upload, and takes a live one under a row lock.
 */
async function deleteExpiredBatchUploads(runtime: Runtime, practiceId: string): Promise<void> {
  await runtime.db
    .delete(caseBatchUploads)
    .where(and(eq(caseBatchUploads.practiceId, practiceId), lte(caseBatchUploads.createdAt, expiryCutoff())));
}

/**
 * The staged uploads a batch body names, locked until its transaction ends: each must be the actor's own,
 * of their practice and still live; any other is refused naming its field, so nothing is created.
 */
export async function lockBatchUploads(tx: Tx, actor: Actor, body: BatchPacksBody): Promise<BatchUploadRow[]> {
  if (body.uploads.length === 0) return [];
  const { practiceId, userId } = practiceActorOf(actor, 'case');
  const ids = [...new Set(body.uploads.map((u) => u.upload_id))];
  const rows = await tx
    .select()
    .from(caseBatchUploads)
    .where(
      and(
        eq(caseBatchUploads.practiceId, practiceId),
        eq(caseBatchUploads.uploadedBy, userId),
        inArray(caseBatchUploads.id, ids),
        gt(caseBatchUploads.createdAt, expiryCutoff()),
      ),
    )
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return body.uploads.map(({ upload_id: id }, index) => {
    const row = byId.get(id);
    if (!row)
      throw new AppError('request.invalid', {
        detail: batchUploadMessages['caseBatch.uploadMissing'],
        pointer: `/uploads/${index}/upload_id`,
      });
    return row;
  });
}

/** Used up by a batch: the packs' documents now hold the stored file, so only the staging row goes. */
export async function consumeBatchUploads(tx: Tx, practiceId: string, rows: BatchUploadRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.delete(caseBatchUploads).where(
    and(
      eq(caseBatchUploads.practiceId, practiceId),
      inArray(
        caseBatchUploads.id,
        rows.map((row) => row.id),
      ),
    ),
  );
}
