import { type BodyIn, vaultLinksEndpoints as endpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Every query of document requests starts with this key, so a change (or a live event) reads them all again. */
export const documentRequestsKey = ['document-requests'] as const;

export const documentRequestsPerPage = 10;

/** Where the client's own requests are, and where staff find a client's. */
export const ownRequestsPath = '/vault/requests';
export const clientRequestsPath = (clientId: string) => `/clients/${clientId}/vault/requests`;

/** A client's requests, newest first (`isOpenOnly`: those still waiting for a document). */
export function useDocumentRequests(clientId: string, page: number, { isOpenOnly = false, perPage = documentRequestsPerPage } = {}) {
  return useQuery({
    queryKey: [...documentRequestsKey, clientId, 'list', page, perPage, isOpenOnly],
    queryFn: () =>
      api.page(endpoints.listDocumentRequests, page, perPage, {
        params: { id: clientId },
        query: { status: isOpenOnly ? 'open' : 'all' },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The client's own vault documents, to provide an item with (the first hundred, by name). */
export function useRequestableDocuments(clientId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...documentRequestsKey, clientId, 'vault-documents'],
    queryFn: () => api.page(endpoints.listRequestableDocuments, 1, 100, { params: { id: clientId }, silent: true }),
    enabled: isEnabled,
  });
}

type ItemRef = { clientId: string; requestId: string; itemId: string };

/** The calls that change a client's requests; each caller shows the refusals itself (silent). */
export const documentRequestCalls = {
  create: (clientId: string, body: BodyIn<typeof endpoints.createDocumentRequest>) =>
    api.call(endpoints.createDocumentRequest, { params: { id: clientId }, body, silent: true }),
  withdraw: (clientId: string, requestId: string) =>
    api.call(endpoints.withdrawDocumentRequest, { params: { id: clientId, requestId }, silent: true }),
  fulfil: ({ clientId, requestId, itemId }: ItemRef, vaultItemId?: string) =>
    api.call(endpoints.fulfilDocumentRequestItem, {
      params: { id: clientId, requestId, itemId },
      body: vaultItemId ? { vault_item_id: vaultItemId } : {},
      silent: true,
    }),
};
