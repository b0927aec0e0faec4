import { bootCalls, type contentEndpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api, bootEndpoint } from '../../lib/api.ts';

/** The first paint's call (see bootEndpoint). */
const getPublicSite = bootEndpoint<typeof contentEndpoints.getPublicSite>(bootCalls.getPublicSite);

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
