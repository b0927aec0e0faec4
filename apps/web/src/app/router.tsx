import { roleAreas } from '@advice/domain/shared/roles';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { activityRoutes } from '../features/activity/activity.area.tsx';
import { actionRequiredRoutes } from '../features/cases/action-required/action-required.area.tsx';
import { batchRoutes } from '../features/cases/batch/batch.area.tsx';
import { casesRoutes } from '../features/cases/cases.area.tsx';
import { topUpsRoutes } from '../features/cases/top-ups/top-ups.area.tsx';
import { contentRoutes } from '../features/content/content.area.tsx';
import { documentsPublicRoutes, documentsRoutes } from '../features/documents/documents.area.tsx';
import { estateSummaryRoutes } from '../features/estate-summary/estate-summary.area.tsx';
import { factFindRoutes } from '../features/fact-find/fact-find.area.tsx';
import { taxHealthCheckRoutes } from '../features/financial-audit/financial-audit.area.tsx';
import { financialPlanningRoutes } from '../features/financial-planning/financial-planning.area.tsx';
import { financialStrategyRoutes } from '../features/financial-strategy/financial-strategy.area.tsx';
import { identityRoutes } from '../features/identity/identity.area.tsx';
import { verificationRoutes } from '../features/identity/verification.area.tsx';
import { messagesRoutes } from '../features/messages/messages.area.tsx';
import { motivationRoutes } from '../features/motivation/motivation.area.tsx';
import { onboardingRoutes } from '../features/onboarding/onboarding.area.tsx';
import { clientAccountRoutes } from '../features/people/client-account/client-account.area.tsx';
import { clientsRoutes } from '../features/people/clients/clients.area.tsx';
import { staffRoutes } from '../features/people/staff/staff.area.tsx';
import { practiceSettingsRoutes } from '../features/practice/settings/settings.area.tsx';
import { riskToleranceRoutes } from '../features/risk-assessment/risk-assessment.area.tsx';
import { todosRoutes } from '../features/todos/todos.area.tsx';
import { vaultRoutes } from '../features/vault/vault.area.tsx';
import { vaultLinksPublicRoutes, vaultLinksRoutes } from '../features/vault/vault-links.area.tsx';
import { loadAreaTexts } from '../lib/i18n.ts';
import { Spinner } from '../ui/index.ts';
import { AdaptiveLayout } from './adaptive-layout.tsx';
import { RequireArea, RootRedirect } from './guards.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

const areas = [...new Set(Object.values(roleAreas))];

/**
 * Pages load on first visit, so the first download holds only the shell; the form libraries
 * (zod, react-hook-form) come with the pages that have forms.
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner isPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      { loader: loadAreaTexts, children: [...onboardingRoutes, ...contentRoutes] },
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
        loader: loadAreaTexts,
        ...page(async () => ({ Component: (await import('./signed-in-layout.tsx')).SignedInLayout })),
        children: [
          {
            path: 'account-settings',
            ...page(async () => ({ Component: (await import('../features/users/account-settings-page.tsx')).AccountSettingsPage })),
          },
          ...staffRoutes,
          ...clientsRoutes,
          ...clientAccountRoutes,
          ...casesRoutes,
          ...documentsRoutes,
          ...batchRoutes,
          ...practiceSettingsRoutes,
          ...topUpsRoutes,
          ...actionRequiredRoutes,
          ...factFindRoutes,
          ...estateSummaryRoutes,
          ...riskToleranceRoutes,
          ...taxHealthCheckRoutes,
          ...financialPlanningRoutes,
          ...identityRoutes,
          ...verificationRoutes,
          ...vaultRoutes,
          ...vaultLinksRoutes,
          ...messagesRoutes,
          ...todosRoutes,
          ...activityRoutes,
          ...motivationRoutes,
          ...financialStrategyRoutes,
          ...areas.map((area) => ({
            path: area,
            ...page(async () => {
              const { RoleHomePage } = await import('../features/home/role-home-page.tsx');
              return { Component: () => <RequireArea area={area}>{(user) => <RoleHomePage user={user} />}</RequireArea> };
            }),
          })),
        ],
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
