import { Navigate } from 'react-router';
import { useSignedInUser } from '../../auth/session.ts';
import { ClientTopUpsPage } from './client-top-ups-page.tsx';
import { NewTopUpPage } from './new-top-up-page.tsx';
import { TopUpAuditTrailPage } from './top-up-audit-trail-page.tsx';
import { TopUpPage } from './top-up-page.tsx';
import { TopUpsGate } from './top-ups-gate.tsx';
import { TopUpsPage } from './top-ups-page.tsx';
import './top-ups.css';

/** Only clients request top-ups; staff land on the list instead. */
export function NewTopUpRoute() {
  const user = useSignedInUser();
  return <TopUpsGate>{user.role === 'client' ? <NewTopUpPage /> : <Navigate to="/top-ups" replace />}</TopUpsGate>;
}

export function TopUpsRoute() {
  return (
    <TopUpsGate>
      <TopUpsPage />
    </TopUpsGate>
  );
}

export function TopUpRoute() {
  return (
    <TopUpsGate>
      <TopUpPage />
    </TopUpsGate>
  );
}

export function TopUpAuditTrailRoute() {
  return (
    <TopUpsGate>
      <TopUpAuditTrailPage />
    </TopUpsGate>
  );
}

/** A client's top-ups under the client are a staff page; a client has their own list. */
export function ClientTopUpsRoute() {
  const user = useSignedInUser();
  return <TopUpsGate>{user.role === 'client' ? <Navigate to="/top-ups" replace /> : <ClientTopUpsPage />}</TopUpsGate>;
}
