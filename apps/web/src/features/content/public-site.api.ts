import { bootCalls, type contentEndpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The first paint's call, by method and path without the contract's schemas (`bootCalls`), typed as its contract endpoint. */
const getPublicSite = bootCalls.getPublicSite as unknown as typeof contentEndpoints.getPublicSite;

export const publicSiteKey = ['content', 'site'] as const;

/** Which pages the practice has switched on, and its public basics (addresses, links, footer). */
export function usePublicSite(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicSiteKey,
    enabled: options.enabled ?? true,
    // Public: a visitor has no session, and the page shows its own error rather than a toast.
    queryFn: () => api.call(getPublicSite, { silent: true, authRedirect: false }),
  });
}
