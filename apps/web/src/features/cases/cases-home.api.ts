import { type CaseWaitingKind, casesEndpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { casesKey } from './cases.api.ts';

/** What a home panel lists of the cases: a waiting kind, or the meeting requests waiting for an answer. */
export type CasesPanelQuery = { waiting: CaseWaitingKind } | { type: 'meeting_request'; status: 'requested' };

/**
 * The first `count` cases the query selects, and how many in all. Kept under the cases' key, so a decision
 * on a case marks it stale; a home is visited to see what waits now, so it is read afresh each time.
 */
export function useCasesPanelList(name: string, query: CasesPanelQuery, count: number) {
  return useQuery({
    queryKey: [...casesKey, 'home', name, count],
    queryFn: () => api.page(casesEndpoints.listCases, 1, count, { query, silent: true }),
    staleTime: 0,
  });
}
