import { allows } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { useFeature } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { CaseList } from './case-list.tsx';
import { isStaffViewer } from './documents/case-documents.rules.ts';
import './cases.css';
import { FeatureHelp } from '../help/feature-help.tsx';

function ClientRequestLinks() {
  const { t } = useTranslation();
  const hasOnlineAdvice = useFeature('onlineAdvice');
  const hasMeetingRequest = useFeature('f2FRequest');
  return (
    <div className="cases__actions">
      {hasOnlineAdvice ? <ButtonLink to="/new-case">{t('cases.request.advice')}</ButtonLink> : null}
      {hasMeetingRequest ? (
        <ButtonLink to="/new-meeting" variant="secondary">
          {t('cases.request.meeting')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** client-cases: every case the staff member may see, or the client's own recommendations and requests. */
export function CasesPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isClient = !isStaffViewer(user);
  const title = isClient ? t('cases.list.clientTitle') : t('cases.list.title');
  useDocumentTitle(title);
  return (
    <div className="page cases">
      <header className="page-header cases__header">
        <div>
          <h1>{title}</h1>
          <p className="page__lead">{isClient ? t('cases.list.clientLead') : t('cases.list.lead')}</p>
          <FeatureHelp feature="cases" />
        </div>
        {isClient ? <ClientRequestLinks /> : null}
      </header>
      <CaseList
        showClient={!isClient}
        empty={
          isClient
            ? { text: t('cases.list.emptyClient') }
            : { text: t('cases.list.emptyStaff'), action: <ButtonLink to="/clients">{t('clients.nav')}</ButtonLink> }
        }
      />
    </div>
  );
}

function NewCaseLinks({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const hasPacks = useFeature('recommendationPack');
  const hasQuestionnaires = useFeature('reviewQuestionnaire');
  const hasDocumentPacks = useFeature('documentsPack');
  return (
    <div className="cases__actions">
      {hasPacks ? <ButtonLink to={`/clients/${clientId}/cases/new`}>{t('cases.new.pack')}</ButtonLink> : null}
      {hasQuestionnaires ? (
        <ButtonLink to={`/clients/${clientId}/cases/new-review-questionnaire`} variant="secondary">
          {t('cases.new.questionnaire')}
        </ButtonLink>
      ) : null}
      {hasDocumentPacks ? (
        <ButtonLink to={`/clients/${clientId}/cases/new-document-pack`} variant="secondary">
          {t('cases.new.documentPack')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** clients/{clientId}/cases: one client's cases, and where staff prepare a new pack or questionnaire for them. */
export function ClientCasesPage() {
  const { t } = useTranslation();
  return (
    <WithClient title={(client) => t('cases.client.title', { name: personName(client) })}>
      {(client, _user) => (
        <>
          <header className="page-header cases__header">
            <div>
              <nav aria-label={t('client.back')}>
                <Link to={`/clients/${client.id}`}>{personName(client)}</Link>
              </nav>
              <h1>{t('cases.client.title', { name: personName(client) })}</h1>
            </div>
            {allows(client, 'client.edit') ? <NewCaseLinks clientId={client.id} /> : null}
          </header>
          <CaseList clientId={client.id} showClient={false} empty={{ text: t('cases.client.emptyText') }} />
        </>
      )}
    </WithClient>
  );
}
