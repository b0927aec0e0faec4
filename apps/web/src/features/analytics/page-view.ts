import { addressOf, analyticsEndpoints, type VisitBody } from '@advice/domain';

export type PageViewDeps = {
  fetch: typeof fetch;
  /** The CSRF token the server set, which every state-changing call carries. */
  csrfToken: string | undefined;
};

/** The host of the site that sent the visitor, or null when there was none or it was this site itself. */
export function referrerHostOf(referrer: string, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const { hostname } = new URL(referrer);
    return hostname && hostname !== ownHost ? hostname : null;
  } catch {
    return null;
  }
}

/**
 * Sends one page view: a beacon that outlives the page (fetch keepalive, which unlike sendBeacon carries the CSRF
 * header) and whose failure is nobody's concern. No cookie, id or anything else about the visitor goes with it
 * beyond the session cookie the browser sends on every call.
 */
export async function sendPageView(view: VisitBody, deps: PageViewDeps): Promise<void> {
  if (!deps.csrfToken) return;
  try {
    await deps.fetch(addressOf(analyticsEndpoints.recordVisit), {
      method: analyticsEndpoints.recordVisit.method,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': deps.csrfToken },
      body: JSON.stringify(view),
    });
  } catch {
    // A page view that did not arrive is one fewer in a count; the visitor need not know.
  }
}
