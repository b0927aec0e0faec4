import type { MessageBulk } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, Spinner, StatusBadge, type StatusTone } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { bulkKey, useMessageBulk } from './messages.api.ts';
import { useReloadOnMessagesEvent } from './messages-live.ts';
import { clientMessagesPath } from './messages-pages.tsx';

const resultTone: Record<MessageBulk['results'][number]['status'], StatusTone> = { pending: 'muted', sent: 'success', failed: 'danger' };
const resultLabel = {
  pending: 'messages.bulk.result.pending',
  sent: 'messages.bulk.result.sent',
  failed: 'messages.bulk.result.failed',
} as const;

/** How far a message to several clients has gone, and each client's result as it comes. */
export function MessageBulkProgress({ bulkId, onAnother }: { bulkId: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const bulk = useMessageBulk(bulkId);
  useReloadOnMessagesEvent(bulkKey(bulkId), (event) => event.type === 'messages.bulk-progress' && event.bulk_id === bulkId);
  if (bulk.isPending) return <Spinner />;
  if (bulk.isError)
    return (
      <p className="messages__problem" role="alert">
        {t('messages.bulk.progressFailed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void bulk.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  const { total, sent, failed, status, results } = bulk.data;
  const isDone = status === 'done';
  return (
    <Card
      title={isDone ? t('messages.bulk.doneTitle') : t('messages.bulk.runningTitle')}
      className="messages-bulk__progress"
      actions={isDone ? <Button onClick={onAnother}>{t('messages.bulk.another')}</Button> : null}
    >
      <progress
        className="messages-bulk__bar"
        value={sent + failed}
        max={Math.max(total, 1)}
        aria-label={t('messages.bulk.progressLabel')}
      />
      <p aria-live="polite">{t('messages.bulk.counts', { done: sent + failed, total, sent, failed })}</p>
      <ul className="messages-bulk__results" aria-label={t('messages.bulk.resultsLabel')}>
        {results.map((result) => {
          const name = result.client ? personName(result.client) : t('messages.bulk.unknownClient');
          return (
            <li key={result.client_id} className="messages-bulk__result">
              {result.status === 'sent' ? <Link to={clientMessagesPath(result.client_id)}>{name}</Link> : <span>{name}</span>}
              <StatusBadge tone={resultTone[result.status]}>{t(resultLabel[result.status])}</StatusBadge>
              {result.error ? <span className="messages-bulk__error">{result.error}</span> : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
