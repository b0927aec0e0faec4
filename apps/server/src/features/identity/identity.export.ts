import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityCopyRequests, identityDocuments, storedFiles } from '../../db/schema/index.ts';
import type { UserRow } from '../users/users.queries.ts';
import { findPersonalDetails } from './identity.queries.ts';

/**
 * A client's identification for their own copy of their personal data: their personal details, every
 * document (restricted ones too: they are the client's own) with its scan's name, and the copies asked
 * of them. Nothing for anyone but a client.
 */
export async function exportIdentification(
  db: Db,
  user: Pick<UserRow, 'id' | 'role' | 'practiceId'>,
): Promise<Record<string, unknown> | null> {
  if (user.role !== 'client' || !user.practiceId) return null;
  const key = { practiceId: user.practiceId, clientId: user.id };
  const [details, documents, copies] = await Promise.all([
    findPersonalDetails(db, key),
    db
      .select({ document: identityDocuments, fileName: storedFiles.fileName })
      .from(identityDocuments)
      .leftJoin(storedFiles, eq(storedFiles.id, identityDocuments.fileId))
      .where(and(eq(identityDocuments.practiceId, key.practiceId), eq(identityDocuments.clientId, key.clientId)))
      .orderBy(asc(identityDocuments.createdAt)),
    db
      .select({ request: identityCopyRequests, documentName: identityDocuments.name })
      .from(identityCopyRequests)
      .leftJoin(identityDocuments, eq(identityDocuments.id, identityCopyRequests.documentId))
      .where(and(eq(identityCopyRequests.practiceId, key.practiceId), eq(identityCopyRequests.clientId, key.clientId)))
      .orderBy(asc(identityCopyRequests.requestedAt)),
  ]);
  return {
    nationalities: details.nationalities.map((entry) => entry.name),
    residencies: details.residencies.map((entry) => entry.name),
    personal_details_updated_at: details.updated_at,
    documents: documents.map(({ document, fileName }) => ({
      type: document.type,
      access: document.access,
      name: document.name,
      number: document.number,
      issued_by: document.issuedBy,
      expires_on: document.expiresOn,
      file_name: document.fileId ? fileName : null,
      created_at: document.createdAt.toISOString(),
      updated_at: document.updatedAt.toISOString(),
    })),
    physical_copies_requested: copies.map(({ request, documentName }) => ({
      document: documentName,
      note: request.note,
      requested_at: request.requestedAt.toISOString(),
      received_at: request.receivedAt?.toISOString() ?? null,
    })),
  };
}
