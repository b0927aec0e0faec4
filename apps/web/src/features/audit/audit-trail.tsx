import type { AuditEventView } from '@advice/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../lib/breakpoints.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { Pagination } from '../../lib/pagination.ts';
import { Button, EmptyState, Spinner } from '../../ui/index.ts';
import '../../ui/table.css';
import './audit-trail.css';

/** How one area puts its events into words: the action's name and one line per change. */
export type AuditWording = {
  describeAction: (action: string) => string;
  describeChanges: (event: AuditEventView) => string[];
};

type AuditTrailProps = {
  trail: UseQueryResult<{ items: AuditEventView[]; pagination: Pagination }>;
  page: number;
  onPage: (page: number) => void;
  title: string;
  /** What will appear here, for the empty trail ('Changes to this client will appear here.'). */
  emptyText: string;
  wording: AuditWording;
};

/** One page of audit events, newest first: a table on a desktop, a card an event on a phone, and a pager. */
export function AuditTrail({ trail, page, onPage, title, emptyText, wording }: AuditTrailProps) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
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
      <EmptyState title={t('audit.emptyTitle')}>
        <p>{emptyText}</p>
      </EmptyState>
    );
  return (
    <>
      {isDesktop ? (
        <AuditTable items={items} title={title} wording={wording} />
      ) : (
        <AuditCards items={items} title={title} wording={wording} />
      )}
      {pagination.totalPages > 1 ? (
        <nav className="audit-trail__pager" aria-label={title}>
          <Button variant="ghost" size="sm" disabled={!pagination.prevPage} onClick={() => onPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span>{t('common.pageOf', { page, total: pagination.totalPages })}</span>
          <Button variant="ghost" size="sm" disabled={!pagination.nextPage} onClick={() => onPage(page + 1)}>
            {t('common.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}

type EventsProps = { items: AuditEventView[]; title: string; wording: AuditWording };

function AuditTable({ items, title, wording }: EventsProps) {
  const { t } = useTranslation();
  return (
    <section
      className="table-scroll"
      aria-label={title}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className="ui-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((event) => (
            <tr key={event.id}>
              <td>{formatDateTime(event.created_at)}</td>
              <td>{event.actor_name ?? t('audit.system')}</td>
              <td>{wording.describeAction(event.action)}</td>
              <td className="audit-trail__change">
                {wording.describeChanges(event).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** On a phone each event reads top to bottom instead of a table wider than the screen. */
function AuditCards({ items, title, wording }: EventsProps) {
  const { t } = useTranslation();
  return (
    <ol className="audit-trail__cards" aria-label={title}>
      {items.map((event) => (
        <li key={event.id} className="audit-trail__card">
          <p className="audit-trail__what">{wording.describeAction(event.action)}</p>
          <p className="audit-trail__meta">
            {event.actor_name ?? t('audit.system')} · {formatDateTime(event.created_at)}
          </p>
          <ul className="audit-trail__changes">
            {wording.describeChanges(event).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
