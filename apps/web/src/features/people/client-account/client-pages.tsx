import { allows, type ClientDetail, type CurrentUser } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { Button, EmptyState, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { EstateSummaryClientSection } from '../../estate-summary/estate-summary-client-section.tsx';
import { FactFindClientSection } from '../../fact-find/fact-find-client-section.tsx';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { VulnerabilitySection } from '../../vulnerability/vulnerability-section.tsx';
import { AdditionalAdvisersCard } from './additional-advisers.tsx';
import { AuditTrailTable } from './audit-trail-table.tsx';
import { ChangeAdviserSection } from './change-adviser-section.tsx';
import { personName, useClient } from './client-account.api.ts';
import { ClientAvatarSection } from './client-avatar-section.tsx';
import { ClientDetailsForm } from './client-details-form.tsx';
import { ClientHeader } from './client-header.tsx';
import { ClientLetterSection } from './client-letter-section.tsx';
import { ClientSecuritySection, RemoveClientSection } from './client-security-section.tsx';
import { ClientSpaceSection } from './client-space-section.tsx';
import { ClientSummary } from './client-summary.tsx';
import { ClientTagsSection } from './client-tags-section.tsx';
import './client-account.css';

/** Loads the client named in the URL and renders `children` with it, or the loading, missing and error states. */
export function WithClient({
  title,
  children,
}: {
  title?: (client: ClientDetail) => string;
  children: (client: ClientDetail, user: CurrentUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const { clientId = '' } = useParams();
  const user = useSignedInUser();
  const client = useClient(clientId);
  useDocumentTitle(client.data ? (title?.(client.data) ?? personName(client.data)) : t('common.loading'));
  if (client.isPending) return <Spinner />;
  if (client.isError || !client.data) {
    const isMissing = isApiError(client.error) && client.error.status === 404;
    return (
      <div className="page page--centred">
        <EmptyState
          headingLevel={1}
          title={isMissing ? t('notFound.title') : t('error.title')}
          action={isMissing ? undefined : <Button onClick={() => void client.refetch()}>{t('common.retry')}</Button>}
        >
          <p>{isMissing ? t('notFound.text') : t('client.loadFailed')}</p>
        </EmptyState>
      </div>
    );
  }
  return <div className="page client-page">{children(client.data, user)}</div>;
}

export function ClientDetailPage() {
  return (
    <WithClient>
      {(client, user) => (
        <>
          <ClientHeader client={client} />
          <div className="client-grid">
            <div className="stack">
              <ClientSummary client={client} />
              <ClientTagsSection key={client.tags.map((tag) => tag.id).join()} client={client} user={user} />
              <ClientLetterSection client={client} user={user} />
              <FactFindClientSection client={client} user={user} />
              <VulnerabilitySection client={client} user={user} />
              <EstateSummaryClientSection client={client} user={user} />
            </div>
            <div className="stack">
              <ClientSpaceSection client={client} />
              <AdditionalAdvisersCard client={client} />
              <ChangeAdviserSection client={client} user={user} />
              <ClientSecuritySection client={client} />
              <RemoveClientSection client={client} />
            </div>
          </div>
        </>
      )}
    </WithClient>
  );
}

export function ClientAccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <WithClient title={() => t('client.form.title')}>
      {(client, _user) => (
        <div className="page--narrow">
          <ClientHeader client={client} title={t('client.form.title')} />
          <div className="stack">
            {allows(client, 'client.edit') ? (
              <>
                <ClientAvatarSection client={client} />
                <ClientDetailsForm client={client} />
              </>
            ) : (
              <ClientSummary client={client} />
            )}
          </div>
        </div>
      )}
    </WithClient>
  );
}

export function ManageAdditionalAdviserPage() {
  const { t } = useTranslation();
  return (
    <WithClient title={() => t('client.additional.pageTitle')}>
      {(client, _user) => (
        <div className="page--narrow">
          <ClientHeader client={client} title={t('client.additional.pageTitle')} />
          <div className="stack">
            <AdditionalAdvisersCard client={client} isManaging />
            {allows(client, 'client.viewAuditTrail') ? (
              <section className="stack" aria-labelledby="additional-trail">
                <h2 id="additional-trail" className="section-title">
                  {t('client.additional.trailTitle')}
                </h2>
                <AuditTrailTable clientId={client.id} scope="additional_advisers" title={t('client.additional.trailTitle')} />
              </section>
            ) : null}
          </div>
        </div>
      )}
    </WithClient>
  );
}

export function ClientAuditTrailPage() {
  const { t } = useTranslation();
  return (
    <WithClient title={() => t('client.audit.title')}>
      {(client, _user) => (
        <>
          <ClientHeader client={client} title={t('client.audit.title')} />
          <p className="page__lead">{t('client.audit.description')}</p>
          <AuditTrailTable clientId={client.id} scope="all" title={t('client.audit.title')} />
        </>
      )}
    </WithClient>
  );
}
