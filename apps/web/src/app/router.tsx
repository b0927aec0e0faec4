import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { hasSignedInCookie } from '../features/auth/session.ts';
import { contentRoutes } from '../features/content/content.area.tsx';
import { documentsPublicRoutes } from '../features/documents/documents.area.tsx';
import { meetingsPublicRoutes } from '../features/meetings/meetings.area.tsx';
import { onboardingRoutes } from '../features/onboarding/onboarding.area.tsx';
import { CookieConsentBanner } from '../features/shell/cookie-consent-banner.tsx';
import { vaultLinksPublicRoutes } from '../features/vault/vault-links.area.tsx';
import { afterNextFrame } from '../lib/after-first-paint.ts';
import { loadAreaTexts, loadSiteTexts } from '../lib/i18n.ts';
import { Spinner } from '../ui/index.ts';
import { AdaptiveLayout } from './adaptive-layout.tsx';
import { RootRedirect } from './guards.tsx';
import { page } from './lazy-page.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { preloadSignedInShell, RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

const signedInLayoutId = 'signed-in';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the first page's code and texts arrive: a spinner, and the cookie question already, so a visitor
    // can answer it while they wait and it does not appear over the page later.
    hydrateFallbackElement: (
      <>
        <Spinner isPage />
        <CookieConsentBanner />
      </>
    ),
    children: [
      { index: true, element: <RootRedirect /> },
      { loader: loadAreaTexts, children: onboardingRoutes },
      { loader: loadSiteTexts, children: contentRoutes },
      {
        path: 'users',
        element: <PublicLayout />,
        children: [
          { path: 'sign_in', ...page(async () => ({ Component: (await import('../features/auth/sign-in-page.tsx')).SignInPage })) },
          {
            path: 'password',
            ...page(async () => ({ Component: (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage })),
          },
          {
            path: 'password/new',
            ...page(async () => ({ Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage })),
          },
          {
            path: 'confirmation',
            ...page(async () => ({ Component: (await import('../features/auth/confirmation-page.tsx')).ConfirmationPage })),
          },
          {
            path: 'reset_authenticator',
            ...page(async () => ({ Component: (await import('../features/auth/reset-authenticator-page.tsx')).ResetAuthenticatorPage })),
          },
        ],
      },
      {
        id: signedInLayoutId,
        loader: loadAreaTexts,
        ...page(async () => ({ Component: (await import('./signed-in-layout.tsx')).SignedInLayout })),
        // Found on the first visit to one of them (discoverSignedInPages).
        children: [],
      },
      {
        loader: loadAreaTexts,
        element: <AdaptiveLayout />,
        children: [
          { path: 'mailbox', ...page(async () => ({ Component: (await import('../features/mailbox/mailbox-page.tsx')).MailboxPage })) },
          {
            path: 'mailbox/:mailId',
            ...page(async () => ({ Component: (await import('../features/mailbox/mailbox-page.tsx')).MailboxPage })),
          },
          { path: 'cookies', ...page(async () => ({ Component: (await import('../features/shell/cookies-page.tsx')).CookiesPage })) },
          ...documentsPublicRoutes,
          ...vaultLinksPublicRoutes,
          ...meetingsPublicRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Finds the signed-in pages on the first visit to one of them, adding them under the signed-in layout: the
 * routes of every area (and what they import) stay out of the sign-in page's and the public site's first
 * download. React Router asks when a path matches no route, or only the not-found page's splat.
 */
export function discoverSignedInPages(): PatchRoutesOnNavigationFunction {
  let isFound = false;
  return async ({ patch }) => {
    if (isFound) return;
    // The first frame (the practice's look, its cookie question, a spinner) paints before these start arriving.
    await afterNextFrame();
    if (hasSignedInCookie()) preloadSignedInShell();
    const { signedInRoutes } = await import('./signed-in-routes.tsx');
    patch(signedInLayoutId, signedInRoutes);
    isFound = true;
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverSignedInPages() });
}
