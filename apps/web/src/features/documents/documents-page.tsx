import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../lib/breakpoints.ts';
import { Button, ButtonLink, CardList, EmptyState, Pager, Spinner } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { isStaffViewer } from '../cases/documents/case-documents.rules.ts';
import { useFeature } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { type DocumentFilter, useDocumentList, useDocumentsAwaitingSignature } from './documents.api.ts';
import { DocumentCard, DocumentTable } from './documents-page-parts.tsx';
import './documents-page.css';

type ListParams = { filter: DocumentFilter; page: number };

function paramsFrom(search: URLSearchParams, isSigningOn: boolean): ListParams {
  const page = Number(search.get('page'));
  return {
    filter: isSigningOn && search.get('filter') === 'awaiting_signature' ? 'awaiting_signature' : 'all',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const searchOf = ({ filter, page }: ListParams) => {
  const search = new URLSearchParams();
  if (filter !== 'all') search.set('filter', filter);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `?${query}` : '';
};

/** All documents, or only those waiting for the reader's signature (with how many): links, so each list has its address. */
function FilterSwitch({ filter, waiting }: { filter: DocumentFilter; waiting: number | undefined }) {
  const { t } = useTranslation();
  const option = (value: DocumentFilter, label: string, count?: number) => (
    <Link
      to={{ search: searchOf({ filter: value, page: 1 }) }}
      className="documents__switch-option"
      aria-current={filter === value ? 'page' : undefined}
    >
      {label}
      {count ? (
        <span className="documents__count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden"> {t('documents.filter.waitingCount', { count })}</span>
        </span>
      ) : null}
    </Link>
  );
  return (
    <nav className="documents__switch" aria-label={t('documents.filter.label')}>
      {option('all', t('documents.filter.all'))}
      {option('awaiting_signature', t('documents.filter.waiting'), waiting)}
    </nav>
  );
}

function EmptyList({ filter, isStaff }: { filter: DocumentFilter; isStaff: boolean }) {
  const { t } = useTranslation();
  if (filter === 'awaiting_signature')
    return (
      <EmptyState
        title={t('documents.emptyWaiting.title')}
        action={
          <ButtonLink variant="secondary" to={{ search: '' }}>
            {t('documents.emptyWaiting.action')}
          </ButtonLink>
        }
      >
        <p>{t('documents.emptyWaiting.text')}</p>
      </EmptyState>
    );
  return (
    <EmptyState
      title={t('documents.empty.title')}
      action={isStaff ? <ButtonLink to="/clients">{t('documents.empty.staffAction')}</ButtonLink> : undefined}
    >
      <p>{isStaff ? t('documents.empty.staff') : t('documents.empty.client')}</p>
    </EmptyState>
  );
}

/** documents: what the reader may see across cases and packs, newest first, or what waits for their signature. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isStaff = isStaffViewer(user);
  const isSigningOn = useFeature('eSignature');
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search, isSigningOn);
  const list = useDocumentList(params.filter, params.page);
  const waiting = useDocumentsAwaitingSignature(isSigningOn);
  const isDesktop = useIsDesktop();
  const title = t('documents.title');
  useDocumentTitle(title);
  const label = params.filter === 'all' ? t('documents.list.label') : t('documents.list.waitingLabel');

  return (
    <div className="page documents">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page__lead">{isStaff ? t('documents.lead.staff') : t('documents.lead.client')}</p>
      </header>
      {isSigningOn ? <FilterSwitch filter={params.filter} waiting={waiting.data?.pagination.total} /> : null}
      <div aria-live="polite" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <EmptyState title={t('error.title')} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
            <p>{t('common.fetchFailed')}</p>
          </EmptyState>
        ) : list.data.items.length === 0 ? (
          <EmptyList filter={params.filter} isStaff={isStaff} />
        ) : (
          <>
            {isDesktop ? (
              <DocumentTable items={list.data.items} isStaff={isStaff} label={label} />
            ) : (
              <CardList label={label} as="ol">
                {list.data.items.map((item) => (
                  <DocumentCard key={item.id} item={item} isStaff={isStaff} />
                ))}
              </CardList>
            )}
            <Pager
              label={label}
              pagination={list.data.pagination}
              page={params.page}
              summary={t('documents.list.page', {
                page: params.page,
                pages: list.data.pagination.totalPages,
                total: list.data.pagination.total,
              })}
              onPage={(page) => setSearch(searchOf({ ...params, page }))}
            />
          </>
        )}
      </div>
    </div>
  );
}
