import { allows, type ClientAction, type ClientDetail, type FeatureFlag } from '@advice/domain';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { useSignedInUser } from '../../auth/session.ts';
import { FeatureGate } from '../../practice/feature-gate.tsx';
import { WithClient } from './client-pages.tsx';

/**
 * What keeps an area's pages: its feature flag (off: the not-found page), or a gate of its own for an area
 * behind any of several flags.
 */
export type AreaGate = FeatureFlag | ComponentType<{ children: ReactNode }>;

function Gated({ gate, children }: { gate: AreaGate; children: ReactNode }) {
  if (typeof gate === 'string') return <FeatureGate flag={gate}>{children}</FeatureGate>;
  const Gate = gate;
  return <Gate>{children}</Gate>;
}

/** A client's address for their own page is theirs without the client part (`/clients/{id}/vault` is `/vault`). */
function OwnPathInstead() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/clients\/[^/]+/u, '')}${search}`} replace />;
}

/** A page of the client's own in an area: behind the gate, and for the client alone (staff open a client's). */
export function OwnAreaPage({ gate, children }: { gate: AreaGate; children: (clientId: string) => ReactNode }) {
  const user = useSignedInUser();
  return <Gated gate={gate}>{user.role === 'client' ? children(user.id) : <NotFoundPage />}</Gated>;
}

type StaffAreaPageProps = {
  gate: AreaGate;
  /** What the viewer must be offered on the client to see the page (else the not-found page); none: any client they may open. */
  action?: ClientAction;
  /** Where a client who opens the staff address goes: by default, the same address without the client part. */
  ownPath?: string;
  title: (client: ClientDetail) => string;
  children: (client: ClientDetail) => ReactNode;
};

/**
 * A staff page of an area under a client (`/clients/{id}/…`): behind the gate, for a client the viewer may take
 * `action` on, else the not-found page; the client is sent to their own page.
 */
export function StaffAreaPage({ gate, action, ownPath, title, children }: StaffAreaPageProps) {
  const user = useSignedInUser();
  if (user.role === 'client') return ownPath === undefined ? <OwnPathInstead /> : <Navigate to={ownPath} replace />;
  return (
    <Gated gate={gate}>
      <WithClient title={title}>
        {(client) => (action === undefined || allows(client, action) ? children(client) : <NotFoundPage />)}
      </WithClient>
    </Gated>
  );
}
