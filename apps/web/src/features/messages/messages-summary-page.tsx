import { type MessagesSummaryQuery, type MessagesSummaryRow, messagesSummaryFilters } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ButtonLink, EmptyState, Pager, Select, Spinner, StatusBadge } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientSearchField } from '../people/clients/client-search-field.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { messageCalls, messagesKey, summaryKey, useMessagesSummary, useUnreadMessages } from './messages.api.ts';
import { useReloadOnMessagesEvent } from './messages-live.ts';
import { clientMessagesPath } from './messages-pages.tsx';
import './messages.css';

type Filter = MessagesSummaryQuery['filter'];
const filterLabel = {
  all: 'messages.filter.all',
  with_messages: 'messages.filter.withMessages',
  unread: 'messages.filter.unread',
} as const;

function SummaryRow({ row }: { row: MessagesSummaryRow }) {
  const { t } = useTranslation();
  const last = row.last_message;
  const excerpt = last
    ? last.author
      ? t('messages.summary.excerpt', { author: last.author.name, excerpt: last.excerpt })
      : last.excerpt
    : t('messages.summary.none');
  return (
    <li className={`messages-summary__row${row.unread_count > 0 ? ' messages-summary__row--unread' : ''}`}>
      <Link to={clientMessagesPath(row.client.id)} className="messages-summary__link">
        <span className="messages-summary__name">{personName(row.client)}</span>
        {row.unread_count > 0 ? <StatusBadge tone="info">{t('messages.summary.unread', { count: row.unread_count })}</StatusBadge> : null}
      </Link>
      <span className="messages-summary__excerpt">
        {last?.kind === 'practice_note' ? <StatusBadge tone="muted">{t('messages.summary.practiceNote')}</StatusBadge> : null} {excerpt}
      </span>
      {last ? (
        <time className="messages-summary__time" dateTime={last.created_at}>
          {formatDateTime(last.created_at)}
        </time>
      ) : null}
    </li>
  );
}

function SummaryEmpty({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation();
  if (isFiltered)
    return (
      <EmptyState title={t('messages.summary.noMatchTitle')} headingLevel={2}>
        <p>{t('messages.summary.noMatch')}</p>
      </EmptyState>
    );
  return (
    <EmptyState
      title={t('messages.summary.emptyTitle')}
      headingLevel={2}
      action={<ButtonLink to="/messages-summary/message-multiple-clients">{t('messages.summary.messageMany')}</ButtonLink>}
    >
      <p>{t('messages.summary.empty')}</p>
    </EmptyState>
  );
}

function MessagesSummary({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const summary = useMessagesSummary({ search, filter, page });
  const unread = useUnreadMessages(userId);
  useReloadOnMessagesEvent(summaryKey, (event) => event.type !== 'messages.bulk-progress');
  const markAll = useApiMutation(() => messageCalls.markAllSeen(userId), { invalidates: [messagesKey] });
  const rows = summary.data?.items ?? [];
  const isFiltered = filter !== 'all' || search.trim().length >= 3;

  return (
    <div className="page messages-summary">
      <header className="page-header">
        <h1>{t('messages.summary.title')}</h1>
        <p className="page__lead">{t('messages.summary.lead')}</p>
      </header>
      <div className="messages-summary__toolbar">
        <ClientSearchField
          label={t('messages.summary.search')}
          className="messages-summary__filters"
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        >
          <Select
            label={t('messages.summary.show')}
            value={filter}
            options={messagesSummaryFilters.map((value) => ({ value, label: t(filterLabel[value]) }))}
            onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPage(1);
            }}
          />
        </ClientSearchField>
        <div className="form-actions">
          <ButtonLink to="/messages-summary/message-multiple-clients" variant="secondary">
            {t('messages.summary.messageMany')}
          </ButtonLink>
          {(unread.data?.total ?? 0) > 0 ? (
            <Button variant="ghost" isLoading={markAll.isPending} onClick={() => void markAll.run()}>
              {t('messages.markAllSeen')}
            </Button>
          ) : null}
        </div>
      </div>
      {summary.isPending ? (
        <Spinner />
      ) : summary.isError ? (
        <p className="messages__problem" role="alert">
          {t('messages.summary.loadFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <SummaryEmpty isFiltered={isFiltered} />
      ) : (
        <>
          <ul className="messages-summary__list" aria-label={t('messages.summary.listLabel')}>
            {rows.map((row) => (
              <SummaryRow key={row.client.id} row={row} />
            ))}
          </ul>
          {summary.data ? (
            <Pager
              label={t('messages.summary.listLabel')}
              pagination={summary.data.pagination}
              page={page}
              onPage={setPage}
              summary={t('common.pageOf', { page, total: summary.data.pagination.totalPages })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/** messages-summary: staff's clients with their latest message and what the reader has not seen. */
export function MessagesSummaryRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  useDocumentTitle(t('messages.summary.title'));
  if (user.role === 'client') return <Navigate to="/messages" replace />;
  return (
    <FeatureGate flag="messages">
      <MessagesSummary userId={user.id} />
    </FeatureGate>
  );
}
