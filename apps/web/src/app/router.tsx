import { roleAreas } from '@advice/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ConfirmationPage } from '../features/auth/confirmation-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { ResetAuthenticatorPage } from '../features/auth/reset-authenticator-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { RoleHomePage } from '../features/home/role-home-page.tsx';
import { MailboxPage } from '../features/mailbox/mailbox-page.tsx';
import { CookiesPage } from '../features/shell/cookies-page.tsx';
import { AccountSettingsPage } from '../features/users/account-settings-page.tsx';
import { AdaptiveLayout } from './adaptive-layout.tsx';
import { AppShell } from './app-shell.tsx';
import { RequireArea, RequireUser, RootRedirect } from './guards.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

const areas = [...new Set(Object.values(roleAreas))];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: 'users',
        element: <PublicLayout />,
        children: [
          { path: 'sign_in', element: <SignInPage /> },
          { path: 'password', element: <ForgotPasswordPage /> },
          { path: 'password/new', element: <ResetPasswordPage /> },
          { path: 'confirmation', element: <ConfirmationPage /> },
          { path: 'reset_authenticator', element: <ResetAuthenticatorPage /> },
        ],
      },
      {
        element: (
          <RequireUser>
            <AppShell />
          </RequireUser>
        ),
        children: [
          { path: 'account-settings', element: <AccountSettingsPage /> },
          ...areas.map((area) => ({
            path: area,
            element: <RequireArea area={area}>{(user) => <RoleHomePage user={user} />}</RequireArea>,
          })),
        ],
      },
      {
        element: <AdaptiveLayout />,
        children: [
          { path: 'mailbox', element: <MailboxPage /> },
          { path: 'mailbox/:mailId', element: <MailboxPage /> },
          { path: 'cookies', element: <CookiesPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
