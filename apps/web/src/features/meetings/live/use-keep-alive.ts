import type { CurrentUser } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readCurrentUser } from '../../auth/current-user.api.ts';
import { meQueryKey } from '../../auth/session.ts';

/**
 * Spec 2 §7 keep-alive: while a signed-in person is in a call, the current user is asked for on a timer, every
 * half of their session's duration, so a meeting spent talking (no clicks, no other calls) does not sign them out.
 * Each answer counts as activity for the session's expiry warning, as every API answer does. Guests have no session:
 * the signed-in user is read from what the page already knows, never asked for (a guest would be sent to sign in).
 */
export function useKeepAlive(isConnected: boolean): void {
  const queryClient = useQueryClient();
  const timeoutMinutes = queryClient.getQueryData<CurrentUser>(meQueryKey)?.session_timeout_duration ?? null;
  useEffect(() => {
    if (!isConnected || timeoutMinutes === null) return;
    const timer = window.setInterval(
      () => {
        readCurrentUser({ silent: true })
          .then((user) => queryClient.setQueryData(meQueryKey, user))
          .catch(() => {});
      },
      (timeoutMinutes * 60_000) / 2,
    );
    return () => window.clearInterval(timer);
  }, [isConnected, timeoutMinutes, queryClient]);
}
