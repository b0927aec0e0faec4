import { type CurrentUser, isPlatformRole } from '@advice/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homePathFor, useSignedInUser } from '../auth/session.ts';

/** The platform's pages are its admins' alone; anyone else goes to their own home. */
export function PlatformAdminPage({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const user = useSignedInUser();
  if (!isPlatformRole(user.role)) return <Navigate to={homePathFor(user)} replace />;
  return <>{children(user)}</>;
}
