import { type CurrentUser, liveRoomIdOfHash } from '@advice/domain';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { homePathFor, rememberReturnPath, useCurrentUser } from '../features/auth/session.ts';
import { usePublicSite } from '../features/content/public-site.api.ts';
import { Button, EmptyState, Spinner } from '../ui/index.ts';

function RedirectToSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnPath(`${location.pathname}${location.search}${location.hash}`);
    void navigate('/users/sign_in', { replace: true });
  }, [location, navigate]);
  return <Spinner isPage />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main-content" tabIndex={-1} className="page-centred">
      <EmptyState title={t('error.title')} action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
        <p>{t('common.fetchFailed')}</p>
      </EmptyState>
    </main>
  );
}

/** Renders its children for a signed-in user; anyone else signs in first and comes back here. */
export function RequireUser({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  if (me.isPending) return <Spinner isPage />;
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} />;
  if (!me.data) return <RedirectToSignIn />;
  return children;
}

/** Each role has its own area; opening another role's area leads back to one's own. */
export function RequireArea({ area, children }: { area: string; children: (user: CurrentUser) => ReactNode }) {
  const me = useCurrentUser();
  if (!me.data) return null;
  if (me.data.area !== area) return <Navigate to={homePathFor(me.data)} replace />;
  return children(me.data);
}

/** `/`: the signed-in user's home, or sign-in. */
/** The root leads a signed-in person to their area, and a visitor to the practice's welcome page when it has one, else to sign-in. */
export function RootRedirect() {
  const me = useCurrentUser();
  const { hash } = useLocation();
  const site = usePublicSite({ enabled: !me.isPending && !me.data });
  if (me.isPending) return <Spinner isPage />;
  // The hash goes along: a room link (#/client-meeting-rooms/{id}) is followed from the page it lands on.
  if (me.data) return <Navigate to={{ pathname: homePathFor(me.data), hash }} replace />;
  if (liveRoomIdOfHash(hash)) return <RedirectToSignIn />;
  if (site.isPending) return <Spinner isPage />;
  return <Navigate to={site.data?.enabled_pages.includes('welcome') ? '/welcome' : '/users/sign_in'} replace />;
}
