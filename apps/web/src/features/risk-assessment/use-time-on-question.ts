import { riskDurationMaxMs } from '@advice/domain';
import { useCallback, useEffect, useRef } from 'react';

/**
 * The milliseconds a question has been on screen since it appeared (its step mounts afresh for each question),
 * counting only while the page is visible: a tab left in the background is not time spent answering. Read it
 * when the answer is sent.
 */
export function useTimeOnQuestion(): () => number {
  const spent = useRef(0);
  const since = useRef<number | null>(null);

  useEffect(() => {
    spent.current = 0;
    since.current = document.visibilityState === 'hidden' ? null : performance.now();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && since.current !== null) {
        spent.current += performance.now() - since.current;
        since.current = null;
      } else if (document.visibilityState !== 'hidden' && since.current === null) {
        since.current = performance.now();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return useCallback(() => {
    const running = since.current === null ? 0 : performance.now() - since.current;
    return Math.min(riskDurationMaxMs, Math.max(0, Math.round(spent.current + running)));
  }, []);
}
