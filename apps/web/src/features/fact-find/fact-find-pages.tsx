import { factFindSections } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { homePathFor, useSignedInUser } from '../auth/session.ts';
import { CaseHeader, WithCase } from '../cases/case-parts.tsx';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import type { FactFindSource } from './fact-find.api.ts';
import { FactFindWorkspace, WithFactFind } from './fact-find-workspace.tsx';
import './fact-find.css';

const firstSlug = factFindSections[0].slug;

/**
 * The fact find at `base`, on the step the address names; without one, the first section. Every route
 * below reaches the same fact find of one client, through the client's address or a case's.
 */
function FactFindAt({ source, base }: { source: FactFindSource; base: string }) {
  const { section } = useParams();
  if (!section) return <Navigate to={`${base}/${firstSlug}`} replace />;
  return (
    <WithFactFind source={source}>{(view) => <FactFindWorkspace view={view} source={source} base={base} current={section} />}</WithFactFind>
  );
}

/** fact-find (and fact-find/{section}): the client's own; staff have each client's under the client. */
export function OwnFactFindRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  useDocumentTitle(t('factFind.ownTitle'));
  if (user.role !== 'client') return <Navigate to={homePathFor(user)} replace />;
  return (
    <div className="page fact-find-page">
      <header className="page-header">
        <h1>{t('factFind.ownTitle')}</h1>
        <p className="page__lead">{t('factFind.ownLead')}</p>
      </header>
      <FactFindAt source={{ kind: 'client', clientId: user.id }} base="/fact-find" />
    </div>
  );
}

/** clients/{clientId}/fact-find (and /{section}): a client's fact find for the staff related to them. */
export function ClientFactFindRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { clientId = '', section } = useParams();
  if (user.role === 'client') return <Navigate to={section ? `/fact-find/${section}` : '/fact-find'} replace />;
  return (
    <WithClient title={(client) => `${t('factFind.title')}: ${personName(client)}`}>
      {(client) => (
        <>
          <ClientHeader client={client} title={t('factFind.title')} />
          <p className="page__lead fact-find-page__lead">{t('factFind.staffLead')}</p>
          <FactFindAt source={{ kind: 'client', clientId }} base={`/clients/${clientId}/fact-find`} />
        </>
      )}
    </WithClient>
  );
}

/**
 * clients/{clientId}/cases/{caseId}/fact-find and client-cases/{caseId}/fact-find (each with /{section}):
 * the case's client's fact find as its Online Advice Request's fact-find section, which saving completes.
 */
export function CaseFactFindRoute() {
  const { t } = useTranslation();
  const { clientId, caseId = '' } = useParams();
  const base = clientId ? `/clients/${clientId}/cases/${caseId}/fact-find` : `/client-cases/${caseId}/fact-find`;
  return (
    <WithCase title={(detail) => `${t('factFind.title')}: ${detail.name}`}>
      {(detail, user) => (
        <>
          <CaseHeader detail={detail} user={user} title={t('factFind.title')} />
          <FactFindAt source={{ kind: 'case', caseId }} base={base} />
        </>
      )}
    </WithCase>
  );
}
