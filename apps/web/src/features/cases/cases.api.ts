import {
  type BodyIn,
  type CaseActionView,
  type CaseDetail,
  type CaseStatus,
  type CaseType,
  casesEndpoints as endpoints,
} from '@advice/domain';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const casesKey = ['cases'] as const;
export const caseKey = (id: string) => [...casesKey, 'one', id] as const;

export type CaseListParams = { page: number; type: CaseType | ''; status: CaseStatus | '' };

/** The server serialises these responses through the domain's schemas, so their shapes are already checked. */
export function useCaseList(params: CaseListParams, clientId?: string) {
  const query = { type: params.type || undefined, status: params.status || undefined };
  return useQuery({
    queryKey: [...casesKey, 'list', clientId ?? 'all', params],
    queryFn: () =>
      clientId
        ? api.page(endpoints.listClientCases, params.page, 20, { params: { id: clientId }, query })
        : api.page(endpoints.listCases, params.page, 20, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCase(id: string) {
  return useQuery({ queryKey: caseKey(id), queryFn: () => api.call(endpoints.getCase, { params: { id } }) });
}

export function useCaseAuditTrail(id: string, page: number) {
  return useQuery({
    queryKey: [...caseKey(id), 'audit-trail', page],
    queryFn: () => api.page(endpoints.listCaseAuditTrail, page, 20, { params: { id } }),
    placeholderData: keepPreviousData,
  });
}

/** What changed in a request since the client's last submission (staff only); errors are the page's to show. */
export function useCaseChanges(id: string, isEnabled = true) {
  return useQuery({
    queryKey: [...caseKey(id), 'changes'],
    queryFn: () => api.call(endpoints.getCaseChanges, { params: { id }, silent: true }),
    enabled: isEnabled,
  });
}

/** A client's review questionnaires, newest first (the client their own, as sent to them). */
export function useReviewQuestionnaires(clientId: string, isEnabled = true) {
  return useQuery({
    queryKey: [...casesKey, 'review-questionnaires', clientId],
    queryFn: () => api.page(endpoints.listReviewQuestionnaires, 1, 50, { params: { id: clientId }, silent: true }),
    enabled: isEnabled,
  });
}

/**
 * The client's Online Advice Requests still with them (being completed), each read whole for its sections.
 * A client has one or two at most, so each is its own small read.
 */
export function useOpenRequests(clientId: string, isEnabled = true) {
  const list = useQuery({
    queryKey: [...casesKey, 'list', clientId, { page: 1, type: 'online_advice_request', status: 'building' }],
    queryFn: () =>
      api.page(endpoints.listClientCases, 1, 20, {
        params: { id: clientId },
        query: { type: 'online_advice_request', status: 'building' },
        silent: true,
      }),
    enabled: isEnabled,
  });
  const details = useQueries({
    queries: (list.data?.items ?? []).map((item) => ({
      queryKey: caseKey(item.id),
      queryFn: () => api.call(endpoints.getCase, { params: { id: item.id }, silent: true }),
    })),
  });
  return {
    isPending: list.isPending || details.some((d) => d.isPending),
    isError: list.isError || details.some((d) => d.isError),
    refetch: () => void list.refetch(),
    requests: details.flatMap((d) => (d.data ? [d.data] : [])),
  };
}

/** Calls whose errors the page shows itself (a 409 gets its reload banner), so they are silent. */
export const caseCalls = {
  runAction: (id: string, view: Pick<CaseActionView, 'action'>, body: BodyIn<typeof endpoints.transitionCase.submit>) =>
    api.call(endpoints.transitionCase[view.action], { params: { id }, body, silent: true }),
  edit: (id: string, body: BodyIn<typeof endpoints.editCase>) => api.call(endpoints.editCase, { params: { id }, body, silent: true }),
  saveAnswers: (id: string, body: BodyIn<typeof endpoints.saveAnswers>) =>
    api.call(endpoints.saveAnswers, { params: { id }, body, silent: true }),
  request: (body: BodyIn<typeof endpoints.requestCase>) => api.call(endpoints.requestCase, { body, silent: true }),
  createForClient: (clientId: string, body: BodyIn<typeof endpoints.createClientCase>) =>
    api.call(endpoints.createClientCase, { params: { id: clientId }, body, silent: true }),
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
