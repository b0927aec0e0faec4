import { isStaffRole, type TopUpView } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { Button, EmptyState, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { personName } from '../../people/client-account/client-account.api.ts';
import { topUpPath, useTopUp } from './top-ups.api.ts';

/** Loads the top-up named in the URL and renders `children` with it, or the loading, missing and error states. */
export function WithTopUp({ children }: { children: (topUp: TopUpView) => ReactNode }) {
  const { t } = useTranslation();
  const { topUpId = '' } = useParams();
  const topUp = useTopUp(topUpId);
  if (topUp.isPending) return <Spinner />;
  if (topUp.isError || !topUp.data) {
    const isMissing = isApiError(topUp.error) && (topUp.error.status === 404 || topUp.error.status === 400);
    return (
      <div className="page page--centred">
        <EmptyState
          headingLevel={1}
          title={isMissing ? t('notFound.title') : t('error.title')}
          action={isMissing ? undefined : <Button onClick={() => void topUp.refetch()}>{t('common.retry')}</Button>}
        >
          <p>{isMissing ? t('notFound.text') : t('topUps.loadFailed')}</p>
        </EmptyState>
      </div>
    );
  }
  return children(topUp.data);
}

/** The link above a top-up page: staff go back to the client's top-ups, clients to theirs. */
export function TopUpBackLink({ topUp, toTopUp = false }: { topUp: TopUpView; toTopUp?: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [to, label] = toTopUp
    ? [topUpPath(user, topUp), t('topUps.audit.backToTopUp')]
    : isStaffRole(user.role)
      ? [`/clients/${topUp.client.id}/top-ups`, t('topUps.clientTopUpsTitle', { name: personName(topUp.client) })]
      : ['/top-ups', t('topUps.back')];
  return (
    <nav aria-label={label} className="top-ups__back">
      <Link to={to}>{label}</Link>
    </nav>
  );
}
