import type { PublicPractice } from '@advice/domain';
import { defaultColourScheme } from '@advice/domain/practice/colours';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const practiceQueryKey = ['practice'] as const;

/** Until the practice answers, the portal shows the default look rather than nothing. */
export const fallbackPractice: PublicPractice = {
  id: null,
  name: 'Advice Portal',
  colour_scheme: defaultColourScheme,
  environment: 'production',
  mailbox_enabled: false,
};

export async function fetchPractice(): Promise<PublicPractice> {
  // The server serialises this response through publicPracticeSchema, so the shape is already checked.
  const body = await api.get<{ data: PublicPractice }>('/practice', { silent: true, authRedirect: false });
  return body.data;
}

export function usePractice(): PublicPractice {
  const query = useQuery({ queryKey: practiceQueryKey, queryFn: fetchPractice, staleTime: 5 * 60_000 });
  return query.data ?? fallbackPractice;
}
