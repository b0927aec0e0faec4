import { isStaffRole, type TopUpView } from '@advice/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { Banner, Card } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { personName } from '../../people/client-account/client-account.api.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { TopUpActions } from './top-up-actions.tsx';
import { TopUpBackLink, WithTopUp } from './top-up-loader.tsx';
import { TopUpStatusBadge } from './top-up-status.tsx';
import { formatTopUpAmount, topUpPath } from './top-ups.api.ts';

/** top-ups/{topUpId} (client) and clients/{clientId}/top-ups/{topUpId} (staff). */
export function TopUpPage() {
  return <WithTopUp>{(topUp) => <TopUpDetail topUp={topUp} />}</WithTopUp>;
}

function TopUpDetail({ topUp }: { topUp: TopUpView }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const staff = isStaffRole(user.role);
  const amount = formatTopUpAmount(topUp.amount, topUp.currency);
  const title = t('topUps.detail.title', { amount });
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button that opened the dialog is gone once the status changes: focus goes to the page's heading, above the
  // new state, once the new state is drawn (after the dialog has closed and given focus back to that button).
  const isFocusPending = useRef(false);
  const focusHeading = () => {
    isFocusPending.current = true;
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new status is drawn, which is its whole point.
  useEffect(() => {
    if (!isFocusPending.current) return;
    isFocusPending.current = false;
    headingRef.current?.focus();
  }, [topUp.status]);
  const none = t('topUps.detail.noComment');
  const rows: [string, string, string?][] = [
    ...(staff ? [[t('topUps.detail.client'), personName(topUp.client)] as [string, string]] : []),
    [t('topUps.detail.accountType'), t(`topUps.accountType.${topUp.account_type}`)],
    [t('topUps.detail.accountNumber'), topUp.account_number, 'top-ups__account-number'],
    [t('topUps.detail.amount'), amount],
    [t('topUps.detail.requested'), formatDateTime(topUp.created_at)],
    ...(topUp.completed_at ? [[t('topUps.detail.completed'), formatDateTime(topUp.completed_at)] as [string, string]] : []),
    ...(topUp.cancelled_at ? [[t('topUps.detail.cancelled'), formatDateTime(topUp.cancelled_at)] as [string, string]] : []),
    [staff ? t('topUps.detail.clientComment') : t('topUps.detail.yourComment'), topUp.client_comment || none, 'top-ups__multiline'],
    ...(topUp.status === 'completed'
      ? [[t('topUps.detail.adviserComment'), topUp.comment || none, 'top-ups__multiline'] as [string, string, string]]
      : []),
  ];
  return (
    <div className="page page--narrow top-ups">
      <header className="page-header">
        <TopUpBackLink topUp={topUp} />
        <h1 ref={headingRef} tabIndex={-1} className="top-ups__heading">
          {title}
        </h1>
        <p className="top-ups__status-line">
          <TopUpStatusBadge status={topUp.status} />
          <span className="page-header__meta">{t(`topUps.accountType.${topUp.account_type}`)}</span>
        </p>
      </header>
      <div className="stack">
        <StatusNotice topUp={topUp} isStaffViewer={staff} />
        <Card title={t('topUps.detail.facts')}>
          <dl className="top-ups__facts">
            {rows.map(([term, value, className]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd className={className}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <div className="form-actions top-ups__actions">
          <TopUpActions topUp={topUp} onChanged={focusHeading} />
          <Link className="top-ups__audit-link" to={`${topUpPath(user, topUp)}/audit-trail`}>
            {t('topUps.detail.auditTrail')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function StatusNotice({ topUp, isStaffViewer }: { topUp: TopUpView; isStaffViewer: boolean }) {
  const { t } = useTranslation();
  if (topUp.status === 'cancelled')
    return (
      <Banner tone="warning" role="status">
        <p>{t('topUps.detail.cancelledNotice', { date: formatDate(topUp.cancelled_at ?? topUp.created_at) })}</p>
      </Banner>
    );
  if (topUp.status === 'completed')
    return (
      <Banner tone="success" role="status">
        <p>{t('topUps.detail.completedNotice', { date: formatDate(topUp.completed_at ?? topUp.created_at) })}</p>
      </Banner>
    );
  return (
    <Banner tone="info">
      <p>{isStaffViewer ? t('topUps.detail.staffSubmittedNotice') : t('topUps.detail.submittedNotice')}</p>
    </Banner>
  );
}
