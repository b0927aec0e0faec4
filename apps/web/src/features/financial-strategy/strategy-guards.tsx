import { allows, type ClientDetail } from '@advice/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useSignedInUser } from '../auth/session.ts';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';

/** A client's address for their own strategies is theirs without the client part. */
function OwnPathInstead() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/clients\/[^/]+/u, '')}${search}`} replace />;
}

/**
 * A staff page of a client's strategies: behind the financialStrategy feature, for a client the viewer may
 * see the strategies of (else the not-found page); the client is sent to their own page.
 */
export function StaffStrategyPage({
  title,
  children,
}: {
  title: (client: ClientDetail) => string;
  children: (client: ClientDetail) => ReactNode;
}) {
  const user = useSignedInUser();
  if (user.role === 'client') return <OwnPathInstead />;
  return (
    <FeatureGate flag="financialStrategy">
      <WithClient title={title}>{(client) => (allows(client, 'financialStrategy.view') ? children(client) : <NotFoundPage />)}</WithClient>
    </FeatureGate>
  );
}

/** A page of the client's own strategies: behind the feature, and for the client alone (staff open a client's). */
export function OwnStrategyPage({ children }: { children: (clientId: string) => ReactNode }) {
  const user = useSignedInUser();
  return <FeatureGate flag="financialStrategy">{user.role === 'client' ? children(user.id) : <NotFoundPage />}</FeatureGate>;
}
