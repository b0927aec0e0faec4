import { type CaseDetail, type CaseStatus, type CaseSummary, type CaseType, type CurrentUser, isVisibleToClient } from '@advice/domain';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { type MutationForm, useApiMutation } from '../../lib/mutation.ts';
import { Button, EmptyState, Spinner, StatusBadge, type StatusTone } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useCase, useStoreCase } from './cases.api.ts';
import { isStaffViewer } from './documents/case-documents.rules.ts';
import './cases.css';

const caseStatusTones: Record<CaseStatus, StatusTone> = {
  draft: 'neutral',
  building: 'neutral',
  requested: 'info',
  submitted: 'info',
  reviewing_pack: 'info',
  accepted: 'success',
  confirmed: 'success',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'danger',
  abandoned: 'muted',
  archived: 'muted',
};

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const tk = useKeyTranslation();
  return (
    <StatusBadge tone={caseStatusTones[status]} className="case-badge">
      {tk(`cases.status.${status}`)}
    </StatusBadge>
  );
}

/**
 * Beside the status badge for staff: a case the client cannot see yet says so, since its status name
 * (a pack's "Submitted") does not. A pack that was shared before and taken back says it is being prepared again.
 */
export function NotSentNote({
  item,
  isShort = false,
}: {
  item: Pick<CaseSummary, 'type' | 'status'> & Partial<Pick<CaseDetail, 'timeline'>>;
  isShort?: boolean;
}) {
  const { t } = useTranslation();
  if (isVisibleToClient(item.type, item.status)) return null;
  if (isShort) return <span className="case-not-sent">{t('cases.notSentShort')}</span>;
  const wasShared = item.timeline?.some((entry) => entry.step === 'pack_shared' && entry.at !== null) ?? false;
  return <span className="case-not-sent">{wasShared ? t('cases.notSentAgain') : t('cases.notSent')}</span>;
}

export function useTypeLabel(): (type: CaseType) => string {
  const tk = useKeyTranslation();
  return (type) => tk(`cases.type.${type}`);
}

/** Where a case's pages live, for staff and client alike: client-cases/{caseId} and its sub-pages. */
export function casePath(detail: Pick<CaseDetail, 'id'>, sub = ''): string {
  return `/client-cases/${detail.id}${sub ? `/${sub}` : ''}`;
}

/**
 * A case's sub-page under the address the case was reached at: a client's tree
 * (`clients/{clientId}/cases/{caseId}/…`) when staff came from the client's page, else `client-cases/{caseId}/…`.
 */
export function useCaseSubPath(): (detail: Pick<CaseDetail, 'id'>, sub: string) => string {
  const { clientId } = useParams();
  return (detail, sub) => (clientId ? `/clients/${clientId}/cases/${detail.id}/${sub}` : casePath(detail, sub));
}

/** Creates a case, opens it and says so; refusals that name none of the form's fields become toasts. */
export function useCreateCase<TVariables, TForm extends FieldValues>(
  create: (variables: TVariables) => Promise<CaseDetail>,
  success: string,
  form: MutationForm<TForm>,
) {
  const navigate = useNavigate();
  const store = useStoreCase();
  return useApiMutation(create, {
    success,
    onSuccess: async (created) => {
      await store(created);
      void navigate(casePath(created));
    },
    form,
  });
}

function LoadProblem({ error, onRetry, text }: { error: unknown; onRetry: () => void; text: string }) {
  const { t } = useTranslation();
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <div className="page page--centred">
      <EmptyState
        headingLevel={1}
        title={isMissing ? t('notFound.title') : t('error.title')}
        action={isMissing ? undefined : <Button onClick={onRetry}>{t('common.retry')}</Button>}
      >
        <p>{isMissing ? t('notFound.text') : text}</p>
      </EmptyState>
    </div>
  );
}

/** Loads the case named in the URL and renders `children` with it, or the loading, missing and error states. */
export function WithCase({
  title,
  children,
}: {
  title?: (detail: CaseDetail) => string;
  children: (detail: CaseDetail, user: CurrentUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const { caseId = '' } = useParams();
  const user = useSignedInUser();
  const query = useCase(caseId);
  useDocumentTitle(query.data ? (title?.(query.data) ?? query.data.name) : t('common.loading'));
  if (query.isPending) return <Spinner />;
  if (query.isError || !query.data)
    return <LoadProblem error={query.error} onRetry={() => void query.refetch()} text={t('cases.loadFailed')} />;
  return <div className="page cases">{children(query.data, user)}</div>;
}

/** The case's name, type and status, the way back, and (on sub-pages) the page's own title. */
export function CaseHeader({
  detail,
  user,
  title,
  children,
}: {
  detail: CaseDetail;
  user: CurrentUser;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  return (
    <header className="page-header case-header">
      <nav aria-label={t('cases.back')} className="case-header__back">
        {title ? <Link to={casePath(detail)}>{t('cases.backToCase')}</Link> : <Link to="/client-cases">{t('cases.back')}</Link>}
      </nav>
      <h1>{title ?? detail.name}</h1>
      <p className="case-header__meta">
        {title && detail.name !== typeLabel(detail.type) ? <span>{detail.name}</span> : null}
        <span>{typeLabel(detail.type)}</span>
        <CaseStatusBadge status={detail.status} />
        {isStaffViewer(user) ? <NotSentNote item={detail} /> : null}
        {isStaffViewer(user) ? (
          <span>
            {t('cases.clientName')} <Link to={`/clients/${detail.client.id}`}>{personName(detail.client)}</Link>
          </span>
        ) : null}
      </p>
      {children}
    </header>
  );
}
