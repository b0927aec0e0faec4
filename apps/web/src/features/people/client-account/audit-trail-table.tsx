import type { AuditEventView } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { Button, EmptyState, Spinner } from '../../../ui/index.ts';
import { useAuditTrail } from './client-account.api.ts';
import '../../../ui/table.css';

/** 'details_updated' reads as 'Details updated'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[_.-]+/gu, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Old → new for each field an event changed. */
export function changeLines(event: Pick<AuditEventView, 'before' | 'after'>): string[] {
  const before = (event.before ?? {}) as Record<string, unknown>;
  const after = (event.after ?? {}) as Record<string, unknown>;
  // Ids mean nothing to a reader; the names beside them say the same.
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !key.endsWith('Id'));
  return keys.map((key) => {
    if (!(key in before)) return `${key}: ${describeValue(after[key])}`;
    if (!(key in after)) return `${key}: ${describeValue(before[key])}`;
    return `${key}: ${describeValue(before[key])} → ${describeValue(after[key])}`;
  });
}

/** The client's audit trail as a paginated table, newest first. */
export function AuditTrailTable({ clientId, scope, title }: { clientId: string; scope: 'all' | 'additional_advisers'; title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const trail = useAuditTrail(clientId, page, scope);
  if (trail.isPending) return <Spinner />;
  if (trail.isError)
    return (
      <EmptyState title={t('error.title')} action={<Button onClick={() => void trail.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('common.fetchFailed')}</p>
      </EmptyState>
    );
  const { items, pagination } = trail.data;
  if (items.length === 0)
    return (
      <EmptyState title={t('client.audit.emptyTitle')} headingLevel={2}>
        <p>{t('client.audit.empty')}</p>
      </EmptyState>
    );
  return (
    <section aria-label={title}>
      <div className="table-scroll">
        <table className="ui-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('client.audit.when')}</th>
              <th scope="col">{t('client.audit.who')}</th>
              <th scope="col">{t('client.audit.what')}</th>
              <th scope="col">{t('client.audit.change')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((event) => (
              <tr key={event.id}>
                <td>{formatDateTime(event.created_at)}</td>
                <td>{event.actor_name ?? t('client.audit.system')}</td>
                <td>{actionLabel(event.action)}</td>
                <td className="audit-change">
                  {changeLines(event).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination.totalPages > 1 ? (
        <nav className="client-pager" aria-label={title}>
          <Button variant="ghost" size="sm" disabled={!pagination.prevPage} onClick={() => setPage((p) => p - 1)}>
            {t('common.previous')}
          </Button>
          <span>{t('common.pageOf', { page, total: pagination.totalPages })}</span>
          <Button variant="ghost" size="sm" disabled={!pagination.nextPage} onClick={() => setPage((p) => p + 1)}>
            {t('common.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
