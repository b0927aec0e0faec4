import { allows, type ClientDetail, type FinancialStrategy } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ButtonLink, Card, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { financialStrategyKey, strategyCalls, useStrategy } from './financial-strategy.api.ts';
import { StrategyMeta, StrategyStatus, strategiesPath } from './staff-list-page.tsx';
import { ConfirmDialog } from './strategy-confirm.tsx';
import { DocumentActions, DocumentLine } from './strategy-document.tsx';
import { StrategyForm } from './strategy-form.tsx';
import { StaffStrategyPage } from './strategy-guards.tsx';
import { useLiveStrategies } from './strategy-live.ts';
import { ShareControls } from './strategy-sharing.tsx';
import { StrategyUnavailable } from './strategy-unavailable.tsx';
import './financial-strategy.css';

function BackLink({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('financialStrategy.back')} className="strategy-page__back">
      <Link to={strategiesPath(clientId)}>{t('financialStrategy.back')}</Link>
    </nav>
  );
}

/** clients/{clientId}/financial-strategy/new: a new strategy's title and summary; its page opens next, for the document. */
export function NewStrategyRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StaffStrategyPage title={(client) => `${t('financialStrategy.newTitle')} – ${personName(client)}`}>
      {(client) =>
        allows(client, 'financialStrategy.manage') ? (
          <>
            <ClientHeader client={client} title={t('financialStrategy.newTitle')} />
            <BackLink clientId={client.id} />
            <Card title={t('financialStrategy.details')} description={t('financialStrategy.newLead')}>
              <StrategyForm
                clientId={client.id}
                onSaved={(saved) => void navigate(`${strategiesPath(client.id)}/${saved.id}`, { replace: true })}
              />
            </Card>
          </>
        ) : (
          <NotFoundPage />
        )
      }
    </StaffStrategyPage>
  );
}

/** Deletes a strategy the client does not see; a shared one is refused at once with the rule's sentence. */
function DeleteStrategy({ client, strategy }: { client: ClientDetail; strategy: FinancialStrategy }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useApiMutation(() => strategyCalls.remove({ clientId: client.id, strategyId: strategy.id }), {
    onSuccess: () => navigate(strategiesPath(client.id), { replace: true }),
    invalidates: [financialStrategyKey],
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const ask = () => {
    const isShared = strategy.shared_at !== null;
    setRefusal(isShared ? t('financialStrategy.deleteShared') : null);
    setError(null);
    setIsConfirming(!isShared);
  };
  return (
    <div className="strategy-delete">
      <Button variant="danger" size="sm" onClick={ask}>
        {t('financialStrategy.delete')}
      </Button>
      {refusal ? (
        <p className="ui-field__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('financialStrategy.deleteTitle', { title: strategy.title })}
        confirmLabel={t('financialStrategy.confirmDelete')}
        tone="danger"
        isBusy={remove.isPending}
        error={error}
        onConfirm={() => void remove.run()}
        onClose={() => setIsConfirming(false)}
      >
        <p>{t('financialStrategy.deleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}

function StrategyDetail({ client, strategyId }: { client: ClientDetail; strategyId: string }) {
  const { t } = useTranslation();
  const strategy = useStrategy(client.id, strategyId);
  useLiveStrategies();
  const canManage = allows(client, 'financialStrategy.manage');
  const canShare = allows(client, 'financialStrategy.share');
  if (strategy.isPending) return <Spinner />;
  if (strategy.isError) return <StrategyUnavailable error={strategy.error} onRetry={() => void strategy.refetch()} />;
  const view = strategy.data;
  return (
    <>
      <ClientHeader client={client} title={view.title} />
      <BackLink clientId={client.id} />
      <div className="strategy-page__grid">
        <Card title={t('financialStrategy.details')}>
          <StrategyForm key={view.id} clientId={client.id} strategy={view} isReadOnly={!canManage} />
        </Card>
        <div className="stack">
          <Card title={t('financialStrategy.documentTitle')} description={canManage ? t('financialStrategy.uploadHint') : undefined}>
            <DocumentLine strategy={view} />
            <DocumentActions clientId={client.id} strategy={view} canManage={canManage} />
          </Card>
          <Card title={t('financialStrategy.sharingTitle')}>
            <p className="strategy__head">
              <StrategyStatus strategy={view} />
            </p>
            <StrategyMeta strategy={view} />
            {canManage && !canShare ? <p className="strategy__hint">{t('financialStrategy.askForRight')}</p> : null}
            <div className="form-actions">
              <ShareControls clientId={client.id} clientName={personName(client)} strategy={view} canShare={canShare} />
              <ButtonLink variant="ghost" size="sm" to={`${strategiesPath(client.id)}/audit-trail?strategy=${view.id}`}>
                {t('financialStrategy.auditTrail')}
              </ButtonLink>
            </div>
          </Card>
          {canManage ? <DeleteStrategy client={client} strategy={view} /> : null}
        </div>
      </div>
    </>
  );
}

/** clients/{clientId}/financial-strategy/{strategyId}: one strategy, its document, sharing and deletion, for staff. */
export function StrategyRoute() {
  const { t } = useTranslation();
  const { strategyId = '' } = useParams();
  return (
    <StaffStrategyPage title={(client) => `${t('financialStrategy.staffTitle')} – ${personName(client)}`}>
      {(client) => <StrategyDetail client={client} strategyId={strategyId} />}
    </StaffStrategyPage>
  );
}
