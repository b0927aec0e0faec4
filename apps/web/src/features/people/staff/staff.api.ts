import { type AdminRight, type BodyIn, staffEndpoints as endpoints, type StaffStatus, usersEndpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, urlOf } from '../../../lib/api.ts';

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
    queryFn: () => api.page(endpoints.listAdvisers, page, staffPageSize, { query: { search } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdviser(id: string) {
  return useQuery({ queryKey: staffKeys.adviser(id), queryFn: () => api.call(endpoints.getAdviser, { params: { id } }) });
}

export function useSupport(adviserId: string, isEnabled = true) {
  return useQuery({
    queryKey: staffKeys.support(adviserId),
    queryFn: () => api.call(endpoints.listSupport, { params: { id: adviserId } }),
    enabled: isEnabled,
  });
}

export function useAdmins(page: number, search: string, status?: StaffStatus, perPage = staffPageSize) {
  return useQuery({
    queryKey: [...staffKeys.admins(page, search, status), perPage],
    queryFn: () => api.page(endpoints.listAdmins, page, perPage, { query: { search, status } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdmin(id: string) {
  return useQuery({ queryKey: staffKeys.admin(id), queryFn: () => api.call(endpoints.getAdmin, { params: { id } }) });
}

export function useTeam(adminId: string) {
  return useQuery({ queryKey: staffKeys.team(adminId), queryFn: () => api.call(endpoints.getTeam, { params: { id: adminId } }) });
}

export function saveSupport(adviserId: string, adminId: string, rights: AdminRight[]) {
  return api.call(endpoints.setSupport, { params: { id: adviserId, adminId }, body: { rights } });
}

export function removeSupport(adviserId: string, adminId: string) {
  return api.call(endpoints.removeSupport, { params: { id: adviserId, adminId } });
}

export type StaffArea = 'admins' | 'advisers';

export const createStaffMember = {
  advisers: (body: BodyIn<typeof endpoints.createAdviser>) => api.call(endpoints.createAdviser, { body }),
  admins: (body: BodyIn<typeof endpoints.createAdmin>) => api.call(endpoints.createAdmin, { body }),
};

export const updateStaffMember = {
  advisers: (id: string, body: BodyIn<typeof endpoints.updateAdviser>) => api.call(endpoints.updateAdviser, { params: { id }, body }),
  admins: (id: string, body: BodyIn<typeof endpoints.updateAdmin>) => api.call(endpoints.updateAdmin, { params: { id }, body }),
};

export function resendStaffInvitation(area: StaffArea, id: string) {
  const endpoint = area === 'advisers' ? endpoints.resendAdviserInvitation : endpoints.resendAdminInvitation;
  return api.call(endpoint, { params: { id } });
}

/** Silent: a refusal (an adviser with clients, an admin with advisers) is shown in the dialog. */
export function deactivateStaffMember(userId: string) {
  return api.call(usersEndpoints.deactivateUser, { params: { id: userId }, silent: true });
}

export function setCanRemoveClients(adviserId: string, isAllowed: boolean) {
  return api.call(endpoints.updateAdviser, { params: { id: adviserId }, body: { can_remove_clients: isAllowed } });
}

export function setProfileVisible(adviserId: string, isVisible: boolean) {
  return api.call(endpoints.updateAdviserSettings, { params: { id: adviserId }, body: { is_profile_visible: isVisible } });
}

export function removeSignature(adviserId: string) {
  return api.call(endpoints.removeSignature, { params: { id: adviserId } });
}

/** Sends an adviser's signature image. */
export function uploadSignature(adviserId: string, form: FormData) {
  return api.send(endpoints.putSignature, form, { params: { id: adviserId } });
}

/** The adviser's signature image; `version` changes with each new one, so the browser loads it afresh. */
export function signatureUrl(adviserId: string, version: number | string) {
  return `${urlOf(endpoints.getSignature, { params: { id: adviserId } })}?v=${version}`;
}
