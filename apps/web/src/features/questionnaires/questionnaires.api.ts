import { casesEndpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { casesKey } from '../cases/cases.api.ts';

/**
 * Staff: the first `count` Online Advice Requests submitted and waiting for review among the clients
 * they may see (the cases list filtered by type and status, most recently changed first), and how many in all.
 * Kept under the cases' key, so a decision on a request marks it stale.
 */
export function useRequestsToReview(count: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...casesKey, 'requests-to-review', count],
    queryFn: () =>
      api.page(casesEndpoints.listCases, 1, count, { query: { type: 'online_advice_request', status: 'submitted' }, silent: true }),
    enabled: isEnabled,
    // A home is visited to see what waits now: read it afresh each time it is shown.
    staleTime: 0,
  });
}
