import {
  type CurrentUser,
  helpEndpoints as endpoints,
  type FeatureHelp,
  type FeatureHelpBody,
  type FeatureHelpKey,
  featureHelpCatalogue,
} from '@advice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api.ts';
import { meQueryKey, useSignedInUser } from '../auth/session.ts';

export const featureHelpsQueryKey = ['feature-helps'] as const;

/** Every help as a platform admin last worded it; `isWanted` false leaves the list unasked for. */
export function useFeatureHelps(isWanted = true) {
  return useQuery({
    queryKey: featureHelpsQueryKey,
    queryFn: () => api.call(endpoints.listFeatureHelps, { silent: true }),
    staleTime: 60 * 60 * 1000,
    enabled: isWanted,
  });
}

/** Rewords one help for every practice (a platform admin's). */
export function saveFeatureHelp(key: FeatureHelpKey, body: FeatureHelpBody): Promise<FeatureHelp> {
  return api.call(endpoints.updateFeatureHelp, { params: { key }, body });
}

/**
 * One help as a platform admin last worded it, or the catalogue's wording while the list loads. The list is asked
 * for once someone opens a help (`isWanted`), not by every page that offers one.
 */
export function useFeatureHelp(key: FeatureHelpKey, isWanted: boolean): Pick<FeatureHelp, 'title' | 'text'> {
  const query = useFeatureHelps(isWanted);
  return query.data?.find((help) => help.key === key) ?? featureHelpCatalogue[key];
}

/**
 * Marks the signed-in user's tour done (finished or skipped): hidden at once, kept on the server so it never
 * shows again. A failed save only means the tour is offered again next time.
 */
export function useCompleteTour(): () => Promise<void> {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.setQueryData(meQueryKey, (me: CurrentUser | null | undefined) => (me ? { ...me, is_tour_guide_completed: true } : me));
    await api
      .call(endpoints.updateTourGuide, { params: { id: user.id }, body: { is_tour_guide_completed: true }, silent: true })
      .catch(() => undefined);
  }, [queryClient, user]);
}
