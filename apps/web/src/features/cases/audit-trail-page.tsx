import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../audit/audit-trail.tsx';
import { caseEventTitle } from './case-audit.ts';
import { CaseHeader, WithCase } from './case-parts.tsx';
import { useCaseAuditTrail } from './cases.api.ts';

const caseWording = { describeAction: caseEventTitle };

function CaseAuditEntries({ caseId, title }: { caseId: string; title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const trail = useCaseAuditTrail(caseId, page);
  return <AuditTrail trail={trail} page={page} onPage={setPage} title={title} emptyText={t('client.audit.empty')} wording={caseWording} />;
}

/** client-cases/{caseId}/audit-trail: who changed the case, when, and how. */
export function CaseAuditTrailPage() {
  const { t } = useTranslation();
  return (
    <WithCase title={() => t('cases.audit.title')}>
      {(detail, user) => (
        <>
          <CaseHeader detail={detail} user={user} title={t('cases.audit.title')} />
          <p className="page__lead">{t('cases.audit.lead')}</p>
          <CaseAuditEntries caseId={detail.id} title={t('cases.audit.title')} />
        </>
      )}
    </WithCase>
  );
}
