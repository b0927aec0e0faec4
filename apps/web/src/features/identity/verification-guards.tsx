import type { ClientDetail, Verification, VerificationStatus } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { Banner, Button, Spinner, StatusBadge, type StatusTone } from '../../ui/index.ts';
import { OwnAreaPage, StaffAreaPage } from '../people/client-account/client-area-guards.tsx';
import { usePracticeQuery } from '../practice/practice.api.ts';
import { isVerificationEnabled } from './verification.api.ts';
import './verification.css';

/**
 * Renders a page only while the practice has Singpass or iAM Smart on, else the not-found page. It waits for the
 * practice first, so a page does not flash a 404.
 */
export function VerificationGate({ children }: { children: ReactNode }) {
  const practice = usePracticeQuery();
  if (practice.isPending) return <Spinner />;
  if (!practice.data || !isVerificationEnabled(practice.data)) return <NotFoundPage />;
  return children;
}

/**
 * A staff page of a client's verifications: behind the flags, for a client the viewer may see the verifications
 * of (else the not-found page); the client is sent to their own page.
 */
export function StaffVerificationPage({
  title,
  children,
}: {
  title: (client: ClientDetail) => string;
  children: (client: ClientDetail) => ReactNode;
}) {
  return (
    <StaffAreaPage gate={VerificationGate} action="verification.view" title={title}>
      {children}
    </StaffAreaPage>
  );
}

/** A page of the client's own verifications: behind the flags, and for the client alone (staff open a client's). */
export function OwnVerificationPage({ children }: { children: (clientId: string) => ReactNode }) {
  return <OwnAreaPage gate={VerificationGate}>{children}</OwnAreaPage>;
}

const statusTones: Record<VerificationStatus, StatusTone> = {
  in_progress: 'info',
  submitted: 'warning',
  completed: 'success',
  cancelled: 'muted',
};

export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={statusTones[status]} className="verification-status">
      {t(`verification.status.${status}`)}
    </StatusBadge>
  );
}

/** "Singpass verification": how a list and a page name one. */
export function useVerificationTitle(): (verification: Pick<Verification, 'authority'>) => string {
  const { t } = useTranslation();
  return (verification) => t('verification.itemTitle', { authority: t(`verification.authority.${verification.authority}`) });
}

export function BackToVerifications({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('verification.back')} className="verification-page__back">
      <Link to={to}>{t('verification.back')}</Link>
    </nav>
  );
}

/** What could not be read: the not-found page for no such verification, else the failure with a retry. */
export function VerificationUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Banner tone="error" actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      <p>{t('verification.loadOneFailed')}</p>
    </Banner>
  );
}
