import { factFindHomeEndpoints as endpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { factFindKey } from '../fact-find/fact-find.api.ts';

/**
 * The fact finds with saves the viewer has not reviewed: the count and the first few. Under the fact
 * find's key, so a save or a review anywhere in the app reloads it.
 */
export function useFactFindsToReview(count: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...factFindKey, 'to-review', count],
    queryFn: () => api.page(endpoints.listFactFindsToReview, 1, count, { silent: true }),
    enabled: isEnabled,
    // A home is visited to see what waits now: read it afresh each time it is shown.
    staleTime: 0,
  });
}
