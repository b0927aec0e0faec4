import type { RouteObject } from 'react-router';

const page = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({ path, lazy: load });

/**
 * The practice's public website (spec 1 §2 'Shared and other'). Listed before the signed-in
 * shell, so `/faq` reaches this area's page, which still shows the portal's own FAQ to a
 * signed-in person when the practice has not published it.
 */
export const contentRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./site-layout.tsx')).SiteLayout }),
    children: [
      page('welcome', async () => ({ Component: (await import('./welcome-page.tsx')).WelcomePage })),
      page('how-it-works', async () => ({ Component: (await import('./how-it-works-page.tsx')).HowItWorksPage })),
      page('how-we-communicate', async () => ({ Component: (await import('./how-we-communicate-page.tsx')).HowWeCommunicatePage })),
      page('security-statement', async () => ({ Component: (await import('./security-statement-page.tsx')).SecurityStatementPage })),
      page('team', async () => ({ Component: (await import('./team-page.tsx')).TeamPage })),
      page('terms', async () => ({ Component: (await import('./terms-page.tsx')).TermsPage })),
      page('our-service-charters', async () => ({ Component: (await import('./charters-page.tsx')).ChartersPage })),
      page('our-service-charters/:charterId', async () => ({ Component: (await import('./charters-page.tsx')).CharterPage })),
    ],
  },
  {
    path: 'faq',
    lazy: async () => ({ Component: (await import('./faq-page.tsx')).FaqLayout }),
    children: [{ index: true, lazy: async () => ({ Component: (await import('./faq-page.tsx')).FaqPage }) }],
  },
];
