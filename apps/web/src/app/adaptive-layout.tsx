import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../features/auth/session.ts';
import { Spinner } from '../ui/index.ts';
import { PublicLayout } from './public-layout.tsx';

/** The signed-in shell loads only for a signed-in user; a visitor's page never downloads it. */
const AppShell = lazy(async () => ({ default: (await import('./app-shell.tsx')).AppShell }));

/** Pages anyone may open (mailbox, cookies, not found) keep the shell for a signed-in user. */
export function AdaptiveLayout() {
  const me = useCurrentUser();
  if (me.isPending) return <Spinner isPage />;
  if (!me.data) return <PublicLayout isWide />;
  return (
    <Suspense fallback={<Spinner isPage />}>
      <AppShell />
    </Suspense>
  );
}
