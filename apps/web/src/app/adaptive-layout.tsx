import { useCurrentUser } from '../features/auth/session.ts';
import { Spinner } from '../ui/index.ts';
import { AppShell } from './app-shell.tsx';
import { PublicLayout } from './public-layout.tsx';

/** Pages anyone may open (mailbox, cookies, not found) keep the shell for a signed-in user. */
export function AdaptiveLayout() {
  const me = useCurrentUser();
  if (me.isPending) return <Spinner isPage />;
  return me.data ? <AppShell /> : <PublicLayout isWide />;
}
