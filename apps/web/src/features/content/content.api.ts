import { contentEndpoints as endpoints, type LandingPage, type LandingPageDataOf } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const contentKeys = {
  page: (page: LandingPage) => ['content', 'page', page] as const,
  charter: (id: string) => ['content', 'charter', id] as const,
};

/** Public calls: a visitor has no session, and the page shows its own error rather than a toast. */
const quiet = { silent: true, authRedirect: false } as const;

/** The page's data, typed by the page asked for: the server answers the data of that page. */
export function useLandingPage<P extends LandingPage>(page: P) {
  return useQuery({
    queryKey: contentKeys.page(page),
    queryFn: async () => (await api.call(endpoints.getLandingPage, { params: { page }, ...quiet })) as LandingPageDataOf<P>,
  });
}

export function useServiceCharter(id: string) {
  return useQuery({
    queryKey: contentKeys.charter(id),
    queryFn: () => api.call(endpoints.getServiceCharter, { params: { id }, ...quiet }),
  });
}
