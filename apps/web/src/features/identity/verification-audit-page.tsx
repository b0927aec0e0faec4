import type { ClientDetail } from '@advice/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Select } from '../../ui/index.ts';
import { AuditTrail } from '../audit/audit-trail.tsx';
import { actionLabel } from '../audit/audit-wording.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useVerificationAuditTrail, useVerifications } from './verification.api.ts';
import { BackToVerifications, OwnVerificationPage, StaffVerificationPage, useVerificationTitle } from './verification-guards.tsx';

/** Each audited action at a glance; the sentence beside it says who did what. */
const actionKeys = {
  verification_created: 'verification.audit.created',
  verification_started: 'verification.audit.started',
  verification_submitted: 'verification.audit.submitted',
  verification_failed: 'verification.audit.failed',
  verification_completed: 'verification.audit.completed',
  verification_cancelled: 'verification.audit.cancelled',
} as const;

/**
 * What was done with the client's verifications, of every one or of the one chosen (`?verification=`), newest
 * first: the client and their staff read the same trail.
 */
function VerificationEvents({ clientId, basePath }: { clientId: string; basePath: string }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const titleOf = useVerificationTitle();
  const [search, setSearch] = useSearchParams();
  const [page, setPage] = useState(1);
  const verifications = useVerifications(clientId, 1, { perPage: 100 });
  const items = verifications.data?.items ?? [];
  const chosen = items.find((item) => item.id === search.get('verification'))?.id ?? null;
  const trail = useVerificationAuditTrail(clientId, chosen, page);
  const wording = useMemo(
    () => ({
      describeAction: (action: string) => (action in actionKeys ? tk(actionKeys[action as keyof typeof actionKeys]) : actionLabel(action)),
    }),
    [tk],
  );
  const title = t('verification.audit.title');
  return (
    <>
      <BackToVerifications to={basePath} />
      <p className="page__lead verification-page__intro">{t('verification.audit.lead')}</p>
      {items.length > 1 ? (
        <Select
          className="verification-audit__choice"
          label={t('verification.audit.choose')}
          options={[
            { value: '', label: t('verification.audit.all') },
            ...items.map((item) => ({ value: item.id, label: `${titleOf(item)}, ${formatDate(item.created_at)}` })),
          ]}
          value={chosen ?? ''}
          onChange={(event) => {
            setPage(1);
            setSearch(event.target.value ? { verification: event.target.value } : {}, { replace: true });
          }}
        />
      ) : null}
      <AuditTrail trail={trail} page={page} onPage={setPage} title={title} emptyText={t('verification.audit.empty')} wording={wording} />
    </>
  );
}

function StaffAuditTrail({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <ClientHeader client={client} title={t('verification.audit.title')} />
      <VerificationEvents clientId={client.id} basePath={`/clients/${client.id}/identity-verifications`} />
    </>
  );
}

/** clients/{clientId}/identity-verifications/audit-trail, for staff. */
export function VerificationAuditTrailRoute() {
  const { t } = useTranslation();
  return (
    <StaffVerificationPage title={(client) => `${t('verification.audit.title')} – ${personName(client)}`}>
      {(client) => <StaffAuditTrail client={client} />}
    </StaffVerificationPage>
  );
}

/** identity-verifications/audit-trail, the client's own. */
export function OwnVerificationAuditTrailRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.audit.title'));
  return (
    <OwnVerificationPage>
      {(clientId) => (
        <div className="page verification-page">
          <header className="page-header">
            <h1>{t('verification.audit.title')}</h1>
          </header>
          <VerificationEvents clientId={clientId} basePath="/identity-verifications" />
        </div>
      )}
    </OwnVerificationPage>
  );
}
