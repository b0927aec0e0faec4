import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCurrentUser } from '../features/auth/session.ts';
import { usePractice } from '../features/practice/practice.api.ts';
import { applyTheme } from '../features/practice/theme.ts';
import { BrowserSupportBanner } from '../features/shell/browser-support-banner.tsx';
import { CookieConsentBanner } from '../features/shell/cookie-consent-banner.tsx';

const SignedInSession = lazy(async () => ({ default: (await import('../features/shell/signed-in-session.tsx')).SignedInSession }));

/** Wraps every page: theme, skip link, page-wide banners and the realtime socket. */
export function RootLayout() {
  const { t } = useTranslation();
  const practice = usePractice();
  const me = useCurrentUser();
  const user = me.data ?? null;

  useEffect(() => applyTheme(practice.colour_scheme), [practice.colour_scheme]);

  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('shell.skipLink')}
      </a>
      {/* Always present, so a banner that appears later is announced by screen readers. */}
      <section className="page-banners" aria-label={t('shell.notices')} aria-live="polite">
        <BrowserSupportBanner />
        {user ? (
          <Suspense fallback={null}>
            <SignedInSession user={user} />
          </Suspense>
        ) : null}
      </section>
      <Outlet />
      <CookieConsentBanner />
      <ScrollRestoration />
    </>
  );
}
