import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AuditTrail } from '../audit/audit-trail.tsx';
import { actionLabel } from '../audit/audit-wording.ts';
import { homePathFor, useSignedInUser } from '../auth/session.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { usePracticeAuditTrail } from './platform-admin.api.ts';

function PracticeEvents() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const trail = usePracticeAuditTrail(page);
  const wording = useMemo(() => ({ describeAction: actionLabel }), []);
  return (
    <AuditTrail
      trail={trail}
      page={page}
      onPage={setPage}
      title={t('platformAdmin.auditTrail.title')}
      emptyText={t('platformAdmin.auditTrail.empty')}
      wording={wording}
    />
  );
}

/** practice-audit-trail: the director reads what changed in the practice, and what the provider's support did in it. */
export function PracticeAuditTrailRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  useDocumentTitle(t('platformAdmin.auditTrail.title'));
  if (user.role !== 'director') return <Navigate to={homePathFor(user)} replace />;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('platformAdmin.auditTrail.title')}</h1>
        <p className="page-header__meta">{t('platformAdmin.auditTrail.lead')}</p>
      </header>
      <PracticeEvents />
    </div>
  );
}
