import type { TopUpView } from '@advice/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { AuditTrail } from '../../audit/audit-trail.tsx';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { describeTopUpAction } from './top-up-audit-changes.ts';
import { TopUpBackLink, WithTopUp } from './top-up-loader.tsx';
import { formatTopUpAmount, useTopUpAuditTrail } from './top-ups.api.ts';

/** top-ups/{topUpId}/audit-trail: who changed the top-up and when, newest first. */
export function TopUpAuditTrailPage() {
  return <WithTopUp>{(topUp) => <TopUpAuditTrail topUp={topUp} />}</WithTopUp>;
}

function TopUpAuditTrail({ topUp }: { topUp: TopUpView }) {
  const { t } = useTranslation();
  const title = t('topUps.audit.title');
  useDocumentTitle(title);
  return (
    <div className="page top-ups">
      <header className="page-header">
        <TopUpBackLink topUp={topUp} toTopUp />
        <h1>{title}</h1>
        <p className="page-header__meta">
          {t('topUps.detail.title', { amount: formatTopUpAmount(topUp.amount, topUp.currency) })} ·{' '}
          {t(`topUps.accountType.${topUp.account_type}`)}
        </p>
        <p className="page__lead">{t('topUps.audit.lead')}</p>
      </header>
      <AuditEntries topUpId={topUp.id} title={title} />
    </div>
  );
}

function AuditEntries({ topUpId, title }: { topUpId: string; title: string }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const [page, setPage] = useState(1);
  const trail = useTopUpAuditTrail(topUpId, page);
  const wording = useMemo(() => ({ describeAction: (action: string) => describeTopUpAction(action, tk) }), [tk]);
  return <AuditTrail trail={trail} page={page} onPage={setPage} title={title} emptyText={t('topUps.audit.empty')} wording={wording} />;
}
