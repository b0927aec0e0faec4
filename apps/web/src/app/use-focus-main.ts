import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** After a client-side navigation, focus moves to the new page's main content, as a page load would. */
export function useFocusMainOnNavigate(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: false });
  }, [pathname, mainRef]);
}
