import {
  allows,
  type ClientDetail,
  detailFieldsOf,
  type Verification,
  type VerificationDetails,
  verificationDateFields,
} from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { Banner, Card, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useLiveVerifications, useVerification, verificationKey } from './verification.api.ts';
import { CancelVerification, CompleteVerification, StartVerification } from './verification-actions.tsx';
import {
  BackToVerifications,
  OwnVerificationPage,
  StaffVerificationPage,
  useVerificationTitle,
  VerificationStatusBadge,
  VerificationUnavailable,
} from './verification-guards.tsx';
import { OutcomeBanner, VerificationMeta } from './verification-list-page.tsx';

/** A returned date ('1990-03-14') as the app shows dates, read as the calendar day it names. */
function formatDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/u.test(value) ? formatDate(`${value}T12:00:00`) : value;
}

/** What the authority returned, as a definition list in the authority's order; a field it left empty says so. */
function ReturnedDetails({ details }: { details: VerificationDetails }) {
  const { t } = useTranslation();
  const values = details as Record<string, string>;
  return (
    <dl className="verification-details">
      {detailFieldsOf(details).map((field) => {
        const value = values[field] ?? '';
        return (
          <div key={field}>
            <dt>{t(`verification.field.${field}`)}</dt>
            <dd className={value ? undefined : 'verification-details__missing'}>
              {value ? (verificationDateFields.includes(field) ? formatDay(value) : value) : t('verification.field.notGiven')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function StatusNotice({ verification, isStaff }: { verification: Verification; isStaff: boolean }) {
  const { t } = useTranslation();
  const authority = t(`verification.authority.${verification.authority}`);
  switch (verification.status) {
    case 'completed':
      return (
        <Banner tone="success" role="status">
          <p>{t('verification.notice.completed', { date: formatDate(verification.completed_at ?? verification.created_at) })}</p>
        </Banner>
      );
    case 'cancelled':
      return (
        <Banner tone="warning" role="status">
          <p>{t('verification.notice.cancelled', { date: formatDate(verification.cancelled_at ?? verification.created_at) })}</p>
        </Banner>
      );
    default:
      return (
        <Banner tone="info">
          <p>{t(`verification.notice.${verification.status}.${isStaff ? 'staff' : 'client'}`, { authority })}</p>
        </Banner>
      );
  }
}

type DetailProps = { verification: Verification; clientId: string; basePath: string; clientName: string | null };

/** One verification: its status, the request and its cover note, what the authority returned, and the viewer's actions. */
function VerificationDetail({ verification, clientId, basePath, clientName }: DetailProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleOf = useVerificationTitle();
  const title = titleOf(verification);
  useDocumentTitle(title);
  const authority = t(`verification.authority.${verification.authority}`);
  const target = { clientId, verificationId: verification.id };
  const onChanged = (updated: Verification) => {
    queryClient.setQueryData([...verificationKey, 'client', clientId, 'one', verification.id], updated);
  };
  const isStaff = clientName !== null;
  const hasActions = verification.actions.length > 0;
  const cancel = allows(verification, 'cancel') ? (
    <CancelVerification target={target} clientName={clientName} onChanged={onChanged} />
  ) : null;
  return (
    <div className="stack verification-detail">
      <div className="verification-detail__head">
        <h2 className="verification-detail__title">{title}</h2>
        <VerificationStatusBadge status={verification.status} />
      </div>
      <OutcomeBanner authority={verification.authority} />
      <StatusNotice verification={verification} isStaff={isStaff} />
      {allows(verification, 'submit') ? (
        <StartVerification target={target} authority={verification.authority}>
          {cancel}
        </StartVerification>
      ) : hasActions ? (
        <div className="form-actions verification-detail__actions">
          {allows(verification, 'complete') ? (
            <CompleteVerification target={target} authority={authority} clientName={clientName ?? ''} onChanged={onChanged} />
          ) : null}
          {cancel}
        </div>
      ) : null}
      <Card title={t('verification.facts')}>
        {clientName ? (
          <p className="verification__meta">
            {t('verification.client')}: {clientName}
          </p>
        ) : null}
        <VerificationMeta verification={verification} />
        <h3 className="verification-detail__subtitle">{t('verification.coverNote')}</h3>
        <p className="verification__note verification__note--whole">{verification.cover_note || t('verification.noCoverNote')}</p>
      </Card>
      <Card
        title={t('verification.detailsTitle', { authority })}
        description={verification.details ? t('verification.detailsLead', { authority }) : undefined}
      >
        {verification.details ? (
          <ReturnedDetails details={verification.details} />
        ) : (
          <p>{t(isStaff ? 'verification.noDetails' : 'verification.noDetailsClient', { authority })}</p>
        )}
      </Card>
      <p>
        <Link to={`${basePath}/audit-trail?verification=${verification.id}`}>{t('verification.auditTrail')}</Link>
      </p>
    </div>
  );
}

function LoadedVerification({ clientId, basePath, clientName }: Omit<DetailProps, 'verification'>) {
  const { verificationId = '' } = useParams();
  const verification = useVerification(clientId, verificationId);
  useLiveVerifications();
  if (verification.isPending) return <Spinner />;
  if (verification.isError) return <VerificationUnavailable error={verification.error} onRetry={() => void verification.refetch()} />;
  return <VerificationDetail verification={verification.data} clientId={clientId} basePath={basePath} clientName={clientName} />;
}

function StaffVerification({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const basePath = `/clients/${client.id}/identity-verifications`;
  return (
    <>
      <ClientHeader client={client} title={t('verification.title')} />
      <BackToVerifications to={basePath} />
      <LoadedVerification clientId={client.id} basePath={basePath} clientName={personName(client)} />
    </>
  );
}

/** clients/{clientId}/identity-verifications/{verificationId}: one verification, for staff. */
export function VerificationRoute() {
  const { t } = useTranslation();
  return (
    <StaffVerificationPage title={(client) => `${t('verification.title')} – ${personName(client)}`}>
      {(client) => <StaffVerification client={client} />}
    </StaffVerificationPage>
  );
}

/** identity-verifications/{verificationId}: one of the client's verifications, where they sign in with the authority. */
export function OwnVerificationRoute() {
  const { t } = useTranslation();
  return (
    <OwnVerificationPage>
      {(clientId) => (
        <div className="page verification-page">
          <header className="page-header">
            <BackToVerifications to="/identity-verifications" />
            <h1>{t('verification.title')}</h1>
          </header>
          <LoadedVerification clientId={clientId} basePath="/identity-verifications" clientName={null} />
        </div>
      )}
    </OwnVerificationPage>
  );
}
