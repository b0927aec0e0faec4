import {
  type CurrentUser,
  clientAccountEndpoints,
  type DocusignEnvelopeBody,
  docusignEndpoints,
  type EnvelopeDraftBody,
  signingEndpoints as endpoints,
} from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { clientKey } from '../people/client-account/client-account.api.ts';
import { oauthAccountsKey } from '../users/docusign.api.ts';

/** The adviser's connected DocuSign accounts (as account settings lists them), asked for only while `isEnabled`. */
export function useDocusignAccounts(user: Pick<CurrentUser, 'id'>, isEnabled: boolean) {
  return useQuery({
    queryKey: oauthAccountsKey(user.id),
    queryFn: () => api.call(docusignEndpoints.listOAuthAccounts, { params: { id: user.id }, silent: true }),
    enabled: isEnabled,
  });
}

/**
 * The client's details (as their page reads them), asked for only while `isEnabled`: the editor checks their phone
 * number for a passcode by text. A failure leaves the number unknown, for the server to check.
 */
export function useClientDetails(clientId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: clientKey(clientId),
    queryFn: () => api.call(clientAccountEndpoints.getClient, { params: { id: clientId }, silent: true }),
    enabled: isEnabled,
  });
}

/** The adviser's calls on a document's envelope; the page shows their errors beside the signers and fields. */
export const prepareSigningCalls = {
  saveDraft: (documentId: string, body: EnvelopeDraftBody) =>
    api.call(endpoints.saveSigningDraft, { params: { id: documentId }, body, silent: true }),
  send: (documentId: string) => api.call(endpoints.sendSigning, { params: { id: documentId }, silent: true }),
  sendWithDocusign: (body: DocusignEnvelopeBody) => api.call(docusignEndpoints.createDocusignEnvelope, { body, silent: true }),
  cancel: (documentId: string) => api.call(endpoints.voidSigning, { params: { id: documentId }, silent: true }),
};
