import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { MailIcon } from '../../ui/icons.tsx';
import { Button, EmptyState, Spinner, TextField } from '../../ui/index.ts';
import { useCurrentUser } from '../auth/session.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { MailList } from './mail-list.tsx';
import { MailReader } from './mail-reader.tsx';
import { useMailList } from './mailbox.api.ts';
import { TextMessages } from './text-messages.tsx';
import './mailbox.css';

/** The demo mailbox: every mail the portal sent, newest first, and the chosen one with clickable links; then the text messages. */
export function MailboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mailbox.title'));
  const { mailId } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const to = params.get('to') ?? '';
  const [filter, setFilter] = useState(to);
  const me = useCurrentUser();
  const list = useMailList(page, to, !me.data);
  const search = params.toString() ? `?${params.toString()}` : '';

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    setParams(filter.trim() ? { to: filter.trim() } : {});
  };

  const isDisabled = list.isError && isApiError(list.error) && list.error.status === 404;
  if (isDisabled) {
    return (
      <div className="page page--centred">
        <EmptyState headingLevel={1} title={t('mailbox.disabledTitle')}>
          <p>{t('mailbox.disabledText')}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="page mailbox" data-has-selection={mailId !== undefined}>
      <header className="page-header">
        <h1>{t('mailbox.title')}</h1>
        <p className="page__lead">{t('mailbox.intro')}</p>
      </header>
      <search>
        <form className="mailbox__filter" onSubmit={applyFilter}>
          <TextField
            label={t('mailbox.filter')}
            description={t('mailbox.filterHint')}
            type="email"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('mailbox.apply')}
          </Button>
          {to ? (
            <Button
              variant="ghost"
              onClick={() => {
                setFilter('');
                setParams({});
              }}
            >
              {t('mailbox.clear')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => void list.refetch()} isLoading={list.isFetching && !list.isPending}>
            {t('common.refresh')}
          </Button>
        </form>
      </search>
      {list.isPending ? <Spinner /> : null}
      {list.isError && !isDisabled ? (
        <EmptyState title={t('error.title')} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          <p>{t('common.fetchFailed')}</p>
        </EmptyState>
      ) : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState title={to ? t('mailbox.emptyFilteredTitle') : t('mailbox.emptyTitle')} icon={<MailIcon size={32} />}>
          <p>{to ? t('mailbox.emptyFilteredText', { to }) : t('mailbox.emptyText')}</p>
          {to ? null : (
            <p>
              <Link to="/users/password">{t('signIn.forgot')}</Link>
            </p>
          )}
        </EmptyState>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <div className="mailbox__panes">
          <MailList
            items={list.data.items}
            pagination={list.data.pagination}
            page={page}
            selectedId={mailId}
            search={search}
            onPage={(next) => setParams({ ...(to ? { to } : {}), page: String(next) })}
          />
          <div className="mailbox__reader">
            {mailId ? (
              <Link className="mailbox__back" to={`/mailbox${search}`}>
                {t('mailbox.back')}
              </Link>
            ) : null}
            <MailReader id={mailId} />
          </div>
        </div>
      ) : null}
      <TextMessages shouldPoll={!me.data} />
    </div>
  );
}
