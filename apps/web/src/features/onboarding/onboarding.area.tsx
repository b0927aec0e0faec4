import type { RouteObject } from 'react-router';
import { PublicLayout } from '../../app/public-layout.tsx';

/** The sign-up wizard, for visitors who are not signed in; the page loads lazily. */
export const onboardingRoutes: RouteObject[] = [
  {
    element: <PublicLayout isWide />,
    children: [{ path: 'request-a-meeting', lazy: async () => ({ Component: (await import('./onboarding-page.tsx')).OnboardingPage }) }],
  },
];
