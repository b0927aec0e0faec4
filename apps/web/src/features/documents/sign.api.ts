import { signingEndpoints as endpoints, type SignBody, staffEndpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api, urlOf } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** A document's live signing request, as every signing page of the document reads it (under the documents' keys). */
export const signingKey = (documentId: string) => ['documents', 'one', documentId, 'signing'] as const;

/** The document's live signing request, or null when it has none (before a draft); errors are the page's to show. */
export function useSigning(documentId: string) {
  return useQuery({
    queryKey: signingKey(documentId),
    queryFn: () => api.call(endpoints.getSigning, { params: { id: documentId }, silent: true }),
  });
}

/** Whether an adviser has a signature saved in their account settings (clients have none). */
export function useHasSavedSignature(adviserId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'adviser', adviserId],
    queryFn: () => api.call(staffEndpoints.getAdviser, { params: { id: adviserId }, silent: true }),
    enabled: isEnabled,
    select: (adviser) => adviser.has_signature,
  });
}

/** The adviser's saved signature image, for an <img>. */
export function savedSignatureUrl(adviserId: string): string {
  return urlOf(staffEndpoints.getSignature, { params: { id: adviserId } });
}

/** Calls of the signer's page; the page shows their errors beside its fields, so they are silent. */
export const signingCalls = {
  sign: (body: SignBody) => api.call(endpoints.sign, { body, silent: true }),
  sendPasscode: (documentId: string) => api.call(endpoints.sendSigningPasscode, { params: { id: documentId }, silent: true }),
  decline: (documentId: string, reason: string) =>
    api.call(endpoints.declineSigning, { params: { id: documentId }, body: { reason }, silent: true }),
  downloadSigned: (documentId: string) => downloadFile(endpoints.downloadSignedDocument, { params: { id: documentId } }),
  downloadCertificate: (documentId: string) => downloadFile(endpoints.downloadSigningCertificate, { params: { id: documentId } }),
};

/** The public verify page's one call: is this SHA-256 a completed signed document of the practice? */
export function verifySignedDocument(sha256: string) {
  return api.call(endpoints.verifySignedDocument, { body: { sha256 }, silent: true, authRedirect: false });
}
