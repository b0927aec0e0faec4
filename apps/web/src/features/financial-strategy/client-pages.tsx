import { type FinancialStrategy, isPdfDocument } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { DownloadIcon } from '../../ui/icons.tsx';
import { Banner, Button, Card, EmptyState, Pager, Spinner, StatusBadge } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { financialStrategyKey, strategyCalls, useStrategies, useStrategy } from './financial-strategy.api.ts';
import { OwnStrategyPage } from './strategy-guards.tsx';
import { useLiveStrategies } from './strategy-live.ts';
import { StrategyUnavailable } from './strategy-unavailable.tsx';
import './financial-strategy.css';

const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

function SharedItem({ strategy }: { strategy: FinancialStrategy }) {
  const { t } = useTranslation();
  return (
    <li className="strategy">
      <div className="strategy__head">
        <h2 className="strategy__title">
          <Link to={`/financial-strategy/${strategy.id}`}>{strategy.title}</Link>
        </h2>
        {strategy.opened_at === null ? <StatusBadge tone="info">{t('financialStrategy.unopenedBadge')}</StatusBadge> : null}
      </div>
      {strategy.shared_at ? (
        <p className="strategy__meta">{t('financialStrategy.sharedOn', { date: formatDate(strategy.shared_at) })}</p>
      ) : null}
      {strategy.summary ? <p className="strategy__summary">{strategy.summary}</p> : null}
    </li>
  );
}

function OwnStrategies({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useStrategies(clientId, page);
  useLiveStrategies();
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('financialStrategy.loadFailed')}</p>
      </Banner>
    );
  const { items, pagination } = list.data;
  if (items.length === 0)
    return (
      <EmptyState title={t('financialStrategy.emptyTitle')}>
        <p>{t('financialStrategy.emptyText')}</p>
      </EmptyState>
    );
  return (
    <>
      <ul className="strategy-list" aria-label={t('financialStrategy.listLabel')}>
        {items.map((strategy) => (
          <SharedItem key={strategy.id} strategy={strategy} />
        ))}
      </ul>
      <Pager
        label={t('financialStrategy.listLabel')}
        pagination={pagination}
        page={page}
        onPage={setPage}
        summary={t('common.pageOf', { page, total: pagination.totalPages })}
      />
    </>
  );
}

/** financial-strategy: the strategies the client's adviser shared with them. */
export function OwnStrategiesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('financialStrategy.title'));
  return (
    <OwnStrategyPage>
      {(clientId) => (
        <div className="page strategy-page">
          <header className="page-header">
            <h1>{t('financialStrategy.title')}</h1>
            <p className="page__lead">{t('financialStrategy.lead')}</p>
          </header>
          <OwnStrategies clientId={clientId} />
        </div>
      )}
    </OwnStrategyPage>
  );
}

/** The document: a PDF in the app's viewer, anything else as a download. Opening it marks the strategy read. */
function StrategyDocument({ clientId, strategy }: { clientId: string; strategy: FinancialStrategy }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { document } = strategy;
  if (!document) return null;
  const markOpened = () => void queryClient.invalidateQueries({ queryKey: financialStrategyKey });
  if (isPdfDocument(document))
    return (
      <Suspense fallback={<Spinner />}>
        <PdfViewer url={document.download_url} title={strategy.title} downloadName={document.file_name} onLoad={markOpened} />
      </Suspense>
    );
  const download = () =>
    void strategyCalls
      .download({ clientId, strategyId: strategy.id })
      .then(markOpened)
      .catch(() => undefined);
  return (
    <Card title={t('financialStrategy.documentTitle')} description={t('financialStrategy.downloadText')}>
      <Button icon={<DownloadIcon />} onClick={download}>
        {t('financialStrategy.downloadNamed', { name: document.file_name })}
      </Button>
    </Card>
  );
}

function OwnStrategy({ clientId, strategyId }: { clientId: string; strategyId: string }) {
  const { t } = useTranslation();
  const strategy = useStrategy(clientId, strategyId);
  useLiveStrategies();
  useDocumentTitle(strategy.data?.title ?? t('financialStrategy.title'));
  if (strategy.isPending) return <Spinner />;
  if (strategy.isError) return <StrategyUnavailable error={strategy.error} onRetry={() => void strategy.refetch()} />;
  const view = strategy.data;
  return (
    <div className="page strategy-page">
      <header className="page-header">
        <nav aria-label={t('financialStrategy.back')} className="strategy-page__back">
          <Link to="/financial-strategy">{t('financialStrategy.back')}</Link>
        </nav>
        <h1>{view.title}</h1>
        {view.shared_at ? (
          <p className="page-header__meta">{t('financialStrategy.sharedOn', { date: formatDate(view.shared_at) })}</p>
        ) : null}
        {view.summary ? <p className="page__lead strategy__summary">{view.summary}</p> : null}
      </header>
      <StrategyDocument clientId={clientId} strategy={view} />
    </div>
  );
}

/** financial-strategy/{strategyId}: one strategy shared with the client, its document open. */
export function OwnStrategyRoute() {
  const { strategyId = '' } = useParams();
  return <OwnStrategyPage>{(clientId) => <OwnStrategy clientId={clientId} strategyId={strategyId} />}</OwnStrategyPage>;
}
