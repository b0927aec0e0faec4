import type { ClientDetail } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { Banner, Button } from '../../ui/index.ts';
import { OwnAreaPage, StaffAreaPage } from '../people/client-account/client-area-guards.tsx';
import './vault.css';

/** A page of the client's own vault: behind the documentVault feature, and for the client alone. */
export function OwnVaultPage({ children }: { children: (clientId: string) => ReactNode }) {
  return <OwnAreaPage gate="documentVault">{children}</OwnAreaPage>;
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
  return (
    <StaffAreaPage gate="documentVault" action="vault.viewShared" title={title}>
      {children}
    </StaffAreaPage>
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
