import type { ClientDetail } from '@advice/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { AuditTrail } from '../audit/audit-trail.tsx';
import { actionLabel } from '../audit/audit-wording.ts';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useEstateSummaryAuditTrail } from './estate-summary.api.ts';
import { EstateSummaryView } from './estate-summary-page.tsx';
import { SavedLine } from './estate-summary-saved-line.tsx';
import './estate-summary.css';

const summaryPath = (clientId: string) => `/clients/${clientId}/estate-summary`;

/** estate-summary: the client's own. Staff have none of their own; they open a client's. */
export function OwnEstateSummaryRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  useDocumentTitle(t('estateSummary.title'));
  return (
    <FeatureGate flag="estateSummary">
      {user.role === 'client' ? (
        <div className="page">
          <EstateSummaryView
            clientId={user.id}
            auditTrailPath="/estate-summary/audit-trail"
            header={(summary) => (
              <header className="page-header">
                <h1>{t('estateSummary.title')}</h1>
                <p className="page__lead">{t('estateSummary.lead')}</p>
                <SavedLine summary={summary} />
              </header>
            )}
          />
        </div>
      ) : (
        <NotFoundPage />
      )}
    </FeatureGate>
  );
}

/** A client's address for their own summary is theirs without the client part. */
function OwnPathInstead() {
  const { pathname, hash } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/clients\/[^/]+/u, '')}${hash}`} replace />;
}

/** clients/{clientId}/estate-summary: staff keep it with the client (the client is sent to their own). */
export function ClientEstateSummaryRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  if (user.role === 'client') return <OwnPathInstead />;
  return (
    <FeatureGate flag="estateSummary">
      <WithClient title={(client) => `${t('estateSummary.staffTitle')} – ${personName(client)}`}>
        {(client) => (
          <EstateSummaryView
            clientId={client.id}
            auditTrailPath={`${summaryPath(client.id)}/audit-trail`}
            header={(summary) => (
              <>
                <ClientHeader client={client} title={t('estateSummary.staffTitle')} />
                <div className="estate-summary__intro">
                  <p className="page__lead">{t('estateSummary.staffLead', { name: personName(client) })}</p>
                  <SavedLine summary={summary} />
                </div>
              </>
            )}
          />
        )}
      </WithClient>
    </FeatureGate>
  );
}

function AuditEntries({ clientId, title }: { clientId: string; title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const trail = useEstateSummaryAuditTrail(clientId, page);
  const wording = useMemo(
    () => ({
      describeAction: (action: string) => (action === 'estate_summary_saved' ? t('estateSummary.audit.saved') : actionLabel(action)),
    }),
    [t],
  );
  return (
    <AuditTrail trail={trail} page={page} onPage={setPage} title={title} emptyText={t('estateSummary.audit.empty')} wording={wording} />
  );
}

/** estate-summary/audit-trail: every save of the client's own summary, theirs and their advisers'. */
export function OwnEstateSummaryAuditTrailRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  const title = t('estateSummary.audit.title');
  useDocumentTitle(title);
  return (
    <FeatureGate flag="estateSummary">
      {user.role === 'client' ? (
        <div className="page estate-summary">
          <header className="page-header">
            <nav aria-label={t('estateSummary.audit.back')} className="estate-summary__back">
              <Link to="/estate-summary">{t('estateSummary.audit.back')}</Link>
            </nav>
            <h1>{title}</h1>
            <p className="page__lead">{t('estateSummary.audit.lead')}</p>
          </header>
          <AuditEntries clientId={user.id} title={title} />
        </div>
      ) : (
        <NotFoundPage />
      )}
    </FeatureGate>
  );
}

function ClientAuditTrail({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const title = t('estateSummary.audit.title');
  return (
    <>
      <ClientHeader client={client} title={title} />
      <nav aria-label={t('estateSummary.audit.back')} className="estate-summary__back">
        <Link to={summaryPath(client.id)}>{t('estateSummary.audit.back')}</Link>
      </nav>
      <p className="page__lead estate-summary__intro">{t('estateSummary.audit.lead')}</p>
      <AuditEntries clientId={client.id} title={title} />
    </>
  );
}

/** clients/{clientId}/estate-summary/audit-trail, for staff. */
export function ClientEstateSummaryAuditTrailRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  if (user.role === 'client') return <OwnPathInstead />;
  return (
    <FeatureGate flag="estateSummary">
      <WithClient title={(client) => `${t('estateSummary.audit.title')} – ${personName(client)}`}>
        {(client) => <ClientAuditTrail client={client} />}
      </WithClient>
    </FeatureGate>
  );
}
