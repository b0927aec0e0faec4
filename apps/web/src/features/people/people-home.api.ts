import { clientsEndpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * Directors: the first `count` prospects waiting for an adviser, and how many in all. Under the client list's
 * key, so assigning a prospect marks it stale; read afresh each time the home is shown.
 */
export function useProspectsToAssign(count: number) {
  return useQuery({
    queryKey: ['clients', 'home', 'awaiting', count],
    queryFn: () => api.page(clientsEndpoints.listClients, 1, count, { query: { awaiting: 'true' }, silent: true }),
    staleTime: 0,
  });
}

/** The first `count` invitations nobody has accepted yet; under the invitations page's key, so resending or cancelling one marks it stale. */
export function useInvitationsPending(count: number) {
  return useQuery({
    queryKey: ['invitations', 'home', count],
    queryFn: () => api.page(clientsEndpoints.listInvitations, 1, count, { silent: true }),
    staleTime: 0,
  });
}
