import { liveControlsDebounceMillis, liveControlsIdleMillis } from '@advice/domain';
import { useEffect, useState } from 'react';

const activity = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Spec 2 §4, §9: whether the person has left pointer and keys alone for `idleMillis` while `isWatching`. Any
 * activity counts as not idle at once; the wait starts again only once the activity has paused for
 * `debounceMillis`, so a moving pointer does not restart a timer on every event.
 */
export function useIdle(isWatching: boolean, idleMillis = liveControlsIdleMillis, debounceMillis = liveControlsDebounceMillis): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    setIsIdle(false);
    if (!isWatching) return;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let debounceTimer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      idleTimer = setTimeout(() => setIsIdle(true), idleMillis);
    };
    const wake = () => {
      clearTimeout(idleTimer);
      clearTimeout(debounceTimer);
      setIsIdle(false);
      debounceTimer = setTimeout(wait, debounceMillis);
    };
    wait();
    for (const type of activity) window.addEventListener(type, wake, { passive: true });
    return () => {
      clearTimeout(idleTimer);
      clearTimeout(debounceTimer);
      for (const type of activity) window.removeEventListener(type, wake);
    };
  }, [isWatching, idleMillis, debounceMillis]);
  return isIdle;
}

/** The time now, again every `everyMillis` while `isTicking`. */
export function useNow(isTicking: boolean, everyMillis = 1_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isTicking) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMillis);
    return () => clearInterval(timer);
  }, [isTicking, everyMillis]);
  return now;
}
