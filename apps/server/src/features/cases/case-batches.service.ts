import { randomUUID } from 'node:crypto';
import { type Actor, AppError, type BatchPacksBody, type BatchPacksResult, caseDocumentMessages } from '@advice/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseDocuments } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudits } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { loadClientFor } from '../people/client-access.ts';
import { type BatchUploadRow, consumeBatchUploads, lockBatchUploads } from './case-batches.uploads.ts';
import { isClientStaff, loadCaseFor } from './cases.access.ts';
import { caseDocumentAuditOf, insertCaseOfType } from './cases.writer.ts';

export type BatchPackType = 'document_pack_case' | 'recommendation_pack_case';
type DocumentRow = typeof caseDocuments.$inferSelect;

/** The documents to copy into every pack: live ones of cases the actor works on as the client's staff. */
async function loadSourceDocuments(tx: Tx, actor: Actor, practiceId: string, body: BatchPacksBody): Promise<DocumentRow[]> {
  if (body.documents.length === 0) return [];
  const ids = body.documents.map((d) => d.document_id);
  const rows = await tx
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.practiceId, practiceId), inArray(caseDocuments.id, ids), isNull(caseDocuments.removedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visibleCases = new Set<string>();
  const sources: DocumentRow[] = [];
  for (const [index, { document_id: id }] of body.documents.entries()) {
    const missing = new AppError('request.invalid', {
      detail: caseDocumentMessages['caseDocuments.notFound'],
      pointer: `/documents/${index}/document_id`,
    });
    const row = byId.get(id);
    if (!row) throw missing;
    if (!visibleCases.has(row.caseId)) {
      const loaded = await loadCaseFor(tx, actor, row.caseId, 'read').catch(() => null);
      if (!loaded || !isClientStaff(loaded.subject)) throw missing;
      visibleCases.add(row.caseId);
    }
    sources.push(row);
  }
  return sources;
}

type PackDocument = { row: DocumentRow; from: { copied_from: string } | { upload_id: string } };

/** A document put into a new pack starts its own history: version 1, replacing nothing, replaced by nothing, its form empty. */
const firstVersion = { version: 1, previousVersionId: null, supersededBy: null, formData: {}, formUpdatedAt: null };

/** Each chosen document as a new row of the pack `caseId`: copies and staged uploads alike share their stored file. */
function documentsForPack(
  caseId: string,
  actor: Actor,
  body: BatchPacksBody,
  sources: DocumentRow[],
  uploads: BatchUploadRow[],
): PackDocument[] {
  const copies = sources.map((source, index) => ({
    row: {
      ...source,
      id: randomUUID(),
      caseId,
      noteForClient: body.documents[index]?.note ?? source.noteForClient,
      ...firstVersion,
      uploadedBy: actor.userId,
      createdAt: new Date(),
      removedAt: null,
    },
    from: { copied_from: source.id },
  }));
  const uploaded = uploads.map((upload, index) => {
    const chosen = body.uploads[index];
    return {
      row: {
        id: randomUUID(),
        practiceId: upload.practiceId,
        caseId,
        name: chosen?.name || upload.name,
        category: chosen?.category ?? 'other',
        noteForClient: chosen?.note ?? '',
        concealedFromClient: false,
        signatureRequired: false,
        eSignature: false,
        autoEmailOnUpdate: false,
        ...firstVersion,
        fileId: upload.fileId,
        fileName: upload.fileName,
        sizeBytes: upload.sizeBytes,
        contentType: upload.contentType,
        uploadedBy: actor.userId,
        createdAt: new Date(),
        removedAt: null,
      },
      from: { upload_id: upload.id },
    };
  });
  return [...copies, ...uploaded];
}

/**
 * Creates one pack of `type` for each client in one transaction (document packs, recommendation packs
 * for many clients at once). A client the actor may not manage, or whose account is deactivated, is
 * refused with the reason and gets nothing; the others get their pack, with each chosen document (a copy
 * of one on another case, or a file the actor staged for this) sharing its stored file, and the note
 * given for it. A staged upload is used up once a pack holds it; an unknown, expired or someone else's
 * refuses the whole request.
 */
export async function createPacksInBatch(
  runtime: Runtime,
  actor: Actor,
  type: BatchPackType,
  body: BatchPacksBody,
  info: RequestInfo,
): Promise<BatchPacksResult> {
  const member = practiceActorOf(actor, 'case');
  const practiceId = member.practiceId;
  const clientIds = [...new Set(body.client_ids)];
  return inTransaction(runtime, async ({ tx }) => {
    const sources = await loadSourceDocuments(tx, actor, practiceId, body);
    const uploads = await lockBatchUploads(tx, actor, body);
    const result: BatchPacksResult = { created: [], refused: [] };
    for (const clientId of clientIds) {
      const client = await loadClientFor(tx, actor, clientId, 'client.edit').catch((error: unknown) => {
        if (error instanceof AppError) return error;
        throw error;
      });
      if (client instanceof AppError) {
        result.refused.push({ client_id: clientId, reason: client.detail });
        continue;
      }
      const created = await insertCaseOfType(tx, {
        actor,
        practiceId,
        client: { id: clientId, adviserId: client.user.adviserId },
        type,
        fields: { name: body.name, coverNote: body.cover_note },
        isBatch: true,
        ip: info.ip,
      });
      const documents = documentsForPack(created.id, actor, body, sources, uploads);
      if (documents.length > 0) {
        await tx.insert(caseDocuments).values(documents.map((d) => d.row));
        await writeAudits(
          tx,
          documents.map(({ row, from }) => ({
            actor,
            practiceId,
            entityKind: 'client-case' as const,
            entityId: created.id,
            action: 'document_added' as const,
            after: { ...caseDocumentAuditOf(row), ...from },
            ip: info.ip,
          })),
        );
      }
      result.created.push({ client_id: clientId, case_id: created.id });
    }
    if (result.created.length > 0) await consumeBatchUploads(tx, practiceId, uploads);
    return result;
  });
}
