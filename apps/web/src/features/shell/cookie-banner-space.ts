import { useSyncExternalStore } from 'react';

/** How far up from the bottom of the window the cookie banner reaches, in px; 0 while it does not show. */
let space = 0;
const listeners = new Set<() => void>();

/** Said by the banner when it shows, moves or goes. */
export function setCookieBannerSpace(px: number): void {
  if (px === space) return;
  space = px;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The room the cookie banner takes at the bottom of the window, so toasts stack above it instead of covering it. */
export function useCookieBannerSpace(): number {
  return useSyncExternalStore(subscribe, () => space);
}
