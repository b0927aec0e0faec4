import type { AdminRight, Adviser, PracticeAdmin, StaffStatus, SupportEntry, TeamEntry } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Message } from '../../auth/auth.api.ts';

export const staffPageSize = 20;
export const staffKeys = {
  all: ['staff'] as const,
  advisers: (page: number, search: string) => ['staff', 'advisers', page, search] as const,
  adviser: (id: string) => ['staff', 'adviser', id] as const,
  support: (id: string) => ['staff', 'support', id] as const,
  admins: (page: number, search: string, status?: StaffStatus) => ['staff', 'admins', page, search, status ?? 'any'] as const,
  admin: (id: string) => ['staff', 'admin', id] as const,
  team: (id: string) => ['staff', 'team', id] as const,
};

/** Searches only from 3 characters, as the server requires; shorter terms list everyone. */
export function effectiveSearch(term: string): string {
  const trimmed = term.trim();
  return trimmed.length >= 3 ? trimmed : '';
}

export function useAdvisers(page: number, search: string) {
  return useQuery({
    queryKey: staffKeys.advisers(page, search),
    queryFn: () => api.list<Adviser>('/advisers', page, staffPageSize, { query: { search } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdviser(id: string) {
  return useQuery({ queryKey: staffKeys.adviser(id), queryFn: async () => (await api.get<{ data: Adviser }>(`/advisers/${id}`)).data });
}

export function useSupport(adviserId: string, isEnabled = true) {
  return useQuery({
    queryKey: staffKeys.support(adviserId),
    queryFn: async () => (await api.get<{ data: SupportEntry[] }>(`/advisers/${adviserId}/support`)).data,
    enabled: isEnabled,
  });
}

export function useAdmins(page: number, search: string, status?: StaffStatus, perPage = staffPageSize) {
  return useQuery({
    queryKey: [...staffKeys.admins(page, search, status), perPage],
    queryFn: () => api.list<PracticeAdmin>('/practice-admins', page, perPage, { query: { search, status } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdmin(id: string) {
  return useQuery({
    queryKey: staffKeys.admin(id),
    queryFn: async () => (await api.get<{ data: PracticeAdmin }>(`/practice-admins/${id}`)).data,
  });
}

export function useTeam(adminId: string) {
  return useQuery({
    queryKey: staffKeys.team(adminId),
    queryFn: async () => (await api.get<{ data: TeamEntry[] }>(`/practice-admins/${adminId}/team`)).data,
  });
}

export function saveSupport(adviserId: string, adminId: string, rights: AdminRight[]) {
  return api.put<{ data: SupportEntry }>(`/advisers/${adviserId}/support/${adminId}`, { rights });
}

export function removeSupport(adviserId: string, adminId: string) {
  return api.delete(`/advisers/${adviserId}/support/${adminId}`);
}

export function createStaffMember(path: string, body: object) {
  return api.post<{ data: { id: string; email: string } }>(path, body);
}

export function updateStaffMember(path: string, body: object) {
  return api.patch(path, body);
}

export function resendStaffInvitation(path: string) {
  return api.post<Message>(path);
}

/** Silent: a refusal (an adviser with clients, an admin with advisers) is shown in the dialog. */
export function deactivateStaffMember(userId: string) {
  return api.patch<Message>(`/users/${userId}/deactivate`, undefined, { silent: true });
}

export function setCanRemoveClients(adviserId: string, isAllowed: boolean) {
  return api.patch(`/advisers/${adviserId}`, { can_remove_clients: isAllowed });
}

export function setProfileVisible(adviserId: string, isVisible: boolean) {
  return api.patch(`/advisers/${adviserId}/settings`, { is_profile_visible: isVisible });
}

export function removeSignature(adviserId: string) {
  return api.delete(`/advisers/${adviserId}/signature`);
}

/** Sends an adviser's signature image. */
export function uploadSignature(adviserId: string, form: FormData) {
  return api.upload<Message>(`/advisers/${adviserId}/signature`, form, { method: 'PUT' });
}
