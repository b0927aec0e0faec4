import {
  addressOf,
  countryNameOf,
  type IdentityCopyRequest,
  type IdentityDocument,
  type IdentityPersonalDetails,
  type IdentitySection,
  type IdentitySectionLock,
  identityEndpoints,
} from '@advice/domain';
import { and, asc, count, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import type { IdentityCountryEntry } from '../../db/schema/identity.ts';
import {
  identityCopyRequests,
  identityDetails,
  identityDocuments,
  identitySectionLocks,
  storedFiles,
  users,
} from '../../db/schema/index.ts';

/** Whose identification: the key of every query here (the tenant first). */
export type IdentityKey = { practiceId: string; clientId: string };
/** Whether the reader may see restricted documents (the client and their adviser), which otherwise are left out. */
export type Visibility = { isRestrictedShown: boolean };

export type DocumentRow = typeof identityDocuments.$inferSelect;
export type CopyRequestRow = typeof identityCopyRequests.$inferSelect;

const updater = alias(users, 'identity_updater');
const creator = alias(users, 'identity_creator');
const locker = alias(users, 'identity_locker');
const requester = alias(users, 'identity_requester');
const receiver = alias(users, 'identity_receiver');

const nameOf = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), '')`;

function personOf(id: string | null, name: string | null): { id: string; name: string } | null {
  return id ? { id, name: name ?? '' } : null;
}

/** A restricted document is left out unless the reader may see it. */
function visible(visibility: Visibility): SQL | undefined {
  return visibility.isRestrictedShown ? undefined : ne(identityDocuments.access, 'restricted');
}

const entriesOf = (entries: readonly IdentityCountryEntry[]) =>
  [...entries].sort((a, b) => a.position - b.position).map((entry) => ({ ...entry, name: countryNameOf(entry.country) }));

/** The personal details as read: empty and at version 0 while nobody has saved them. */
export async function findPersonalDetails(db: Db | Tx, key: IdentityKey): Promise<IdentityPersonalDetails> {
  const [row] = await db
    .select({ details: identityDetails, updaterId: updater.id, updaterName: nameOf(updater) })
    .from(identityDetails)
    .leftJoin(updater, eq(updater.id, identityDetails.updatedBy))
    .where(and(eq(identityDetails.practiceId, key.practiceId), eq(identityDetails.clientId, key.clientId)));
  if (!row) return { nationalities: [], residencies: [], version: 0, updated_at: null, updated_by: null };
  return {
    nationalities: entriesOf(row.details.nationalities),
    residencies: entriesOf(row.details.residencies),
    version: row.details.version,
    updated_at: row.details.version > 0 ? row.details.updatedAt.toISOString() : null,
    updated_by: row.details.version > 0 ? personOf(row.updaterId, row.updaterName) : null,
  };
}

/** The stored personal details locked for a save; the row is made first when there is none. */
export async function lockPersonalDetails(tx: Tx, key: IdentityKey): Promise<typeof identityDetails.$inferSelect> {
  await tx.insert(identityDetails).values(key).onConflictDoNothing({ target: identityDetails.clientId });
  const [row] = await tx
    .select()
    .from(identityDetails)
    .where(and(eq(identityDetails.practiceId, key.practiceId), eq(identityDetails.clientId, key.clientId)))
    .for('update');
  if (!row) throw new Error('identity details row missing after insert');
  return row;
}

export async function writePersonalDetails(
  tx: Tx,
  key: IdentityKey,
  change: { nationalities: IdentityCountryEntry[]; residencies: IdentityCountryEntry[]; version: number; updatedBy: string },
): Promise<void> {
  await tx
    .update(identityDetails)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(identityDetails.practiceId, key.practiceId), eq(identityDetails.clientId, key.clientId)));
}

const documentColumns = {
  document: identityDocuments,
  file: {
    fileName: storedFiles.fileName,
    mediaType: storedFiles.mediaType,
    sizeBytes: storedFiles.sizeBytes,
    createdAt: storedFiles.createdAt,
  },
  creatorId: creator.id,
  creatorName: nameOf(creator),
  updaterId: updater.id,
  updaterName: nameOf(updater),
};

function documentsOf(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(documentColumns)
    .from(identityDocuments)
    .leftJoin(storedFiles, eq(storedFiles.id, identityDocuments.fileId))
    .leftJoin(creator, eq(creator.id, identityDocuments.createdBy))
    .leftJoin(updater, eq(updater.id, identityDocuments.updatedBy))
    .where(where)
    .$dynamic();
}
type DocumentViewRow = Awaited<ReturnType<typeof documentsOf>>[number];

const documentKeyIs = (key: IdentityKey) =>
  and(eq(identityDocuments.practiceId, key.practiceId), eq(identityDocuments.clientId, key.clientId));

/** One document as its viewers read it: never a raw row. */
function presentDocument({ document, file, ...people }: DocumentViewRow): IdentityDocument {
  return {
    id: document.id,
    type: document.type,
    access: document.access,
    name: document.name,
    number: document.number,
    issued_by: document.issuedBy,
    expires_on: document.expiresOn,
    file:
      document.fileId && file
        ? {
            file_name: file.fileName,
            content_type: file.mediaType,
            size_bytes: file.sizeBytes ?? 0,
            uploaded_at: file.createdAt.toISOString(),
            download_url: addressOf(identityEndpoints.downloadIdentityDocumentFile, { id: document.clientId, documentId: document.id }),
          }
        : null,
    created_at: document.createdAt.toISOString(),
    created_by: personOf(people.creatorId, people.creatorName),
    updated_at: document.updatedAt.toISOString(),
    updated_by: personOf(people.updaterId, people.updaterName),
  };
}

/** The client's documents the reader may see, government documents first, then in the order they were added. */
export async function listDocuments(db: Db | Tx, key: IdentityKey, visibility: Visibility): Promise<IdentityDocument[]> {
  const rows = await documentsOf(db, and(documentKeyIs(key), visible(visibility))).orderBy(
    asc(identityDocuments.type),
    asc(identityDocuments.createdAt),
    asc(identityDocuments.id),
  );
  return rows.map(presentDocument);
}

/** One document the reader may see (locked for a change with `forUpdate`); null for another, or one they may not. */
export async function findDocument(
  db: Db | Tx,
  key: IdentityKey,
  documentId: string,
  visibility: Visibility & { forUpdate?: boolean },
): Promise<DocumentRow | null> {
  const query = db
    .select()
    .from(identityDocuments)
    .where(and(documentKeyIs(key), eq(identityDocuments.id, documentId), visible(visibility)))
    .$dynamic();
  const [row] = await (visibility.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** The client's locked sections, each with who locked it. */
export async function listLocks(db: Db | Tx, key: IdentityKey): Promise<IdentitySectionLock[]> {
  const rows = await db
    .select({ lock: identitySectionLocks, lockerId: locker.id, lockerName: nameOf(locker) })
    .from(identitySectionLocks)
    .leftJoin(locker, eq(locker.id, identitySectionLocks.lockedBy))
    .where(and(eq(identitySectionLocks.practiceId, key.practiceId), eq(identitySectionLocks.clientId, key.clientId)))
    .orderBy(asc(identitySectionLocks.section));
  return rows.map(({ lock, lockerId, lockerName }) => ({
    section: lock.section,
    locked_at: lock.lockedAt.toISOString(),
    locked_by: personOf(lockerId, lockerName),
  }));
}

/** The lock of one section, if it has one. */
export async function findLock(db: Db | Tx, key: IdentityKey, section: IdentitySection): Promise<IdentitySectionLock | null> {
  return (await listLocks(db, key)).find((lock) => lock.section === section) ?? null;
}

export async function insertLock(tx: Tx, key: IdentityKey, section: IdentitySection, lockedBy: string): Promise<boolean> {
  const inserted = await tx
    .insert(identitySectionLocks)
    .values({ ...key, section, lockedBy })
    .onConflictDoNothing()
    .returning({ section: identitySectionLocks.section });
  return inserted.length > 0;
}

export async function deleteLock(tx: Tx, key: IdentityKey, section: IdentitySection): Promise<boolean> {
  const deleted = await tx
    .delete(identitySectionLocks)
    .where(
      and(
        eq(identitySectionLocks.practiceId, key.practiceId),
        eq(identitySectionLocks.clientId, key.clientId),
        eq(identitySectionLocks.section, section),
      ),
    )
    .returning({ section: identitySectionLocks.section });
  return deleted.length > 0;
}

/**
 * Copy requests the reader may see: one of a restricted document only when they may see it; one whose
 * document was since removed shows to all (it names nothing).
 */
function copyRequestsWhere(key: IdentityKey, visibility: Visibility, extra?: SQL): SQL | undefined {
  return and(
    eq(identityCopyRequests.practiceId, key.practiceId),
    eq(identityCopyRequests.clientId, key.clientId),
    visibility.isRestrictedShown ? undefined : or(isNull(identityDocuments.id), ne(identityDocuments.access, 'restricted')),
    extra,
  );
}

function copyRequestsOf(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      request: identityCopyRequests,
      documentName: identityDocuments.name,
      requesterId: requester.id,
      requesterName: nameOf(requester),
      receiverId: receiver.id,
      receiverName: nameOf(receiver),
    })
    .from(identityCopyRequests)
    .leftJoin(identityDocuments, eq(identityDocuments.id, identityCopyRequests.documentId))
    .leftJoin(requester, eq(requester.id, identityCopyRequests.requestedBy))
    .leftJoin(receiver, eq(receiver.id, identityCopyRequests.receivedBy))
    .where(where)
    .$dynamic();
}
type CopyViewRow = Awaited<ReturnType<typeof copyRequestsOf>>[number];

function presentCopyRequest(row: CopyViewRow): IdentityCopyRequest {
  const { request } = row;
  return {
    id: request.id,
    document_id: request.documentId,
    document_name: row.documentName,
    note: request.note,
    requested_at: request.requestedAt.toISOString(),
    requested_by: personOf(row.requesterId, row.requesterName),
    received_at: request.receivedAt?.toISOString() ?? null,
    received_by: request.receivedAt ? personOf(row.receiverId, row.receiverName) : null,
  };
}

/** The open copy requests the reader may see, longest waiting first; a page of them when `page` is given. */
export async function listOpenCopyRequests(
  db: Db | Tx,
  key: IdentityKey,
  visibility: Visibility,
  page?: { limit: number; offset: number },
): Promise<{ rows: IdentityCopyRequest[]; total: number }> {
  const where = copyRequestsWhere(key, visibility, isNull(identityCopyRequests.receivedAt));
  const query = copyRequestsOf(db, where).orderBy(asc(identityCopyRequests.requestedAt), asc(identityCopyRequests.id));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  if (!page) return { rows: rows.map(presentCopyRequest), total: rows.length };
  const [total] = await db
    .select({ value: count() })
    .from(identityCopyRequests)
    .leftJoin(identityDocuments, eq(identityDocuments.id, identityCopyRequests.documentId))
    .where(where);
  return { rows: rows.map(presentCopyRequest), total: total?.value ?? 0 };
}

/** One copy request the reader may see, locked for a change, with its document (null once removed). */
export async function findCopyRequestForUpdate(
  tx: Tx,
  key: IdentityKey,
  requestId: string,
  visibility: Visibility,
): Promise<{ request: CopyRequestRow; document: DocumentRow | null } | null> {
  const [row] = await tx
    .select({ request: identityCopyRequests, document: identityDocuments })
    .from(identityCopyRequests)
    .leftJoin(identityDocuments, eq(identityDocuments.id, identityCopyRequests.documentId))
    .where(copyRequestsWhere(key, visibility, eq(identityCopyRequests.id, requestId)))
    .for('update', { of: identityCopyRequests });
  return row ?? null;
}

/** Whether the document has a copy request not yet received. */
export async function hasOpenCopyRequest(db: Db | Tx, key: IdentityKey, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identityCopyRequests.id })
    .from(identityCopyRequests)
    .where(
      and(
        eq(identityCopyRequests.practiceId, key.practiceId),
        eq(identityCopyRequests.clientId, key.clientId),
        eq(identityCopyRequests.documentId, documentId),
        isNull(identityCopyRequests.receivedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
