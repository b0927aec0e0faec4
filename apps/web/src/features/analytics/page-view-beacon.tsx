import { isVisitPathPattern, routePatternOf } from '@advice/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { readCookie } from '../../lib/cookies.ts';
import { referrerHostOf, sendPageView } from './page-view.ts';

/**
 * One beacon per page view, naming the page by its route's pattern (`/blog/:postId`), never its address. Only the
 * first view of a visit can have come from another site, so only it carries the referrer's host.
 */
export default function PageViewBeacon() {
  const { pathname } = useLocation();
  const path = routePatternOf(pathname, useParams());
  const isFirstView = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation is a page view, even to another page of the same pattern.
  useEffect(() => {
    const referrerHost = isFirstView.current ? referrerHostOf(document.referrer, window.location.hostname) : null;
    isFirstView.current = false;
    // The not-found page (a splat) is no page of the site to count.
    if (!isVisitPathPattern(path)) return;
    void sendPageView({ path, referrer_host: referrerHost }, { fetch: window.fetch.bind(window), csrfToken: readCookie('csrf_token') });
  }, [pathname]);

  return null;
}
