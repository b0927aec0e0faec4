import { lazy, Suspense } from 'react';
import { isAnalyticsActive } from '../shell/cookie-consent.ts';
import { useCookieConsent } from '../shell/use-cookie-consent.ts';

/** The beacon's code loads only for a visitor whose page views are counted. */
const PageViewBeacon = lazy(() => import('./page-view-beacon.tsx'));

/**
 * Visitor analytics (spec 1 §1, §9): page views are counted only where the server runs as production and only
 * once the visitor has allowed analytics cookies; withdrawing consent stops them at once.
 */
export function VisitorAnalytics({ environment }: { environment: string }) {
  const consent = useCookieConsent();
  if (!isAnalyticsActive(consent, environment)) return null;
  return (
    <Suspense fallback={null}>
      <PageViewBeacon />
    </Suspense>
  );
}
