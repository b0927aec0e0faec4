import { type BodyIn, vaultLinksEndpoints as endpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** Every query of share links starts with this key, so a change (or a live event) reads them all again. */
export const shareLinksKey = ['vault-share-links'] as const;
const documentKey = (clientId: string, itemId: string) => [...shareLinksKey, clientId, itemId] as const;

export const shareLinksPerPage = 10;

/** A document's share links, with their views; a refusal (not the viewer's to share) is the panel's to read. */
export function useShareLinks(clientId: string, itemId: string, page: number) {
  return useQuery({
    queryKey: [...documentKey(clientId, itemId), page],
    queryFn: () =>
      api.page(endpoints.listShareLinks, page, shareLinksPerPage, { params: { id: clientId, itemId }, silent: true, authRedirect: false }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

type DocumentRef = { clientId: string; itemId: string };

/** The calls that change a document's links; each caller shows the refusals itself (silent). */
export const shareLinkCalls = {
  create: ({ clientId, itemId }: DocumentRef, body: BodyIn<typeof endpoints.createShareLink>) =>
    api.call(endpoints.createShareLink, { params: { id: clientId, itemId }, body, silent: true }),
  revoke: ({ clientId, itemId }: DocumentRef, linkId: string) =>
    api.call(endpoints.revokeShareLink, { params: { id: clientId, itemId, linkId }, silent: true }),
};

/** Nobody need be signed in on a share link's page: a refusal is the page's to show, never a trip to sign in. */
const quiet = { silent: true, authRedirect: false } as const;

export const sharedDocumentKey = (token: string) => ['shared-document', token] as const;

/** Where a share link stands for this browser; errors (a link that does not work) are the page's to show. */
export function useSharedDocument(token: string) {
  return useQuery({
    queryKey: sharedDocumentKey(token),
    queryFn: () => api.call(endpoints.getSharedDocument, { params: { token }, ...quiet }),
    retry: false,
  });
}

/** The calls of a share link's page, each through the link's token. */
export function sharedDocumentCalls(token: string) {
  const params = { token };
  return {
    sendPasscode: () => api.call(endpoints.sendSharedDocumentPasscode, { params, ...quiet }),
    verify: (passcode: string) => api.call(endpoints.verifySharedDocumentPasscode, { params, body: { passcode }, ...quiet }),
    download: () => downloadFile(endpoints.downloadSharedDocument, { params, ...quiet }),
  };
}
