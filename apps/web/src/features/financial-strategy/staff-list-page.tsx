import { allows, type ClientDetail, type FinancialStrategy } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { Banner, Button, ButtonLink, EmptyState, Pager, Spinner, StatusBadge } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useStrategies } from './financial-strategy.api.ts';
import { DocumentActions, DocumentLine } from './strategy-document.tsx';
import { StaffStrategyPage } from './strategy-guards.tsx';
import { useLiveStrategies } from './strategy-live.ts';
import { ShareControls } from './strategy-sharing.tsx';
import './financial-strategy.css';

export const strategiesPath = (clientId: string) => `/clients/${clientId}/financial-strategy`;

/** When it was shared and by whom, or when it was written; and, once shared, whether the client has opened it. */
export function StrategyMeta({ strategy }: { strategy: FinancialStrategy }) {
  const { t } = useTranslation();
  const { shared_at: sharedAt, shared_by: sharedBy, opened_at: openedAt } = strategy;
  return (
    <>
      <p className="strategy__meta">
        {sharedAt
          ? sharedBy
            ? t('financialStrategy.sharedBy', { date: formatDate(sharedAt), name: sharedBy.name })
            : t('financialStrategy.sharedOn', { date: formatDate(sharedAt) })
          : t('financialStrategy.createdOn', { date: formatDate(strategy.created_at) })}
      </p>
      {sharedAt ? (
        <p className="strategy__meta">
          {openedAt ? t('financialStrategy.openedOn', { date: formatDate(openedAt) }) : t('financialStrategy.notOpened')}
        </p>
      ) : null}
    </>
  );
}

export function StrategyStatus({ strategy }: { strategy: FinancialStrategy }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={strategy.status === 'shared' ? 'success' : 'neutral'} className="strategy-status">
      {t(`financialStrategy.status.${strategy.status}`)}
    </StatusBadge>
  );
}

type ItemProps = { client: ClientDetail; strategy: FinancialStrategy; canManage: boolean; canShare: boolean };

function StrategyItem({ client, strategy, canManage, canShare }: ItemProps) {
  return (
    <li className="strategy">
      <div className="strategy__head">
        <h3 className="strategy__title">
          <Link to={`${strategiesPath(client.id)}/${strategy.id}`}>{strategy.title}</Link>
        </h3>
        <StrategyStatus strategy={strategy} />
      </div>
      <StrategyMeta strategy={strategy} />
      <DocumentLine strategy={strategy} />
      <div className="strategy__actions">
        <DocumentActions clientId={client.id} strategy={strategy} canManage={canManage} />
        <ShareControls clientId={client.id} clientName={personName(client)} strategy={strategy} canShare={canShare} />
      </div>
    </li>
  );
}

/** A client's strategies for staff: each with its status, document and the share it waits for. */
function ClientStrategies({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useStrategies(client.id, page);
  useLiveStrategies();
  const canManage = allows(client, 'financialStrategy.manage');
  const canShare = allows(client, 'financialStrategy.share');
  const name = personName(client);
  const newButton = canManage ? <ButtonLink to={`${strategiesPath(client.id)}/new`}>{t('financialStrategy.new')}</ButtonLink> : null;

  return (
    <>
      <ClientHeader client={client} title={t('financialStrategy.staffTitle')} />
      <div className="strategy-page__intro">
        <p className="page__lead">{t('financialStrategy.staffLead', { name })}</p>
        <div className="form-actions">
          {newButton}
          <ButtonLink variant="ghost" to={`${strategiesPath(client.id)}/audit-trail`}>
            {t('financialStrategy.auditTrail')}
          </ButtonLink>
        </div>
        {canManage && !canShare ? (
          <Banner tone="info">
            <p>{t('financialStrategy.askForRight')}</p>
          </Banner>
        ) : null}
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          <p>{t('financialStrategy.loadFailed')}</p>
        </Banner>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('financialStrategy.staffEmptyTitle')} action={newButton ?? undefined}>
          <p>{canManage ? t('financialStrategy.staffEmptyText', { name }) : t('financialStrategy.staffEmptyReadOnly', { name })}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="strategy-list" aria-label={t('financialStrategy.listLabel')}>
            {list.data.items.map((strategy) => (
              <StrategyItem key={strategy.id} client={client} strategy={strategy} canManage={canManage} canShare={canShare} />
            ))}
          </ul>
          <Pager
            label={t('financialStrategy.listLabel')}
            pagination={list.data.pagination}
            page={page}
            onPage={setPage}
            summary={t('common.pageOf', { page, total: list.data.pagination.totalPages })}
          />
        </>
      )}
    </>
  );
}

/** clients/{clientId}/financial-strategy: the client's strategies, for staff. */
export function ClientStrategiesRoute() {
  const { t } = useTranslation();
  return (
    <StaffStrategyPage title={(client) => `${t('financialStrategy.staffTitle')} – ${personName(client)}`}>
      {(client) => <ClientStrategies client={client} />}
    </StaffStrategyPage>
  );
}
