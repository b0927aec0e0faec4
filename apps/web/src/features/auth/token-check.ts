import { messages } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';

export type TokenCheck<T> = { status: 'checking' } | { status: 'valid'; data: T } | { status: 'invalid'; detail: string };

/**
 * Asks the server whether a link's token still works, with the area's silent check (no toasts or
 * redirects: the page explains). `name` keeps the checks of different links apart in the cache.
 */
export function useTokenCheck<T>(name: string, token: string, check: (token: string) => Promise<T>): TokenCheck<T> {
  const enabled = isPlausibleToken(token);
  const result = useQuery({
    queryKey: ['token-check', name, token],
    queryFn: () => check(token),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (!enabled) return { status: 'invalid', detail: messages['token.invalid'] };
  if (result.isPending) return { status: 'checking' };
  if (result.isError) {
    const error = result.error;
    return { status: 'invalid', detail: isApiError(error) ? error.message : messages['errors.generic'] };
  }
  return { status: 'valid', data: result.data };
}

/** Link tokens are 16 to 200 characters; anything else cannot be one, so the server is not asked. */
export function isPlausibleToken(token: string): boolean {
  return token.trim().length >= 16 && token.length <= 200;
}
