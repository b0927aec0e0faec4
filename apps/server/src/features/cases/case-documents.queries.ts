import {
  addressOf,
  type CaseDocument,
  type CaseDocumentCategory,
  caseDocumentCategories,
  caseDocumentCategoryLabels,
  caseDocumentsEndpoints,
} from '@advice/domain';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, caseDocuments, clientCases, users } from '../../db/schema/index.ts';
import { listEntityAudit } from '../audit/audit.reader.ts';
import { signingSummariesOf } from '../signing/signing.queries.ts';

export type CaseDocumentRow = typeof caseDocuments.$inferSelect;
type Uploader = { id: string; firstName: string; lastName: string } | null;

/** Category order of the domain list, as SQL, so lists come grouped the way the case page shows them. */
export const categoryOrder = sql`array_position(array[${sql.join(
  caseDocumentCategories.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], ${caseDocuments.category})`;

function presentCaseDocument(row: CaseDocumentRow, uploader: Uploader): CaseDocument {
  const category = row.category;
  return {
    id: row.id,
    case_id: row.caseId,
    name: row.name,
    category,
    category_label: caseDocumentCategoryLabels[category],
    note: row.noteForClient,
    concealed: row.concealedFromClient,
    signature_required: row.signatureRequired,
    e_signature: row.eSignature,
    auto_email_on_update: row.autoEmailOnUpdate,
    version: row.version,
    previous_version_id: row.previousVersionId,
    superseded_by_id: row.supersededBy,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    uploaded_by: uploader ? { id: uploader.id, first_name: uploader.firstName, last_name: uploader.lastName } : null,
    created_at: row.createdAt.toISOString(),
    download_url: addressOf(caseDocumentsEndpoints.downloadCaseDocument, { id: row.caseId, documentId: row.id }),
    signing: null,
  };
}

export type DocumentFilter = {
  practiceId: string;
  caseId: string;
  /** The client's view: concealed documents are left out. */
  forClient: boolean;
  /** Who reads the list: each document's signing summary says whether it is their turn to sign. */
  readerId: string;
  category?: CaseDocumentCategory | undefined;
  limit?: number;
  offset?: number;
};

/** The case's documents that are not removed, in category order then oldest first, with their uploader. */
export async function listCaseDocuments(tx: Tx, filter: DocumentFilter): Promise<{ rows: CaseDocument[]; total: number }> {
  const where = and(
    eq(caseDocuments.practiceId, filter.practiceId),
    eq(caseDocuments.caseId, filter.caseId),
    isNull(caseDocuments.removedAt),
    filter.forClient ? eq(caseDocuments.concealedFromClient, false) : undefined,
    filter.category ? eq(caseDocuments.category, filter.category) : undefined,
  );
  const query = tx
    .select({ doc: caseDocuments, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(caseDocuments)
    .leftJoin(users, eq(users.id, caseDocuments.uploadedBy))
    .where(where)
    .orderBy(categoryOrder, asc(caseDocuments.createdAt), asc(caseDocuments.id))
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    filter.limit === undefined ? query : query.limit(filter.limit).offset(filter.offset ?? 0),
    tx.select({ value: count() }).from(caseDocuments).where(where),
  ]);
  const signing = await signingSummariesOf(tx, {
    practiceId: filter.practiceId,
    documentIds: rows.map((r) => r.doc.id),
    readerId: filter.readerId,
    isStaff: !filter.forClient,
  });
  return {
    rows: rows.map((r) => ({
      ...presentCaseDocument(r.doc, r.id === null ? null : { id: r.id, firstName: r.firstName ?? '', lastName: r.lastName ?? '' }),
      signing: signing.get(r.doc.id) ?? null,
    })),
    total: total?.value ?? 0,
  };
}

/** One live document of the case; the client's view never finds a concealed one. */
export async function findCaseDocument(
  tx: Tx,
  { practiceId, caseId, id, forClient }: { practiceId: string; caseId: string; id: string; forClient: boolean },
): Promise<CaseDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(caseDocuments)
    .where(
      and(
        eq(caseDocuments.id, id),
        eq(caseDocuments.practiceId, practiceId),
        eq(caseDocuments.caseId, caseId),
        isNull(caseDocuments.removedAt),
        forClient ? eq(caseDocuments.concealedFromClient, false) : undefined,
      ),
    );
  return row ?? null;
}

export async function countLiveDocuments(tx: Tx, { practiceId, caseId }: { practiceId: string; caseId: string }): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(caseDocuments)
    .where(and(eq(caseDocuments.practiceId, practiceId), eq(caseDocuments.caseId, caseId), isNull(caseDocuments.removedAt)));
  return row?.value ?? 0;
}

/**
 * Locks the case row until the transaction ends, so a document change and a status change of the same
 * case (say, the pack being accepted) happen one after the other, never across each other.
 */
export async function lockCase(tx: Tx, { practiceId, id }: { practiceId: string; id: string }): Promise<void> {
  await tx
    .select({ id: clientCases.id })
    .from(clientCases)
    .where(and(eq(clientCases.id, id), eq(clientCases.practiceId, practiceId)))
    .for('update');
}

/** A document with its uploader's name, as the API answers it. */
export async function presentWithUploader(tx: Tx, row: CaseDocumentRow): Promise<CaseDocument> {
  if (!row.uploadedBy) return presentCaseDocument(row, null);
  const [uploader] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.uploadedBy));
  return presentCaseDocument(row, uploader ?? null);
}

/** Audit actions about one document; those about a concealed one never reach the client. */
const documentAuditActions = ['document_added', 'document_edited', 'document_version_added', 'document_removed'] as const;

/**
 * The case's audit trail as the client reads it: every event but those about a document while it was
 * concealed (its name and note are not the client's to see).
 */
export async function listClientCaseAudit(
  tx: Tx,
  { practiceId, caseId, limit, offset }: { practiceId: string; caseId: string; limit: number; offset: number },
) {
  const concealed = sql`(${auditEvents.action} in (${sql.join(
    documentAuditActions.map((a) => sql`${a}`),
    sql`, `,
  )}) and (coalesce(${auditEvents.after}->>'concealed', 'false') = 'true' or coalesce(${auditEvents.before}->>'concealed', 'false') = 'true'))`;
  // Signing events name the document without saying whether it is concealed: they follow the document as it is now.
  const signingOfConcealed = sql`(${auditEvents.action} like 'signing\_%' and exists (select 1 from ${caseDocuments}
    where ${caseDocuments.id}::text = ${auditEvents.after}->>'document_id' and ${caseDocuments.practiceId} = ${practiceId}
      and ${caseDocuments.concealedFromClient}))`;
  return listEntityAudit(tx, {
    practiceId,
    entityKind: 'client-case',
    entityId: caseId,
    except: sql`(${concealed} or ${signingOfConcealed})`,
    hideConcealedDocuments: true,
    limit,
    offset,
  });
}
