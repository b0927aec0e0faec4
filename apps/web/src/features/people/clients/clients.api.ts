import { type BodyIn, type ClientSortField, clientAccountEndpoints, clientsEndpoints as endpoints, type QueryIn } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';

export type ListParams = {
  page: number;
  search: string;
  tag: string;
  kind: '' | 'client' | 'prospect';
  sort: ClientSortField;
  direction: 'asc' | 'desc';
  awaiting?: boolean;
};

/** The query the list and the export share; a search shorter than 3 characters is left out until it is long enough. */
export function listQuery(p: Omit<ListParams, 'page'>): QueryIn<typeof endpoints.exportClients> {
  const query: QueryIn<typeof endpoints.exportClients> = { sort: p.sort, direction: p.direction };
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
    queryFn: () => api.page(endpoints.listClients, page, perPage, { query: listQuery(rest) }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the CSV of the clients the list's filters select, every page of them. */
export function downloadClientList(p: Omit<ListParams, 'page'>) {
  const query = listQuery(p);
  return downloadFile(endpoints.exportClients, { query });
}

export function useTagChoices() {
  return useQuery({ queryKey: ['clients', 'tags'], queryFn: () => api.call(endpoints.listTagChoices) });
}

export function useAdviserChoices() {
  return useQuery({ queryKey: ['clients', 'advisers'], queryFn: () => api.call(endpoints.listAdviserChoices) });
}

export function useInvitations(page: number) {
  return useQuery({ queryKey: ['invitations', page], queryFn: () => api.page(endpoints.listInvitations, page, 20) });
}

export function useBulkImport(id: string | null) {
  return useQuery({
    queryKey: ['bulk-import', id],
    enabled: id !== null,
    queryFn: () => api.call(endpoints.getBulkImport, { params: { id: id ?? '' } }),
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 500 : false),
  });
}

/** Downloads the CSV template of bulk creation. */
export function downloadBulkTemplate() {
  return downloadFile(endpoints.getBulkTemplate);
}

/** Follows (or stops following) every client the staff member may see. */
export function setFollowAll(isFollowing: boolean) {
  return api.call(isFollowing ? clientAccountEndpoints.followAllClients : clientAccountEndpoints.unfollowAllClients);
}

export function assignProspect(id: string, adviserId: string) {
  return api.call(endpoints.assignProspect, { params: { id }, body: { adviser_id: adviserId } });
}

/** Silent: the form shows the server's errors beside its fields. */
export function inviteProspect(body: BodyIn<typeof endpoints.inviteProspect>) {
  return api.call(endpoints.inviteProspect, { body, silent: true });
}

export function resendInvitation(id: string) {
  return api.call(endpoints.resendInvitation, { params: { id } });
}

export function cancelInvitation(id: string) {
  return api.call(endpoints.cancelInvitation, { params: { id } });
}

/** Creates a client from the new-client form, with its welcome video when there is one. */
export function createClient(form: FormData, onProgress?: (fraction: number) => void) {
  return api.send(endpoints.createClient, form, { silent: true, onProgress });
}

/** Starts a bulk import of clients from a CSV file. */
export function startBulkImport(form: FormData) {
  return api.send(endpoints.startBulkImport, form, { silent: true });
}
