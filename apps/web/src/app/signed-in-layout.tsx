import { AppShell } from './app-shell.tsx';
import { RequireUser } from './guards.tsx';

/**
 * The signed-in shell (top bar, sidebar, notifications, messages) as one lazily loaded route element:
 * the sign-in page and the public site paint without downloading it.
 */
export function SignedInLayout() {
  return (
    <RequireUser>
      <AppShell />
    </RequireUser>
  );
}
