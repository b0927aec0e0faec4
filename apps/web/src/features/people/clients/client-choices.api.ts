import { clientsEndpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listQuery } from './clients.api.ts';

/** How many clients one page of a checklist offers. */
const choicesPerPage = 20;

/**
 * A page of the practice's clients to choose from, by name; a search shorter than 3 characters is left out
 * until it is long enough. Silent: the checklist says itself when the clients could not be loaded.
 */
export function useClientChoices(search: string, page: number) {
  const query = listQuery({ search, tag: '', kind: '', sort: 'name', direction: 'asc' });
  return useQuery({
    queryKey: ['clients', 'choices', query, page],
    queryFn: () => api.page(clientsEndpoints.listClients, page, choicesPerPage, { query, silent: true }),
    placeholderData: keepPreviousData,
  });
}
