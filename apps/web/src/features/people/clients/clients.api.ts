import type { BulkImportStatus, ClientListItem, ClientSortField, InvitationItem, inviteProspectBody } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type ListParams = {
  page: number;
  search: string;
  tag: string;
  kind: '' | 'client' | 'prospect';
  sort: ClientSortField;
  direction: 'asc' | 'desc';
  awaiting?: boolean;
};

export type AdviserChoice = { id: string; first_name: string; last_name: string; email: string };

/** The query the list and the export share; a search shorter than 3 characters is left out until it is long enough. */
export function listQuery(p: Omit<ListParams, 'page'>): Record<string, string> {
  const query: Record<string, string> = { sort: p.sort, direction: p.direction };
  if (p.search.trim().length >= 3) query.search = p.search.trim();
  if (p.tag) query.client_tag_ids = p.tag;
  if (p.kind) query.kind = p.kind;
  if (p.awaiting) query.awaiting = 'true';
  return query;
}

export function useClientList(p: ListParams, perPage = 20) {
  const { page, ...rest } = p;
  return useQuery({
    queryKey: ['clients', p],
    queryFn: () => api.list<ClientListItem>('/clients', page, perPage, { query: listQuery(rest) }),
    placeholderData: keepPreviousData,
  });
}

export function useTagChoices() {
  return useQuery({
    queryKey: ['clients', 'tags'],
    queryFn: async () => (await api.get<{ data: { id: string; name: string }[] }>('/clients/tag-choices')).data,
  });
}

export function useAdviserChoices() {
  return useQuery({
    queryKey: ['clients', 'advisers'],
    queryFn: async () => (await api.get<{ data: AdviserChoice[] }>('/clients/adviser-choices')).data,
  });
}

export function useInvitations(page: number) {
  return useQuery({ queryKey: ['invitations', page], queryFn: () => api.list<InvitationItem>('/invitations', page, 20) });
}

export function useBulkImport(id: string | null) {
  return useQuery({
    queryKey: ['bulk-import', id],
    enabled: id !== null,
    queryFn: async () => (await api.get<{ data: BulkImportStatus }>(`/clients/create-in-bulk/${id}`)).data,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 500 : false),
  });
}

export function setFollowAll(path: '/clients/follow-all' | '/clients/unfollow-all') {
  return api.post<{ data: { message: string } }>(path);
}

export function assignProspect(id: string, adviserId: string) {
  return api.post(`/clients/${id}/assign`, { adviser_id: adviserId });
}

/** Silent: the form shows the server's errors beside its fields. */
export function inviteProspect(body: z.output<typeof inviteProspectBody>) {
  return api.post('/invitations', body, { silent: true });
}

export function resendInvitation(id: string) {
  return api.post(`/invitations/${id}/resend`);
}

export function cancelInvitation(id: string) {
  return api.delete(`/invitations/${id}`);
}

/** Creates a client from the new-client form, with its welcome video when there is one. */
export function createClient(form: FormData, onProgress?: (fraction: number) => void) {
  return api.upload<{ data: { id: string } }>('/clients', form, { silent: true, onProgress });
}

/** Starts a bulk import of clients from a CSV file. */
export function startBulkImport(form: FormData) {
  return api.upload<{ data: { id: string } }>('/clients/create-in-bulk', form, { silent: true });
}
