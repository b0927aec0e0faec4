import {
  allows,
  type ClientDetail,
  excerptOf,
  type Verification,
  type VerificationAuthority,
  verificationOutcomeMessages,
  verificationOutcomes,
} from '@advice/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { Banner, Button, ButtonLink, EmptyState, Pager, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useLiveVerifications, useVerifications } from './verification.api.ts';
import { OwnVerificationPage, StaffVerificationPage, useVerificationTitle, VerificationStatusBadge } from './verification-guards.tsx';

const outcomeTones = { received: 'success', stopped: 'warning', expired: 'warning', unavailable: 'error', unknown: 'error' } as const;

/** How a return from the authority ended (`?outcome=`, set by the callback): said once, above the page. */
export function OutcomeBanner({ authority }: { authority?: VerificationAuthority }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const outcome = verificationOutcomes.find((value) => value === search.get('outcome'));
  if (!outcome) return null;
  const text = t(verificationOutcomeMessages[outcome], { authority: authority ? t(`verification.authority.${authority}`) : '' });
  return (
    <Banner tone={outcomeTones[outcome]} role={outcome === 'received' ? 'status' : 'alert'} className="verification-outcome">
      <p>{text}</p>
    </Banner>
  );
}

/** When it was asked for (and by whom), and when it last moved. */
export function VerificationMeta({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const requested = verification.created_by
    ? t('verification.requestedBy', { date: formatDate(verification.created_at), name: verification.created_by.name })
    : t('verification.requestedOn', { date: formatDate(verification.created_at) });
  const moved = verification.cancelled_at
    ? t('verification.cancelledOn', { date: formatDate(verification.cancelled_at) })
    : verification.completed_at
      ? t('verification.completedOn', { date: formatDate(verification.completed_at) })
      : verification.submitted_at
        ? t('verification.submittedOn', { date: formatDate(verification.submitted_at) })
        : null;
  return (
    <>
      <p className="verification__meta">{requested}</p>
      {moved ? <p className="verification__meta">{moved}</p> : null}
    </>
  );
}

function VerificationItem({ verification, basePath }: { verification: Verification; basePath: string }) {
  const titleOf = useVerificationTitle();
  return (
    <li className="verification">
      <div className="verification__head">
        <h2 className="verification__title">
          <Link to={`${basePath}/${verification.id}`}>{titleOf(verification)}</Link>
        </h2>
        <VerificationStatusBadge status={verification.status} />
      </div>
      <VerificationMeta verification={verification} />
      {verification.cover_note ? <p className="verification__note">{excerptOf(verification.cover_note, 160)}</p> : null}
    </li>
  );
}

type ListProps = { clientId: string; basePath: string; empty: { title: string; text: string; action?: ReactNode | undefined } };

/** A client's verifications, newest first, with the empty state saying what happens next. */
function VerificationList({ clientId, basePath, empty }: ListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useVerifications(clientId, page);
  useLiveVerifications();
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('verification.loadFailed')}</p>
      </Banner>
    );
  const { items, pagination } = list.data;
  if (items.length === 0)
    return (
      <EmptyState title={empty.title} action={empty.action}>
        <p>{empty.text}</p>
      </EmptyState>
    );
  return (
    <>
      <ul className="verification-list" aria-label={t('verification.listLabel')}>
        {items.map((verification) => (
          <VerificationItem key={verification.id} verification={verification} basePath={basePath} />
        ))}
      </ul>
      <Pager
        label={t('verification.listLabel')}
        pagination={pagination}
        page={page}
        onPage={setPage}
        summary={t('common.pageOf', { page, total: pagination.totalPages })}
      />
    </>
  );
}

function ClientVerifications({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const basePath = `/clients/${client.id}/identity-verifications`;
  const name = personName(client);
  const canCreate = allows(client, 'verification.create');
  const newButton = canCreate ? <ButtonLink to={`${basePath}/new`}>{t('verification.new')}</ButtonLink> : undefined;
  return (
    <>
      <ClientHeader client={client} title={t('verification.title')} />
      <div className="verification-page__intro">
        <p className="page__lead">{t('verification.staffLead', { name })}</p>
        <div className="form-actions">
          {newButton}
          <ButtonLink variant="ghost" to={`${basePath}/audit-trail`}>
            {t('verification.auditTrail')}
          </ButtonLink>
        </div>
      </div>
      <VerificationList
        clientId={client.id}
        basePath={basePath}
        empty={{
          title: t('verification.staffEmptyTitle'),
          text: canCreate ? t('verification.staffEmptyText', { name }) : t('verification.staffEmptyReadOnly', { name }),
          action: newButton,
        }}
      />
    </>
  );
}

/** clients/{clientId}/identity-verifications: the client's verifications, for staff. */
export function ClientVerificationsRoute() {
  const { t } = useTranslation();
  return (
    <StaffVerificationPage title={(client) => `${t('verification.title')} – ${personName(client)}`}>
      {(client) => <ClientVerifications client={client} />}
    </StaffVerificationPage>
  );
}

/** identity-verifications: the verifications the client's adviser asked them for. */
export function OwnVerificationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.title'));
  return (
    <OwnVerificationPage>
      {(clientId) => (
        <div className="page verification-page">
          <header className="page-header">
            <h1>{t('verification.title')}</h1>
            <p className="page__lead">{t('verification.lead')}</p>
          </header>
          <OutcomeBanner />
          <div className="form-actions verification-page__links">
            <Link to="/identity-verifications/audit-trail">{t('verification.auditTrail')}</Link>
          </div>
          <VerificationList
            clientId={clientId}
            basePath="/identity-verifications"
            empty={{ title: t('verification.emptyTitle'), text: t('verification.emptyText') }}
          />
        </div>
      )}
    </OwnVerificationPage>
  );
}
