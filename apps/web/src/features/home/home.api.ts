import type { ClientDetail, CurrentUser } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The signed-in client's own record, for what their dashboard shows beyond the current user. */
export function useOwnClientDetail(user: Pick<CurrentUser, 'id'>, isEnabled: boolean) {
  return useQuery({
    queryKey: ['client', user.id],
    queryFn: async () => (await api.get<{ data: ClientDetail }>(`/clients/${user.id}`, { silent: true })).data,
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}
