import { type BodyIn, platformAdminEndpoints as endpoints, type PracticeListFilter } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { practiceQueryKey } from '../practice/practice.api.ts';

export const platformKey = ['platform-admin'] as const;
const practiceKey = (id: string) => [...platformKey, 'practice', id] as const;
export const practicesPerPage = 20;

export function usePlatformPractices(page: number, filter: PracticeListFilter) {
  return useQuery({
    queryKey: [...platformKey, 'practices', filter, page],
    queryFn: () => api.page(endpoints.listPractices, page, practicesPerPage, { query: { filter }, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function usePlatformPractice(id: string) {
  return useQuery({ queryKey: practiceKey(id), queryFn: () => api.call(endpoints.getPractice, { params: { id }, silent: true }) });
}

export function usePracticeFlags(id: string) {
  return useQuery({
    queryKey: [...practiceKey(id), 'flags'],
    queryFn: () => api.call(endpoints.getFeatureFlags, { params: { id }, silent: true }),
  });
}

export function usePlatformUsers(query: string, page: number) {
  return useQuery({
    queryKey: [...platformKey, 'users', query, page],
    enabled: query.length >= 3,
    queryFn: () => api.page(endpoints.searchPlatformUsers, page, practicesPerPage, { query: { query }, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function usePracticeAuditTrail(page: number) {
  return useQuery({
    queryKey: ['practice-audit-trail', page],
    queryFn: () => api.page(endpoints.listPracticeAuditTrail, page, practicesPerPage, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The platform's own audit trail: what its admins did, platform-wide and in practices. */
export function usePlatformAuditTrail(page: number) {
  return useQuery({
    queryKey: [...platformKey, 'audit-trail', page],
    queryFn: () => api.page(endpoints.listPlatformAuditTrail, page, practicesPerPage, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

export type CreatePracticeInput = BodyIn<typeof endpoints.createPractice>;
export type PracticeInput = BodyIn<typeof endpoints.updatePractice>;

/** What a change reloads: the platform's lists and, for the practice the admin is on, its public look. */
export const platformChangeKeys = [platformKey, practiceQueryKey] as const;

/** The calls that change the platform; forms and dialogs show their refusals themselves (silent). */
export const platformCalls = {
  create: (body: CreatePracticeInput) => api.call(endpoints.createPractice, { body, silent: true }),
  update: (id: string, body: PracticeInput) => api.call(endpoints.updatePractice, { params: { id }, body, silent: true }),
  suspend: (id: string) => api.call(endpoints.suspendPractice, { params: { id }, silent: true }),
  reactivate: (id: string) => api.call(endpoints.reactivatePractice, { params: { id }, silent: true }),
  setFlag: (id: string, flag: string, isOn: boolean) => api.call(endpoints.setFeatureFlags, { params: { id }, body: { [flag]: isOn } }),
  reactivateUser: (id: string, reason: string) => api.call(endpoints.reactivateUser, { params: { id }, body: { reason }, silent: true }),
};
