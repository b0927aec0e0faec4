import type {
  AuditEventView,
  CaseActionView,
  CaseDetail,
  CaseEditBody,
  CaseStatus,
  CaseSummary,
  CaseType,
  ClientCaseRequestBody,
  QuestionnaireAnswersBody,
  StaffCaseBody,
} from '@advice/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const casesKey = ['cases'] as const;
export const caseKey = (id: string) => [...casesKey, 'one', id] as const;

export type CaseListParams = { page: number; type: CaseType | ''; status: CaseStatus | '' };

/** The server serialises these responses through the domain's schemas, so their shapes are already checked. */
export function useCaseList(params: CaseListParams, clientId?: string) {
  const path = clientId ? `/clients/${clientId}/client-cases` : '/client-cases';
  return useQuery({
    queryKey: [...casesKey, 'list', clientId ?? 'all', params],
    queryFn: () => api.list<CaseSummary>(path, params.page, 20, { query: { type: params.type, status: params.status } }),
    placeholderData: keepPreviousData,
  });
}

export function useCase(id: string) {
  return useQuery({ queryKey: caseKey(id), queryFn: async () => (await api.get<{ data: CaseDetail }>(`/client-cases/${id}`)).data });
}

export function useCaseAuditTrail(id: string, page: number) {
  return useQuery({
    queryKey: [...caseKey(id), 'audit-trail', page],
    queryFn: () => api.list<AuditEventView>(`/client-cases/${id}/audit-trail`, page, 20),
    placeholderData: keepPreviousData,
  });
}

type Data = { data: CaseDetail };

/** Calls whose errors the page shows itself (a 409 gets its reload banner), so they are silent. */
export const caseCalls = {
  runAction: async (id: string, action: Pick<CaseActionView, 'path'>, body: { version: number; consent?: boolean }) =>
    (await api.post<Data>(`/client-cases/${id}/${action.path}`, body, { silent: true })).data,
  edit: async (id: string, body: CaseEditBody) => (await api.patch<Data>(`/client-cases/${id}`, body, { silent: true })).data,
  saveAnswers: async (id: string, body: QuestionnaireAnswersBody) =>
    (await api.put<Data>(`/client-cases/${id}/answers`, body, { silent: true })).data,
  request: async (body: ClientCaseRequestBody) => (await api.post<Data>('/client-cases', body, { silent: true })).data,
  createForClient: async (clientId: string, body: StaffCaseBody) =>
    (await api.post<Data>(`/clients/${clientId}/client-cases`, body, { silent: true })).data,
};

/** Puts the case the server answered with into the cache and marks every list stale. */
export function useStoreCase() {
  const queryClient = useQueryClient();
  return async (detail: CaseDetail) => {
    queryClient.setQueryData(caseKey(detail.id), detail);
    await queryClient.invalidateQueries({ queryKey: casesKey, predicate: (query) => query.queryKey[1] !== 'one' });
    await queryClient.invalidateQueries({ queryKey: [...caseKey(detail.id), 'audit-trail'] });
  };
}
