import { allows, type ClientDetail } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { Banner, Button } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import './vault.css';

/** A page of the client's own vault: behind the documentVault feature, and for the client alone. */
export function OwnVaultPage({ children }: { children: (clientId: string) => ReactNode }) {
  const user = useSignedInUser();
  return <FeatureGate flag="documentVault">{user.role === 'client' ? children(user.id) : <NotFoundPage />}</FeatureGate>;
}

/** A client's address for their own vault is theirs without the client part. */
function OwnPathInstead() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/clients\/[^/]+/u, '')}${search}`} replace />;
}

/**
 * A staff page of what a client shares from their vault: behind the feature, for a client whose shared
 * documents the viewer may see (else the not-found page); the client is sent to their own page.
 */
export function StaffVaultPage({
  title,
  children,
}: {
  title: (client: ClientDetail) => string;
  children: (client: ClientDetail) => ReactNode;
}) {
  const user = useSignedInUser();
  if (user.role === 'client') return <OwnPathInstead />;
  return (
    <FeatureGate flag="documentVault">
      <WithClient title={title}>{(client) => (allows(client, 'vault.viewShared') ? children(client) : <NotFoundPage />)}</WithClient>
    </FeatureGate>
  );
}

/**
 * An item that could not be read: the not-found page when the viewer has none by that id (to staff, one
 * not shared with them), else the failure with a retry.
 */
export function VaultItemUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Banner tone="error" actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      <p>{t('vault.loadOneFailed')}</p>
    </Banner>
  );
}
