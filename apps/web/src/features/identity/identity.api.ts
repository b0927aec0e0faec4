import { type BodyIn, identityEndpoints as endpoints, type IdentitySection, identitySectionSlugs } from '@advice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { useRealtimeEvent } from '../shell/realtime.ts';

/** Every query of this area starts with this key, so a change (or a live event) reads them all again. */
export const identityKey = ['identification'] as const;
const clientKey = (clientId: string) => [...identityKey, 'client', clientId] as const;

/** A client's identification as the viewer sees it. */
export function useIdentification(clientId: string) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'all'],
    queryFn: () => api.call(endpoints.getIdentification, { params: { id: clientId }, silent: true }),
  });
}

/** The open requests for physical copies of the client's documents: the count and the first few, for their home. */
export function useOpenCopyRequests(clientId: string, count: number) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'copy-requests', count],
    queryFn: () => api.page(endpoints.listIdentityCopyRequests, 1, count, { params: { id: clientId }, silent: true }),
    staleTime: 0,
  });
}

/** The physical copies a member of staff still waits for: the count and the first few, for their home. */
export function useAwaitedCopies(count: number) {
  return useQuery({
    queryKey: [...identityKey, 'awaited', count],
    queryFn: () => api.page(endpoints.listAwaitedIdentityCopies, 1, count, { silent: true }),
    staleTime: 0,
  });
}

/** Keeps an open page current: the server publishes 'identity.changed' to the client, their adviser and followers. */
export function useLiveIdentification(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('identity.changed', () => {
    void queryClient.invalidateQueries({ queryKey: identityKey });
  });
}

type DocumentTarget = { clientId: string; documentId: string };
const documentParams = ({ clientId, documentId }: DocumentTarget) => ({ id: clientId, documentId });
const sectionParams = (clientId: string, section: IdentitySection) => ({ id: clientId, section: identitySectionSlugs[section] });

/** The calls that change a client's identification; each caller shows the refusals itself (silent). */
export const identityCalls = {
  saveDetails: (clientId: string, body: BodyIn<typeof endpoints.saveIdentityPersonalDetails>) =>
    api.call(endpoints.saveIdentityPersonalDetails, { params: { id: clientId }, body, silent: true }),
  /** A new document: a multipart form when it carries its scan, its fields alone otherwise. */
  addDocument: (clientId: string, body: BodyIn<typeof endpoints.addIdentityDocument>, file: File | null) => {
    if (!file) return api.call(endpoints.addIdentityDocument, { params: { id: clientId }, body, silent: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) if (value !== undefined && value !== null) form.append(name, String(value));
    form.append('file', file);
    return api.send(endpoints.addIdentityDocument, form, { params: { id: clientId }, silent: true });
  },
  updateDocument: (target: DocumentTarget, body: BodyIn<typeof endpoints.updateIdentityDocument>) =>
    api.call(endpoints.updateIdentityDocument, { params: documentParams(target), body, silent: true }),
  uploadFile: (target: DocumentTarget, form: FormData, onProgress: (fraction: number) => void) =>
    api.send(endpoints.uploadIdentityDocumentFile, form, { params: documentParams(target), silent: true, onProgress }),
  removeDocument: (target: DocumentTarget) => api.call(endpoints.removeIdentityDocument, { params: documentParams(target), silent: true }),
  downloadFile: (target: DocumentTarget) => downloadFile(endpoints.downloadIdentityDocumentFile, { params: documentParams(target) }),
  lock: (clientId: string, section: IdentitySection) =>
    api.call(endpoints.lockIdentitySection, { params: sectionParams(clientId, section), silent: true }),
  unlock: (clientId: string, section: IdentitySection) =>
    api.call(endpoints.unlockIdentitySection, { params: sectionParams(clientId, section), silent: true }),
  requestCopy: (clientId: string, body: BodyIn<typeof endpoints.requestIdentityCopy>) =>
    api.call(endpoints.requestIdentityCopy, { params: { id: clientId }, body, silent: true }),
  markReceived: (clientId: string, requestId: string) =>
    api.call(endpoints.markIdentityCopyReceived, { params: { id: clientId, requestId }, silent: true }),
};
