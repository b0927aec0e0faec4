import {
  addressOf,
  caseDocumentCategoryLabels,
  caseDocumentsEndpoints,
  type DocumentListItem,
  type DocumentSigningSummary,
} from '@advice/domain';
import { and, count, desc, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseDocuments, clientCases, signingEnvelopes, signingSigners, users } from '../../db/schema/index.ts';
import type { PracticeActor } from '../../http/tenant.ts';
import { hiddenFromClientCondition } from '../cases/cases.queries.ts';
import { clientIdScope } from '../people/client-access.ts';
import { signingSummariesOf } from './signing.queries.ts';

export type DocumentListFilter = {
  /** Only documents whose sent envelope waits on the reader's signature. */
  isAwaitingOnly: boolean;
  /** The practice's eSignature flag: off, no document carries a signing summary. */
  withSigning: boolean;
  limit: number;
  offset: number;
};

/**
 * The documents the actor may see across cases and packs: live documents (the newest version of each)
 * of cases of the clients in their scope; for a client, their own cases as they see them (none still being
 * prepared) and never a concealed document.
 */
function visibleDocuments(actor: PracticeActor): SQL {
  const isClient = actor.role === 'client';
  return and(
    eq(caseDocuments.practiceId, actor.practiceId),
    isNull(caseDocuments.removedAt),
    isNull(caseDocuments.supersededBy),
    clientIdScope(actor, 'client.view', clientCases.clientId),
    isClient ? eq(caseDocuments.concealedFromClient, false) : undefined,
    isClient ? not(hiddenFromClientCondition()) : undefined,
  ) as SQL;
}

/** The document's sent envelope has the actor as the signer whose turn it is. */
function awaitsSignatureOf(actor: PracticeActor): SQL {
  return sql`exists (select 1 from ${signingEnvelopes} join ${signingSigners} on ${signingSigners.envelopeId} = ${signingEnvelopes.id}
    where ${signingEnvelopes.documentId} = ${caseDocuments.id} and ${signingEnvelopes.practiceId} = ${actor.practiceId}::uuid
      and ${signingEnvelopes.status} = 'sent' and ${signingSigners.userId} = ${actor.userId}::uuid and ${signingSigners.status} = 'pending')`;
}

const clientNameOf = sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`;

/**
 * One page of the documents the actor may see, newest first, each with its case, client and the signing
 * summary the case's own list shows (one query for the page, one for its summaries).
 */
export async function listVisibleDocuments(
  tx: Tx,
  actor: PracticeActor,
  filter: DocumentListFilter,
): Promise<{ rows: DocumentListItem[]; total: number }> {
  const where = and(visibleDocuments(actor), filter.isAwaitingOnly ? awaitsSignatureOf(actor) : undefined);
  const rowsOf = tx
    .select({ document: caseDocuments, caseName: clientCases.name, clientId: clientCases.clientId, clientName: clientNameOf })
    .from(caseDocuments)
    .innerJoin(clientCases, and(eq(clientCases.id, caseDocuments.caseId), eq(clientCases.practiceId, actor.practiceId)))
    .innerJoin(users, eq(users.id, clientCases.clientId));
  const [rows, [total]] = await Promise.all([
    rowsOf.where(where).orderBy(desc(caseDocuments.createdAt), desc(caseDocuments.id)).limit(filter.limit).offset(filter.offset),
    tx
      .select({ value: count() })
      .from(caseDocuments)
      .innerJoin(clientCases, and(eq(clientCases.id, caseDocuments.caseId), eq(clientCases.practiceId, actor.practiceId)))
      .where(where),
  ]);
  const signing = filter.withSigning
    ? await signingSummariesOf(tx, {
        practiceId: actor.practiceId,
        documentIds: rows.map((row) => row.document.id),
        readerId: actor.userId,
        isStaff: actor.role !== 'client',
      })
    : new Map<string, DocumentSigningSummary>();
  return {
    rows: rows.map((row) => ({
      id: row.document.id,
      name: row.document.name,
      case_id: row.document.caseId,
      case_name: row.caseName,
      client_id: row.clientId,
      client_name: row.clientName,
      category_label: caseDocumentCategoryLabels[row.document.category],
      created_at: row.document.createdAt.toISOString(),
      download_url: addressOf(caseDocumentsEndpoints.downloadCaseDocument, { id: row.document.caseId, documentId: row.document.id }),
      signing: signing.get(row.document.id) ?? null,
    })),
    total: total?.value ?? 0,
  };
}
