import { topUpsEndpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { topUpsKey } from './top-ups.api.ts';

/** Staff: the first `count` top-ups not completed yet, and how many in all; read afresh each time the home is shown. */
export function useTopUpsToComplete(count: number) {
  return useQuery({
    queryKey: [...topUpsKey, 'home', count],
    queryFn: () => api.page(topUpsEndpoints.listTopUps, 1, count, { query: { status: 'submitted' }, silent: true }),
    staleTime: 0,
  });
}
