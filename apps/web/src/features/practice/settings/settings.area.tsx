import type { CurrentUser, PublicPractice } from '@advice/domain';
import { Navigate, type RouteObject } from 'react-router';
import { HomeIcon, InfoIcon, SettingsIcon, ShieldIcon } from '../../../ui/icons.tsx';
import type { NavItem } from '../../shell/nav-items.ts';
import { isFeatureEnabled } from '../practice.api.ts';

const section = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({ path, lazy: load });

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const practiceSettingsRoutes: RouteObject[] = [
  {
    path: 'practice-settings',
    lazy: async () => ({ Component: (await import('./practice-settings-page.tsx')).PracticeSettingsPage }),
    children: [
      { index: true, element: <Navigate to="general" replace /> },
      section('general', async () => ({ Component: (await import('./general-section.tsx')).GeneralSection })),
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
  { path: 'services-and-charges', lazy: async () => ({ Component: (await import('./services-page.tsx')).ServicesPage }) },
  { path: 'services-and-charges/:itemId', lazy: async () => ({ Component: (await import('./service-page.tsx')).ServicePage }) },
  { path: 'super_administrator/practices', lazy: async () => ({ Component: (await import('./practices-page.tsx')).PracticesPage }) },
  {
    path: 'super_administrator/practices/:practiceId/feature-flags',
    lazy: async () => ({ Component: (await import('./practices-page.tsx')).FeatureFlagsPage }),
  },
];

/** This area's sidebar links for the signed-in user. */
export function practiceSettingsNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  const items: NavItem[] = [];
  if (user.role === 'director')
    items.push({ key: 'practice-settings', label: 'practiceSettings.title', to: '/practice-settings', icon: SettingsIcon });
  if (user.practice_id) items.push({ key: 'services', label: 'services.title', to: '/services-and-charges', icon: HomeIcon });
  if (user.practice_id && isFeatureEnabled(practice, 'customizableFaq'))
    items.push({ key: 'faq', label: 'faq.title', to: '/faq', icon: InfoIcon });
  if (user.role === 'super_admin' || user.role === 'support_admin') {
    items.push({ key: 'practices', label: 'practices.title', to: '/super_administrator/practices', icon: ShieldIcon });
  }
  return items;
}
