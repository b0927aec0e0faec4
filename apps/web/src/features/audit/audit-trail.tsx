import { type AuditEventView, auditSentence } from '@advice/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../lib/breakpoints.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { Pagination } from '../../lib/pagination.ts';
import { Button, CardList, CardListItem, EmptyState, Pager, Spinner } from '../../ui/index.ts';
import '../../ui/table.css';
import './audit-trail.css';

/** How one area names its events at a glance ('Top-up cancelled'); what each did is the domain's sentence. */
export type AuditWording = {
  describeAction: (action: string) => string;
};

/** An event as the sentence a person reads, worded by the catalogue: "Charlotte Hughes accepted the recommendation pack". */
function useAuditSentence(): (event: AuditEventView) => string {
  const { t } = useTranslation();
  // i18next's types take only literal keys; the key is one of the catalogue's, checked by AuditMessageKey.
  return useCallback((event: AuditEventView) => auditSentence(event, (key, params) => String(t(key as never, params))), [t]);
}

/** A trail across practices says where each event happened: a column of its own ('Practice'), and the name or 'Platform-wide'. */
export type AuditPlace<E extends AuditEventView> = { heading: string; of: (event: E) => string };

type AuditTrailProps<E extends AuditEventView> = {
  trail: UseQueryResult<{ items: E[]; pagination: Pagination }>;
  page: number;
  onPage: (page: number) => void;
  title: string;
  /** What will appear here, for the empty trail ('Changes to this client will appear here.'). */
  emptyText: string;
  wording: AuditWording;
  place?: AuditPlace<E> | undefined;
};

/** One page of audit events, newest first: a table on a desktop, a card an event on a phone, and a pager. */
export function AuditTrail<E extends AuditEventView>({ trail, page, onPage, title, emptyText, wording, place }: AuditTrailProps<E>) {
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
        <AuditTable items={items} title={title} wording={wording} place={place} />
      ) : (
        <AuditCards items={items} title={title} wording={wording} place={place} />
      )}
      <Pager
        label={title}
        pagination={pagination}
        page={page}
        summary={t('common.pageOf', { page, total: pagination.totalPages })}
        onPage={onPage}
      />
    </>
  );
}

type EventsProps<E extends AuditEventView> = { items: E[]; title: string; wording: AuditWording; place?: AuditPlace<E> | undefined };

function AuditTable<E extends AuditEventView>({ items, title, wording, place }: EventsProps<E>) {
  const { t } = useTranslation();
  const sentenceOf = useAuditSentence();
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
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.happened')}</th>
            {place ? <th scope="col">{place.heading}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((event) => (
            <tr key={event.id}>
              <td className="audit-trail__when">{formatDateTime(event.created_at)}</td>
              <td>{wording.describeAction(event.action)}</td>
              <td className="audit-trail__sentence">{sentenceOf(event)}</td>
              {place ? <td>{place.of(event)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** On a phone each event reads top to bottom instead of a table wider than the screen. */
function AuditCards<E extends AuditEventView>({ items, title, wording, place }: EventsProps<E>) {
  const sentenceOf = useAuditSentence();
  return (
    <CardList as="ol" label={title}>
      {items.map((event) => (
        <CardListItem key={event.id} className="audit-trail__card">
          <p className="audit-trail__what">{wording.describeAction(event.action)}</p>
          <p className="audit-trail__sentence">{sentenceOf(event)}</p>
          <p className="audit-trail__meta">
            {place ? `${formatDateTime(event.created_at)} · ${place.of(event)}` : formatDateTime(event.created_at)}
          </p>
        </CardListItem>
      ))}
    </CardList>
  );
}
