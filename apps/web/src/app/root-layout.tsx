import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { VisitorAnalytics } from '../features/analytics/visitor-analytics.tsx';
import { useCurrentUser } from '../features/auth/session.ts';
import { PracticeUnavailable } from '../features/platform-admin/practice-unavailable.tsx';
import { usePractice } from '../features/practice/practice.api.ts';
import { applyTheme } from '../features/practice/theme.ts';
import { BrowserSupportBanner } from '../features/shell/browser-support-banner.tsx';
import { CookieConsentBanner } from '../features/shell/cookie-consent-banner.tsx';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { signInPath } from '../lib/api.ts';
import { Spinner } from '../ui/index.ts';

/** After the first paint: a notice may appear a moment after the page, rather than hold the page back (afterFirstPaint). */
const MaintenanceNotices = lazy(async () => {
  await afterFirstPaint();
  return { default: (await import('../features/maintenances/maintenance-notices.tsx')).MaintenanceNotices };
});

// The module loader fetches and runs each module once, whether the preload or the lazy component asks first.
const loadSessionModule = () => import('../features/shell/signed-in-session.tsx');
const loadCallModule = () => import('../features/meetings/live/live-call-provider.tsx');

/**
 * Asks for the signed-in shell's own code (the session's banners and socket, the tab's call) alongside the signed-in
 * pages' (`discoverSignedInPages`), rather than once those have all arrived and the layout first renders: the page
 * waits for the call's provider around it before it asks for its data.
 */
export function preloadSignedInShell(): void {
  void loadSessionModule();
  void loadCallModule();
}

const SignedInSession = lazy(async () => ({ default: (await loadSessionModule()).SignedInSession }));
/**
 * The tab's meeting call, for a signed-in person: around every page (the signed-in shell's, and the pages anyone may
 * open, such as Cookies), so moving between them never ends it (spec 1 §2). Its provider arrives only once signed in,
 * and is small: the call's own code arrives on a meeting page (live-call-engine.tsx).
 */
const LiveCallProvider = lazy(async () => ({ default: (await loadCallModule()).LiveCallProvider }));

/** Wraps every page: theme, skip link, page-wide banners, and for a signed-in person the realtime socket and the tab's call. */
export function RootLayout() {
  const { t } = useTranslation();
  const practice = usePractice();
  const me = useCurrentUser();
  const user = me.data ?? null;
  const { pathname } = useLocation();
  // Maintenance notices: for everyone signed in, and on the sign-in page for those about to be.
  const isShowingMaintenance = user !== null || pathname === signInPath;

  useEffect(() => applyTheme(practice.colour_scheme), [practice.colour_scheme]);

  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('shell.skipLink')}
      </a>
      {/* Always present, so a banner that appears later is announced by screen readers. */}
      <section className="page-banners" aria-label={t('shell.notices')} aria-live="polite">
        <BrowserSupportBanner />
        {isShowingMaintenance ? (
          <Suspense fallback={null}>
            <MaintenanceNotices />
          </Suspense>
        ) : null}
        {user ? (
          <Suspense fallback={null}>
            <SignedInSession user={user} />
          </Suspense>
        ) : null}
      </section>
      {/* A practice the provider has suspended shows only that it is unavailable, to everyone but the provider's admins. */}
      {practice.is_suspended && user?.practice_id !== null ? (
        <PracticeUnavailable name={practice.name} />
      ) : user ? (
        <Suspense fallback={<Spinner isPage />}>
          <LiveCallProvider>
            <Outlet />
          </LiveCallProvider>
        </Suspense>
      ) : (
        <Outlet />
      )}
      <CookieConsentBanner />
      <VisitorAnalytics environment={practice.environment} />
      <ScrollRestoration />
    </>
  );
}
