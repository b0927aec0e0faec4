import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getLastActivity, subscribeActivity } from '../../lib/activity.ts';
import { readCurrentUser } from '../auth/current-user.api.ts';
import { meQueryKey } from '../auth/session.ts';
import { checkDelayAfterActivityMillis, type SessionPhase, sessionTiming } from './session-timing.ts';

const retryAfterFailureMillis = 30_000;

/**
 * Watches inactivity for the signed-in user: 'warning' in the last two minutes, and once the
 * timeout has passed it asks the server, which answers 401 and so sends the user to sign in.
 */
export function useSessionWatch(timeoutMinutes: number): { phase: SessionPhase; extend: () => Promise<void> } {
  const queryClient = useQueryClient();
  const lastActivityAt = useSyncExternalStore(subscribeActivity, getLastActivity);
  const [now, setNow] = useState(() => Date.now());

  const refreshSession = useCallback(async () => {
    queryClient.setQueryData(meQueryKey, await readCurrentUser());
  }, [queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new activity restarts the check (spec 1 §9: 2 s after activity).
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      const current = Date.now();
      setNow(current);
      const timing = sessionTiming({ lastActivityAt: getLastActivity(), timeoutMinutes, now: current });
      if (timing.phase === 'expired') {
        refreshSession().catch(() => {
          timer = window.setTimeout(check, retryAfterFailureMillis);
        });
        return;
      }
      timer = window.setTimeout(check, Math.max(timing.msUntilNextPhase, 250));
    };
    timer = window.setTimeout(check, checkDelayAfterActivityMillis);
    // Background tabs slow their timers down, so check again as soon as the tab is seen.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timer);
      check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [lastActivityAt, timeoutMinutes, refreshSession]);

  const { phase } = sessionTiming({ lastActivityAt, timeoutMinutes, now: Math.max(now, lastActivityAt) });
  return { phase, extend: refreshSession };
}
