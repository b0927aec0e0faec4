import type { ClientDetail } from '@advice/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { EmptyState, Select, Spinner } from '../../ui/index.ts';
import { AuditTrail } from '../audit/audit-trail.tsx';
import { actionLabel } from '../audit/audit-wording.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { useStrategies, useStrategyAuditTrail } from './financial-strategy.api.ts';
import { strategiesPath } from './staff-list-page.tsx';
import { StaffStrategyPage } from './strategy-guards.tsx';
import './financial-strategy.css';

/** Each audited action at a glance; the sentence beside it says who did what. */
const actionKeys = {
  strategy_created: 'financialStrategy.audit.created',
  strategy_updated: 'financialStrategy.audit.updated',
  strategy_document_uploaded: 'financialStrategy.audit.uploaded',
  strategy_shared: 'financialStrategy.audit.shared',
  strategy_unshared: 'financialStrategy.audit.unshared',
  strategy_deleted: 'financialStrategy.audit.deleted',
  strategy_opened: 'financialStrategy.audit.opened',
} as const;

function StrategyEvents({ clientId, strategyId, title }: { clientId: string; strategyId: string; title: string }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const [page, setPage] = useState(1);
  const trail = useStrategyAuditTrail(clientId, strategyId, page);
  const wording = useMemo(
    () => ({
      describeAction: (action: string) => (action in actionKeys ? tk(actionKeys[action as keyof typeof actionKeys]) : actionLabel(action)),
    }),
    [tk],
  );
  return (
    <AuditTrail trail={trail} page={page} onPage={setPage} title={title} emptyText={t('financialStrategy.audit.empty')} wording={wording} />
  );
}

/** The trail of one strategy at a time, chosen from the client's strategies (`?strategy=`; the newest by default). */
function StrategyAuditTrail({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const title = t('financialStrategy.audit.title');
  const [search, setSearch] = useSearchParams();
  const strategies = useStrategies(client.id, 1, { perPage: 100 });
  const items = strategies.data?.items ?? [];
  const chosen = items.find((item) => item.id === search.get('strategy')) ?? items[0];
  return (
    <>
      <ClientHeader client={client} title={title} />
      <nav aria-label={t('financialStrategy.back')} className="strategy-page__back">
        <Link to={strategiesPath(client.id)}>{t('financialStrategy.back')}</Link>
      </nav>
      <p className="page__lead strategy-page__intro">{t('financialStrategy.audit.lead')}</p>
      {strategies.isPending ? (
        <Spinner />
      ) : !chosen ? (
        <EmptyState title={t('financialStrategy.audit.noneTitle')}>
          <p>{t('financialStrategy.audit.none')}</p>
        </EmptyState>
      ) : (
        <>
          <Select
            className="strategy-audit__choice"
            label={t('financialStrategy.audit.choose')}
            options={items.map((item) => ({ value: item.id, label: item.title }))}
            value={chosen.id}
            onChange={(event) => setSearch({ strategy: event.target.value }, { replace: true })}
          />
          <StrategyEvents key={chosen.id} clientId={client.id} strategyId={chosen.id} title={`${title}: ${chosen.title}`} />
        </>
      )}
    </>
  );
}

/** clients/{clientId}/financial-strategy/audit-trail: what was done with each of the client's strategies, for staff. */
export function StrategyAuditTrailRoute() {
  const { t } = useTranslation();
  return (
    <StaffStrategyPage title={(client) => `${t('financialStrategy.audit.title')} – ${personName(client)}`}>
      {(client) => <StrategyAuditTrail client={client} />}
    </StaffStrategyPage>
  );
}
