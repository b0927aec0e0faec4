import {
  type AdviserChoice,
  type AuditEventView,
  type ClientAction,
  type ClientDetail,
  type ClientPerson,
  type ClientTag,
  type CurrentUser,
  can,
  type clientDetailsBody,
  isOpenOnClientAccount,
  type MyAdviser,
  type PersonalDetailsBody,
  type removeClientBody,
} from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { type ApiMutationOptions, useApiMutation } from '../../../lib/mutation.ts';
import type { Message } from '../../auth/auth.api.ts';

export const clientKey = (id: string) => ['clients', id] as const;
export const clientTagsKey = ['client-tags'] as const;

export function useClient(id: string) {
  return useQuery({ queryKey: clientKey(id), queryFn: async () => (await api.get<{ data: ClientDetail }>(`/clients/${id}`)).data });
}

export function useClientTags(isEnabled = true) {
  return useQuery({
    queryKey: clientTagsKey,
    queryFn: async () => (await api.get<{ data: ClientTag[] }>('/client-tags')).data,
    enabled: isEnabled,
  });
}

export function useAdviserChoices(id: string, isEnabled = true) {
  return useQuery({
    queryKey: [...clientKey(id), 'adviser-choices'],
    queryFn: async () => (await api.get<{ data: AdviserChoice[] }>(`/clients/${id}/adviser-choices`)).data,
    enabled: isEnabled,
  });
}

export function useAuditTrail(id: string, page: number, scope: 'all' | 'additional_advisers') {
  return useQuery({
    queryKey: [...clientKey(id), 'audit-trail', scope, page],
    queryFn: () => api.list<AuditEventView>(`/clients/${id}/audit-trail`, page, 20, { query: { scope } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyAdviser() {
  return useQuery({ queryKey: ['my-adviser'], queryFn: async () => (await api.get<{ data: MyAdviser }>('/my-adviser')).data });
}

/**
 * The same domain rules the server checks: `can`, fed with how the viewer stands to this client, and
 * the read-only rule, which closes every write on a deactivated account (or a cancelled invitation).
 */
export function canDo(user: Pick<CurrentUser, 'role' | 'admin_level'>, client: ClientDetail, action: ClientAction): boolean {
  const actor = { role: user.role, adminLevel: user.admin_level, canRemoveClients: client.access.can_remove_clients };
  return (
    can(actor, action, { relation: client.access.relation, rights: client.access.rights }) && isOpenOnClientAccount(action, client.status)
  );
}

/** One change to a client: announces the server's message (unless `options` says otherwise) and reloads the client. */
export function useClientAction<TVariables = void, TData = unknown, TForm extends FieldValues = FieldValues>(
  id: string,
  send: (variables: TVariables) => Promise<TData>,
  options: Omit<ApiMutationOptions<TVariables, TData, TForm>, 'invalidates'> = {},
) {
  return useApiMutation(send, { ...options, invalidates: [clientKey(id)] });
}

export function updateClientDetails(id: string, body: z.output<typeof clientDetailsBody>) {
  return api.patch<Message>(`/clients/${id}`, body);
}

export function updatePersonalDetails(id: string, body: PersonalDetailsBody) {
  return api.patch<Message>(`/users/${id}/personal-details`, body);
}

export function assignClientTags(id: string, tagIds: string[]) {
  return api.put(`/clients/${id}/client-tags`, { tag_ids: tagIds });
}

export function createClientTag(name: string) {
  return api.post('/client-tags', { name });
}

export function renameClientTag(id: string, name: string) {
  return api.patch(`/client-tags/${id}`, { name });
}

export function deleteClientTag(id: string) {
  return api.delete(`/client-tags/${id}`);
}

export function unblockClient(id: string) {
  return api.post<Message>(`/clients/${id}/unblock`);
}

export function sendClientPasswordReset(id: string) {
  return api.post<Message>(`/clients/${id}/password-reset`);
}

export function resendClientConfirmation(id: string) {
  return api.post<Message>(`/users/${id}/resend-confirmation`);
}

export function resetClientTwoFactor(id: string, method: 'email' | 'none') {
  return api.post<Message>(`/clients/${id}/reset-two-factor`, { method });
}

export function deactivateClient(id: string) {
  return api.post<Message>(`/clients/${id}/deactivate`);
}

/** Silent: the removal dialog shows its own errors, where toasts would sit behind the backdrop. */
export function removeClient(id: string, body: z.input<typeof removeClientBody>) {
  return api.post<Message>(`/clients/${id}/remove`, body, { silent: true });
}

export function followClient(id: string) {
  return api.post<Message>(`/clients/${id}/follows`);
}

export function unfollowClient(id: string) {
  return api.delete<Message>(`/clients/${id}/follows`);
}

export function changeClientAdviser(id: string, adviserId: string) {
  return api.post<Message>(`/clients/${id}/change-client-adviser`, { adviser_id: adviserId });
}

export function addAdditionalAdviser(id: string, adviserId: string) {
  return api.post<Message>(`/clients/${id}/additional-advisers`, { adviser_id: adviserId });
}

export function removeAdditionalAdviser(id: string, adviserId: string) {
  return api.delete<Message>(`/clients/${id}/additional-advisers/${adviserId}`);
}

export function personName(person: Pick<ClientPerson, 'first_name' | 'last_name'>): string {
  return `${person.first_name} ${person.last_name}`;
}

/** Sends a client's new photo. */
export function uploadClientAvatar(id: string, form: FormData) {
  return api.upload<Message>(`/clients/${id}/avatar`, form, { method: 'PATCH', silent: true });
}

/** Sends a client's signed letter of authority, reporting its upload progress. */
export function uploadLetterOfAuthority(id: string, form: FormData, onProgress?: (fraction: number) => void) {
  return api.upload<Message>(`/clients/${id}/letter-of-authority`, form, { onProgress, silent: true });
}
