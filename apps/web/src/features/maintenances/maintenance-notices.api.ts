import { bootCalls, maintenanceNoticePollMinutes, type maintenancesEndpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api, bootEndpoint } from '../../lib/api.ts';

export const maintenanceNoticesKey = ['maintenance-notices'] as const;

/** Asked on the sign-in page and every signed-in page: by its boot call (see bootEndpoint), without the contract's schemas. */
const listMaintenanceNotices = bootEndpoint<typeof maintenancesEndpoints.listMaintenanceNotices>(bootCalls.listMaintenanceNotices);

/**
 * The notices of this site's practice, asked again every few minutes (and when the tab comes back), so a new
 * or changed maintenance shows without a reload; the banner turns at the window's edges by its own clock.
 */
export function useMaintenanceNotices(isEnabled: boolean) {
  return useQuery({
    queryKey: maintenanceNoticesKey,
    // In the background: a poll is not the person's activity, so it must not keep an idle session alive.
    queryFn: () => api.call(listMaintenanceNotices, { silent: true, isBackground: true }),
    enabled: isEnabled,
    refetchInterval: maintenanceNoticePollMinutes * 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 60_000,
  });
}
