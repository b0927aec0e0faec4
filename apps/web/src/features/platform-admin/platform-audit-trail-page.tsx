import type { PlatformAuditEvent } from '@advice/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditPlace, AuditTrail } from '../audit/audit-trail.tsx';
import { actionLabel } from '../audit/audit-wording.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { usePlatformAuditTrail } from './platform-admin.api.ts';
import { PlatformAdminPage } from './platform-admin-guard.tsx';

function PlatformEvents() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const trail = usePlatformAuditTrail(page);
  const wording = useMemo(() => ({ describeAction: actionLabel }), []);
  const place = useMemo<AuditPlace<PlatformAuditEvent>>(
    () => ({
      heading: t('platformAdmin.platformAuditTrail.practice'),
      of: (event) => event.practice?.name ?? t('platformAdmin.platformAuditTrail.platformWide'),
    }),
    [t],
  );
  return (
    <AuditTrail
      trail={trail}
      page={page}
      onPage={setPage}
      title={t('platformAdmin.platformAuditTrail.title')}
      emptyText={t('platformAdmin.platformAuditTrail.empty')}
      wording={wording}
      place={place}
    />
  );
}

/** super_administrator/audit-trail: what the provider's admins did, on the whole platform and in each practice. */
export function PlatformAuditTrailRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('platformAdmin.platformAuditTrail.title'));
  return (
    <PlatformAdminPage>
      {() => (
        <div className="page">
          <header className="page-header">
            <h1>{t('platformAdmin.platformAuditTrail.title')}</h1>
            <p className="page-header__meta">{t('platformAdmin.platformAuditTrail.lead')}</p>
          </header>
          <PlatformEvents />
        </div>
      )}
    </PlatformAdminPage>
  );
}
