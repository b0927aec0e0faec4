import { casesEndpoints as endpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const actionRequiredKey = ['action-required'] as const;

/** What waits on the signed-in client: packs to review, questionnaires to fill in, requests to complete. */
export function useActionRequired() {
  return useQuery({ queryKey: actionRequiredKey, queryFn: () => api.call(endpoints.listActionRequired) });
}
