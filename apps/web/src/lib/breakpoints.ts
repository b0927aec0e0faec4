import { useSyncExternalStore } from 'react';

/** Spec 1 §9, lower bounds in px: us up to 479, xs 480-767, sm 768-1023, md 1024-1279, lg 1280-1479, xl 1480 and up. */
export const breakpoints = { us: 0, xs: 480, sm: 768, md: 1024, lg: 1280, xl: 1480 } as const;
export const desktopQuery = `(min-width: ${breakpoints.sm}px)`;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(desktopQuery);
}
