import { type DocumentRequest, documentRequestProgressOf, type RequestableDocument } from '@advice/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentRequestItems, documentRequests, users, vaultItems } from '../../db/schema/index.ts';

export type DocumentRequestRow = typeof documentRequests.$inferSelect;
export type DocumentRequestItemRow = typeof documentRequestItems.$inferSelect;

type ClientKey = { practiceId: string; clientId: string };
/** Who reads: the client sees every document they provided; staff only those the client still shares. */
export type RequestViewer = { isClient: boolean };

const creatorName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

const hasPendingItem = sql`exists (select 1 from ${documentRequestItems} where ${documentRequestItems.requestId} = ${documentRequests.id} and ${documentRequestItems.status} = 'pending')`;

/** A client's requests, newest first, each with its items in order; `isOpenOnly`: those with an item still pending. */
export async function listDocumentRequestsOf(
  db: Tx,
  key: ClientKey & { isOpenOnly: boolean; limit: number; offset: number },
  viewer: RequestViewer,
): Promise<{ rows: DocumentRequest[]; total: number }> {
  const conditions: SQL[] = [eq(documentRequests.practiceId, key.practiceId), eq(documentRequests.clientId, key.clientId)];
  if (key.isOpenOnly) conditions.push(hasPendingItem);
  const where = and(...conditions);
  const requests = await db
    .select({ request: documentRequests, creatorId: users.id, creatorName })
    .from(documentRequests)
    .leftJoin(users, eq(users.id, documentRequests.createdBy))
    .where(where)
    .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id))
    .limit(key.limit)
    .offset(key.offset);
  const [total] = await db.select({ value: count() }).from(documentRequests).where(where);
  const items = await listItemsOf(
    db,
    requests.map((row) => row.request.id),
  );
  const rows = requests.map(({ request, creatorId, creatorName: name }) =>
    presentRequest(request, creatorId ? { id: creatorId, name: name ?? '' } : null, items.get(request.id) ?? [], viewer),
  );
  return { rows, total: total?.value ?? 0 };
}

type ItemWithDocument = { item: DocumentRequestItemRow; document: { id: string; name: string; isShared: boolean } | null };

async function listItemsOf(db: Tx, requestIds: string[]): Promise<Map<string, ItemWithDocument[]>> {
  const byRequest = new Map<string, ItemWithDocument[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({
      item: documentRequestItems,
      documentId: vaultItems.id,
      documentName: vaultItems.name,
      isShared: vaultItems.isSharedWithAdviser,
    })
    .from(documentRequestItems)
    .leftJoin(vaultItems, eq(vaultItems.id, documentRequestItems.vaultItemId))
    .where(inArray(documentRequestItems.requestId, requestIds))
    .orderBy(asc(documentRequestItems.position), asc(documentRequestItems.id));
  for (const row of rows) {
    const document =
      row.documentId && row.documentName !== null ? { id: row.documentId, name: row.documentName, isShared: row.isShared === true } : null;
    byRequest.set(row.item.requestId, [...(byRequest.get(row.item.requestId) ?? []), { item: row.item, document }]);
  }
  return byRequest;
}

/** One request as the viewer reads it: never a document staff may no longer see. */
export function presentRequest(
  request: DocumentRequestRow,
  createdBy: { id: string; name: string } | null,
  items: ItemWithDocument[],
  viewer: RequestViewer,
): DocumentRequest {
  const presented = items.map(({ item, document }) => ({
    id: item.id,
    name: item.name,
    is_required: item.isRequired,
    status: item.status,
    document: document && (viewer.isClient || document.isShared) ? { id: document.id, name: document.name } : null,
    fulfilled_at: item.fulfilledAt?.toISOString() ?? null,
  }));
  const progress = documentRequestProgressOf(presented);
  return {
    id: request.id,
    title: request.title,
    note: request.note,
    created_at: request.createdAt.toISOString(),
    created_by: createdBy,
    items: presented,
    received_count: progress.received,
    is_complete: progress.isComplete,
  };
}

/** One request of the client with its items and who sent it. */
export async function findDocumentRequest(
  db: Tx,
  key: ClientKey & { id: string },
  viewer: RequestViewer,
): Promise<{ row: DocumentRequestRow; presented: DocumentRequest } | null> {
  const [found] = await db
    .select({ request: documentRequests, creatorId: users.id, creatorName })
    .from(documentRequests)
    .leftJoin(users, eq(users.id, documentRequests.createdBy))
    .where(
      and(eq(documentRequests.id, key.id), eq(documentRequests.practiceId, key.practiceId), eq(documentRequests.clientId, key.clientId)),
    );
  if (!found) return null;
  const items = await listItemsOf(db, [found.request.id]);
  const createdBy = found.creatorId ? { id: found.creatorId, name: found.creatorName ?? '' } : null;
  return { row: found.request, presented: presentRequest(found.request, createdBy, items.get(found.request.id) ?? [], viewer) };
}

/** A request of the client, locked for a change to it or its items; null when the client has no such request. */
export async function lockDocumentRequest(tx: Tx, key: ClientKey & { id: string }): Promise<DocumentRequestRow | null> {
  const [row] = await tx
    .select()
    .from(documentRequests)
    .where(
      and(eq(documentRequests.id, key.id), eq(documentRequests.practiceId, key.practiceId), eq(documentRequests.clientId, key.clientId)),
    )
    .for('update');
  return row ?? null;
}

export async function findRequestItem(
  tx: Tx,
  key: { practiceId: string; requestId: string; id: string },
): Promise<DocumentRequestItemRow | null> {
  const [row] = await tx
    .select()
    .from(documentRequestItems)
    .where(
      and(
        eq(documentRequestItems.id, key.id),
        eq(documentRequestItems.practiceId, key.practiceId),
        eq(documentRequestItems.requestId, key.requestId),
      ),
    );
  return row ?? null;
}

/** The client's vault documents that have a file, by name: what an item may be provided with. */
export async function listRequestableDocumentsOf(
  db: Tx,
  key: ClientKey & { limit: number; offset: number },
): Promise<{ rows: RequestableDocument[]; total: number }> {
  const where = and(
    eq(vaultItems.practiceId, key.practiceId),
    eq(vaultItems.clientId, key.clientId),
    ne(vaultItems.kind, 'folder'),
    isNotNull(vaultItems.fileId),
  );
  const rows = await db
    .select({ id: vaultItems.id, name: vaultItems.name, kind: vaultItems.kind, isShared: vaultItems.isSharedWithAdviser })
    .from(vaultItems)
    .where(where)
    .orderBy(asc(sql`lower(${vaultItems.name})`), asc(vaultItems.id))
    .limit(key.limit)
    .offset(key.offset);
  const [total] = await db.select({ value: count() }).from(vaultItems).where(where);
  return {
    rows: rows.map((row) => ({ id: row.id, name: row.name, kind: row.kind, is_shared_with_adviser: row.isShared })),
    total: total?.value ?? 0,
  };
}
