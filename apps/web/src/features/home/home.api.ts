import { type CurrentUser, clientAccountEndpoints as endpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api, urlOf } from '../../lib/api.ts';

/** The signed-in client's own record, for what their dashboard shows beyond the current user. */
export function useOwnClientDetail(user: Pick<CurrentUser, 'id'>, isEnabled: boolean) {
  return useQuery({
    queryKey: ['client', user.id],
    queryFn: () => api.call(endpoints.getClient, { params: { id: user.id }, silent: true }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}

/** The address of the client's welcome video, which the page's <video> streams itself. */
export function welcomeVideoUrl(clientId: string): string {
  return urlOf(endpoints.getWelcomeVideo, { params: { id: clientId } });
}
