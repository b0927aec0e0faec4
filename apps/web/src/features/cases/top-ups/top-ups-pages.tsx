import { Navigate } from 'react-router';
import { useSignedInUser } from '../../auth/session.ts';
import { FeatureGate } from '../../practice/feature-gate.tsx';
import { ClientTopUpsPage } from './client-top-ups-page.tsx';
import { NewTopUpPage } from './new-top-up-page.tsx';
import { TopUpAuditTrailPage } from './top-up-audit-trail-page.tsx';
import { TopUpPage } from './top-up-page.tsx';
import { TopUpsPage } from './top-ups-page.tsx';
import './top-ups.css';

/** Only clients request top-ups; staff land on the list instead. */
export function NewTopUpRoute() {
  const user = useSignedInUser();
  return <FeatureGate flag="topUp">{user.role === 'client' ? <NewTopUpPage /> : <Navigate to="/top-ups" replace />}</FeatureGate>;
}

export function TopUpsRoute() {
  return (
    <FeatureGate flag="topUp">
      <TopUpsPage />
    </FeatureGate>
  );
}

export function TopUpRoute() {
  return (
    <FeatureGate flag="topUp">
      <TopUpPage />
    </FeatureGate>
  );
}

export function TopUpAuditTrailRoute() {
  return (
    <FeatureGate flag="topUp">
      <TopUpAuditTrailPage />
    </FeatureGate>
  );
}

/** A client's top-ups under the client are a staff page; a client has their own list. */
export function ClientTopUpsRoute() {
  const user = useSignedInUser();
  return <FeatureGate flag="topUp">{user.role === 'client' ? <Navigate to="/top-ups" replace /> : <ClientTopUpsPage />}</FeatureGate>;
}
