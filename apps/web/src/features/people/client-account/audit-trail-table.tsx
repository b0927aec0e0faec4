import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../audit/audit-trail.tsx';
import { actionLabel } from '../../audit/audit-wording.ts';
import { useAuditTrail } from './client-account.api.ts';

const clientWording = { describeAction: actionLabel };

/** The client's audit trail, newest first. */
export function AuditTrailTable({ clientId, scope, title }: { clientId: string; scope: 'all' | 'additional_advisers'; title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const trail = useAuditTrail(clientId, page, scope);
  return (
    <AuditTrail trail={trail} page={page} onPage={setPage} title={title} emptyText={t('client.audit.empty')} wording={clientWording} />
  );
}
