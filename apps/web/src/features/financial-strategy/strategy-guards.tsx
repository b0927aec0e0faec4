import type { ClientDetail } from '@advice/domain';
import type { ReactNode } from 'react';
import { OwnAreaPage, StaffAreaPage } from '../people/client-account/client-area-guards.tsx';

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
  return (
    <StaffAreaPage gate="financialStrategy" action="financialStrategy.view" title={title}>
      {children}
    </StaffAreaPage>
  );
}

/** A page of the client's own strategies: behind the feature, and for the client alone (staff open a client's). */
export function OwnStrategyPage({ children }: { children: (clientId: string) => ReactNode }) {
  return <OwnAreaPage gate="financialStrategy">{children}</OwnAreaPage>;
}
