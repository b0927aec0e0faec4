import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  addressOf,
  type FactFindDocument,
  factFindDocumentsMax,
  factFindEndpoints,
  factFindMessages,
  type Pagination,
  uploadPolicies,
} from '@advice/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { factFindDocuments, storedFiles, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { storedFileName } from '../cases/case-documents.files.ts';
import { checkUpload } from '../files/files.check.ts';
import { readStoredFile, storeFile } from '../files/stored-files.ts';
import { loadClientFor } from '../people/client-access.ts';
import { personOf } from './fact-find.queries.ts';

type DocumentKey = { practiceId: string; clientId: string };

const documentNotFound = () => new AppError('resource.not_found', { detail: factFindMessages['factFind.documentNotFound'] });

const columns = {
  id: factFindDocuments.id,
  clientId: factFindDocuments.clientId,
  fileId: factFindDocuments.fileId,
  createdAt: factFindDocuments.createdAt,
  fileName: storedFiles.fileName,
  mediaType: storedFiles.mediaType,
  sizeBytes: storedFiles.sizeBytes,
  uploader: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

function documentsOf(tx: Db | Tx, key: DocumentKey, documentId?: string) {
  return tx
    .select(columns)
    .from(factFindDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, factFindDocuments.fileId))
    .leftJoin(users, eq(users.id, factFindDocuments.createdBy))
    .where(
      and(
        eq(factFindDocuments.practiceId, key.practiceId),
        eq(factFindDocuments.clientId, key.clientId),
        documentId ? eq(factFindDocuments.id, documentId) : undefined,
      ),
    )
    .$dynamic();
}
type DocumentRow = Awaited<ReturnType<typeof documentsOf>>[number];

function present(row: DocumentRow): FactFindDocument {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.mediaType,
    size_bytes: row.sizeBytes ?? 0,
    uploaded_by: personOf(row.uploader),
    created_at: row.createdAt.toISOString(),
    download_url: addressOf(factFindEndpoints.downloadFactFindDocument, { id: row.clientId, documentId: row.id }),
  };
}

async function findDocument(tx: Db | Tx, key: DocumentKey, documentId: string): Promise<DocumentRow> {
  const [row] = await documentsOf(tx, key, documentId);
  if (!row) throw documentNotFound();
  return row;
}

const keyOf = (actor: Actor, clientId: string): DocumentKey => ({ practiceId: practiceActorOf(actor).practiceId, clientId });

/** The documents section of the client's fact find, newest first. */
export async function listFactFindDocuments(runtime: Runtime, actor: Actor, clientId: string, query: Pagination) {
  await loadClientFor(runtime.db, actor, clientId, 'factFind.view');
  const key = keyOf(actor, clientId);
  const { limit, offset } = pageOffset(query);
  const [rows, [total]] = await Promise.all([
    documentsOf(runtime.db, key).orderBy(desc(factFindDocuments.createdAt), desc(factFindDocuments.id)).limit(limit).offset(offset),
    runtime.db
      .select({ value: count() })
      .from(factFindDocuments)
      .where(and(eq(factFindDocuments.practiceId, key.practiceId), eq(factFindDocuments.clientId, clientId))),
  ]);
  return { rows: rows.map(present), total: total?.value ?? 0 };
}

/** Checks the caller may add to this fact find now, before the upload's body is read. */
export async function assertFactFindDocumentUpload(runtime: Runtime, actor: Actor, clientId: string): Promise<void> {
  await loadClientFor(runtime.db, actor, clientId, 'factFind.edit');
}

/**
 * Adds a document to the fact find: the file is checked by its policy and stored, then its row and audit
 * event are written; a file whose row is refused is pointed at by nothing and the orphan sweep deletes it.
 */
export async function uploadFactFindDocument(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  upload: UploadedFile,
  info: RequestInfo,
): Promise<FactFindDocument> {
  await assertFactFindDocumentUpload(runtime, actor, clientId);
  const key = keyOf(actor, clientId);
  const checked = await checkUpload(uploadPolicies.factFindDocument, upload);
  const fileName = storedFileName(upload.fileName, checked.ext);
  const stored = await storeFile(runtime, {
    practiceId: key.practiceId,
    ownerId: clientId,
    purpose: 'factFindDocument',
    fileName,
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: actor.userId,
  });
  const id = randomUUID();
  await inTransaction(runtime, async ({ tx }) => {
    await loadClientFor(tx, actor, clientId, 'factFind.edit');
    const [held] = await tx
      .select({ value: count() })
      .from(factFindDocuments)
      .where(and(eq(factFindDocuments.practiceId, key.practiceId), eq(factFindDocuments.clientId, clientId)));
    if ((held?.value ?? 0) >= factFindDocumentsMax)
      throw new AppError('rule.violated', { detail: factFindMessages['factFind.documentsTooMany'] });
    await tx.insert(factFindDocuments).values({ id, ...key, fileId: stored.id, createdBy: actor.userId });
    await writeAudit(tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'fact_find_document_added',
      after: { document_id: id, file_name: fileName, size_bytes: checked.body.length },
      ip: info.ip,
    });
  });
  return present(await findDocument(runtime.db, key, id));
}

/** Removes a document from the fact find; its file, pointed at by nothing, goes with the orphan sweep. */
export async function removeFactFindDocument(runtime: Runtime, actor: Actor, clientId: string, documentId: string, info: RequestInfo) {
  await inTransaction(runtime, async ({ tx }) => {
    await loadClientFor(tx, actor, clientId, 'factFind.edit');
    const key = keyOf(actor, clientId);
    const row = await findDocument(tx, key, documentId);
    await tx.delete(factFindDocuments).where(and(eq(factFindDocuments.id, row.id), eq(factFindDocuments.practiceId, key.practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId: key.practiceId,
      entityKind: 'client',
      entityId: clientId,
      action: 'fact_find_document_removed',
      before: { document_id: row.id, file_name: row.fileName, size_bytes: row.sizeBytes ?? 0 },
      ip: info.ip,
    });
  });
  return { message: factFindMessages['factFind.documentRemoved'] };
}

/** A document's bytes for its download. */
export async function readFactFindDocument(runtime: Runtime, actor: Actor, clientId: string, documentId: string) {
  await loadClientFor(runtime.db, actor, clientId, 'factFind.view');
  const key = keyOf(actor, clientId);
  const row = await findDocument(runtime.db, key, documentId);
  const file = await readStoredFile(runtime, { practiceId: key.practiceId, id: row.fileId });
  if (!file) throw documentNotFound();
  return { body: file.body, contentType: row.mediaType, fileName: row.fileName };
}
