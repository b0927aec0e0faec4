/** The longest a page waits for its first paint before loading what can follow it anyway. */
const paintWaitMillis = 3000;

let firstPaint: Promise<void> | undefined;

function whenIdle(resolve: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
  else setTimeout(resolve, 0);
}

/**
 * Resolves once the page has painted its first content and the browser is idle: the moment to load code the first
 * paint does not need (the toasts' library, the maintenance banner), so it does not share a slow connection with what
 * the page needs to show itself. A browser that reports no paints goes on at once; one that never paints, after three seconds.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      whenIdle(resolve);
      return;
    }
    let isDone = false;
    const done = () => {
      if (isDone) return;
      isDone = true;
      observer.disconnect();
      clearTimeout(fallback);
      whenIdle(resolve);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const fallback = setTimeout(done, paintWaitMillis);
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstPaint;
}

/**
 * Resolves once the frame being prepared now has been painted: for what may start the moment the page shows
 * something, but should not hold back that first frame (on a slow phone, code arriving meanwhile is parsed on the
 * same thread the frame waits for).
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
