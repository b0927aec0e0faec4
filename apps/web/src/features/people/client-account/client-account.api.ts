import { type BodyIn, type ClientPerson, clientsEndpoints, clientAccountEndpoints as endpoints, usersEndpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';
import { type ApiMutationOptions, useApiMutation } from '../../../lib/mutation.ts';

export const clientKey = (id: string) => ['clients', id] as const;
export const clientTagsKey = ['client-tags'] as const;

export function useClient(id: string) {
  return useQuery({ queryKey: clientKey(id), queryFn: () => api.call(endpoints.getClient, { params: { id } }) });
}

export function useClientTags(isEnabled = true) {
  return useQuery({ queryKey: clientTagsKey, queryFn: () => api.call(endpoints.listClientTags), enabled: isEnabled });
}

export function useAdviserChoices(id: string, isEnabled = true) {
  return useQuery({
    queryKey: [...clientKey(id), 'adviser-choices'],
    queryFn: () => api.call(endpoints.listClientAdviserChoices, { params: { id } }),
    enabled: isEnabled,
  });
}

export function useAuditTrail(id: string, page: number, scope: 'all' | 'additional_advisers') {
  return useQuery({
    queryKey: [...clientKey(id), 'audit-trail', scope, page],
    queryFn: () => api.page(endpoints.listClientAuditTrail, page, 20, { params: { id }, query: { scope } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyAdviser() {
  return useQuery({ queryKey: ['my-adviser'], queryFn: () => api.call(endpoints.getMyAdviser) });
}

/** One change to a client: announces the server's message (unless `options` says otherwise) and reloads the client. */
export function useClientAction<TVariables = void, TData = unknown, TForm extends FieldValues = FieldValues>(
  id: string,
  send: (variables: TVariables) => Promise<TData>,
  options: Omit<ApiMutationOptions<TVariables, TData, TForm>, 'invalidates'> = {},
) {
  return useApiMutation(send, { ...options, invalidates: [clientKey(id)] });
}

export function updateClientDetails(id: string, body: BodyIn<typeof endpoints.updateClient>) {
  return api.call(endpoints.updateClient, { params: { id }, body });
}

export function updatePersonalDetails(id: string, body: BodyIn<typeof endpoints.updatePersonalDetails>) {
  return api.call(endpoints.updatePersonalDetails, { params: { id }, body });
}

export function assignClientTags(id: string, tagIds: string[]) {
  return api.call(endpoints.assignClientTags, { params: { id }, body: { tag_ids: tagIds } });
}

export function createClientTag(name: string) {
  return api.call(endpoints.createClientTag, { body: { name } });
}

export function renameClientTag(id: string, name: string) {
  return api.call(endpoints.renameClientTag, { params: { id }, body: { name } });
}

export function deleteClientTag(id: string) {
  return api.call(endpoints.deleteClientTag, { params: { id } });
}

export function unblockClient(id: string) {
  return api.call(usersEndpoints.unblockClient, { params: { id } });
}

export function sendClientPasswordReset(id: string) {
  return api.call(endpoints.sendClientPasswordReset, { params: { id } });
}

export function resendClientConfirmation(id: string) {
  return api.call(usersEndpoints.resendConfirmation, { params: { id } });
}

export function resetClientTwoFactor(id: string, method: 'email' | 'none') {
  return api.call(endpoints.resetClientTwoFactor, { params: { id }, body: { method } });
}

export function deactivateClient(id: string) {
  return api.call(endpoints.deactivateClient, { params: { id } });
}

/** Silent: the removal dialog shows its own errors, where toasts would sit behind the backdrop. */
export function removeClient(id: string, body: BodyIn<typeof endpoints.removeClient>) {
  return api.call(endpoints.removeClient, { params: { id }, body, silent: true });
}

export function followClient(id: string) {
  return api.call(endpoints.followClient, { params: { id } });
}

export function unfollowClient(id: string) {
  return api.call(endpoints.unfollowClient, { params: { id } });
}

export function changeClientAdviser(id: string, adviserId: string) {
  return api.call(endpoints.changeClientAdviser, { params: { id }, body: { adviser_id: adviserId } });
}

export function addAdditionalAdviser(id: string, adviserId: string) {
  return api.call(endpoints.addAdditionalAdviser, { params: { id }, body: { adviser_id: adviserId } });
}

export function removeAdditionalAdviser(id: string, adviserId: string) {
  return api.call(endpoints.removeAdditionalAdviser, { params: { id, adviserId } });
}

export function personName(person: Pick<ClientPerson, 'first_name' | 'last_name'>): string {
  return `${person.first_name} ${person.last_name}`;
}

/** Sends a client's new photo. */
export function uploadClientAvatar(id: string, form: FormData) {
  return api.send(endpoints.updateClientAvatar, form, { params: { id }, silent: true });
}

/** Sends a client's signed letter of authority, reporting its upload progress. */
export function uploadLetterOfAuthority(id: string, form: FormData, onProgress?: (fraction: number) => void) {
  return api.send(endpoints.uploadLetterOfAuthority, form, { params: { id }, onProgress, silent: true });
}

/** Downloads the client's stored, signed letter of authority. */
export function downloadLetterOfAuthority(id: string) {
  const params = { id };
  return downloadFile(endpoints.getLetterOfAuthority, { params });
}

/** Downloads a ready-to-sign letter of authority for the client. */
export function downloadLetterTemplate(id: string) {
  const params = { id };
  const endpoint = clientsEndpoints.getLetterOfAuthorityTemplate;
  return downloadFile(endpoint, { params });
}
