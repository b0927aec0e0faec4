import { caseDocumentsEndpoints, type DocumentListItem, type DocumentListQuery, signingEndpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** Everything the documents area reads is under this key, so a signature or a new draft marks the lists stale. */
export const documentsKey = ['documents'] as const;

export type DocumentFilter = DocumentListQuery['filter'];

/** How many documents a page of the list shows. */
export const documentsPerPage = 20;

/**
 * One page of the documents the reader may see, or of those waiting for their signature. Read afresh
 * each time it is shown: a signature given elsewhere changes what waits.
 */
export function useDocumentList(filter: DocumentFilter, page: number, isEnabled = true) {
  return useQuery({
    queryKey: [...documentsKey, 'list', filter, page],
    queryFn: () => api.page(signingEndpoints.listDocuments, page, documentsPerPage, { query: { filter }, silent: true }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    staleTime: 0,
  });
}

/** The first page of what waits for the reader's signature (the switch's count, the home's panel), only while signing is on. */
export function useDocumentsAwaitingSignature(isSigningOn: boolean) {
  return useDocumentList('awaiting_signature', 1, isSigningOn);
}

/** Downloads a listed document through the API client, so a refusal shows the server's reason. */
export function downloadListedDocument(item: Pick<DocumentListItem, 'id' | 'case_id'>) {
  return downloadFile(caseDocumentsEndpoints.downloadCaseDocument, { params: { id: item.case_id, documentId: item.id } });
}
