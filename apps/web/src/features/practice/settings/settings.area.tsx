import { Navigate, type RouteObject } from 'react-router';

const section = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({ path, lazy: load });

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const practiceSettingsRoutes: RouteObject[] = [
  {
    path: 'practice-settings',
    lazy: async () => ({ Component: (await import('./practice-settings-page.tsx')).PracticeSettingsPage }),
    children: [
      { index: true, element: <Navigate to="general" replace /> },
      section('general', async () => ({ Component: (await import('./general-section.tsx')).GeneralSection })),
      section('branding', async () => ({ Component: (await import('./branding-section.tsx')).BrandingSection })),
      section('options', async () => ({ Component: (await import('./options-section.tsx')).OptionsSection })),
      section('client-meeting-rooms', async () => ({ Component: (await import('./meeting-rooms-section.tsx')).MeetingRoomsSection })),
      section('client-media', async () => ({ Component: (await import('./client-media-section.tsx')).ClientMediaSection })),
      section('requesting-advice', async () => ({ Component: (await import('./requesting-advice-section.tsx')).RequestingAdviceSection })),
      section('prospect-onboarding', async () => ({
        Component: (await import('./prospect-onboarding-section.tsx')).ProspectOnboardingSection,
      })),
      section('landing-pages', async () => ({ Component: (await import('./landing-pages-section.tsx')).LandingPagesSection })),
      section('faq', async () => ({ Component: (await import('./faq-section.tsx')).FaqSection })),
    ],
  },
  { path: 'agenda-templates', lazy: async () => ({ Component: (await import('./agenda-templates-page.tsx')).AgendaTemplatesPage }) },
  { path: 'agenda-templates/:itemId', lazy: async () => ({ Component: (await import('./agenda-template-page.tsx')).AgendaTemplatePage }) },
  { path: 'services-and-charges', lazy: async () => ({ Component: (await import('./services-page.tsx')).ServicesPage }) },
  { path: 'services-and-charges/:itemId', lazy: async () => ({ Component: (await import('./service-page.tsx')).ServicePage }) },
];
