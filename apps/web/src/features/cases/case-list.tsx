import { type CaseStatus, type CaseSummary, type CaseType, caseStatuses, caseTypes } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../lib/breakpoints.ts';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Button, CardList, CardListItem, EmptyState, Pager, Select, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { CaseStatusBadge, NotSentNote, useTypeLabel } from './case-parts.tsx';
import { type CaseListParams, useCaseList } from './cases.api.ts';
import '../../ui/table.css';
import './cases.css';

function paramsFrom(search: URLSearchParams): CaseListParams {
  const page = Number(search.get('page'));
  const type = search.get('type') ?? '';
  const status = search.get('status') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    type: (caseTypes as readonly string[]).includes(type) ? (type as CaseType) : '',
    status: (caseStatuses as readonly string[]).includes(status) ? (status as CaseStatus) : '',
  };
}

type CaseListProps = {
  clientId?: string;
  showClient: boolean;
  /** What an empty list (no filters) says to do, with its action. */
  empty: { text: string; action?: ReactNode };
};

/** Cases filtered by type and status (kept in the URL), paginated; a table on wide screens and cards on phones. */
export function CaseList({ clientId, showClient, empty }: CaseListProps) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const typeLabel = useTypeLabel();
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const list = useCaseList(params, clientId);
  const isDesktop = useIsDesktop();
  const update = (patch: Partial<CaseListParams>) => {
    const next = { ...params, page: 1, ...patch };
    setSearch(
      Object.fromEntries(
        Object.entries({ type: next.type, status: next.status, page: next.page > 1 ? String(next.page) : '' }).filter(([, v]) => v),
      ),
    );
  };
  const hasFilters = Boolean(params.type || params.status);

  return (
    <>
      <search className="cases__filters">
        <Select
          label={t('cases.list.type')}
          value={params.type}
          options={[{ value: '', label: t('cases.list.allTypes') }, ...caseTypes.map((type) => ({ value: type, label: typeLabel(type) }))]}
          onChange={(event) => update({ type: event.target.value as CaseType | '' })}
        />
        <Select
          label={t('cases.list.status')}
          value={params.status}
          options={[
            { value: '', label: t('cases.list.allStatuses') },
            ...caseStatuses.map((status) => ({ value: status, label: tk(`cases.status.${status}`) })),
          ]}
          onChange={(event) => update({ status: event.target.value as CaseStatus | '' })}
        />
      </search>
      <div aria-live="polite" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <EmptyState title={t('error.title')} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
            <p>{t('common.fetchFailed')}</p>
          </EmptyState>
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title={t(hasFilters ? 'cases.list.noMatchTitle' : 'cases.list.emptyTitle')}
            action={
              hasFilters ? (
                <Button variant="secondary" onClick={() => update({ type: '', status: '' })}>
                  {t('cases.list.clearFilters')}
                </Button>
              ) : (
                empty.action
              )
            }
          >
            <p>{hasFilters ? t('cases.list.noMatchText') : empty.text}</p>
          </EmptyState>
        ) : (
          <>
            {isDesktop ? (
              <CaseTable items={list.data.items} showClient={showClient} />
            ) : (
              <CardList label={t('cases.list.label')}>
                {list.data.items.map((item) => (
                  <CaseCard key={item.id} item={item} showClient={showClient} />
                ))}
              </CardList>
            )}
            <Pager
              label={t('cases.list.label')}
              pagination={list.data.pagination}
              page={params.page}
              summary={t('cases.list.page', {
                page: params.page,
                pages: list.data.pagination.totalPages,
                total: list.data.pagination.total,
              })}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </div>
    </>
  );
}

function CaseTable({ items, showClient }: { items: CaseSummary[]; showClient: boolean }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  return (
    <section
      className="table-scroll"
      aria-label={t('cases.list.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className="ui-table">
        <caption className="visually-hidden">{t('cases.list.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cases.col.name')}</th>
            {showClient ? <th scope="col">{t('cases.col.client')}</th> : null}
            <th scope="col">{t('cases.col.type')}</th>
            <th scope="col">{t('cases.col.status')}</th>
            <th scope="col">{t('cases.col.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={`/client-cases/${item.id}`} className="cases__name">
                  {item.name}
                </Link>
              </td>
              {showClient ? (
                <td>
                  <Link to={`/clients/${item.client.id}/cases`}>{personName(item.client)}</Link>
                </td>
              ) : null}
              <td>{typeLabel(item.type)}</td>
              <td>
                <CaseStatusBadge status={item.status} />
                <NotSentNote item={item} isShort />
              </td>
              <td>{formatDate(item.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function CaseCard({ item, showClient }: { item: CaseSummary; showClient: boolean }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  return (
    <CardListItem>
      <Link to={`/client-cases/${item.id}`} className="cases__name">
        {item.name}
      </Link>
      <p className="cases__card-meta">
        <CaseStatusBadge status={item.status} />
        <NotSentNote item={item} isShort />
        <span>{typeLabel(item.type)}</span>
      </p>
      <dl>
        {showClient ? (
          <>
            <dt>{t('cases.col.client')}</dt>
            <dd>{personName(item.client)}</dd>
          </>
        ) : null}
        <dt>{t('cases.col.updated')}</dt>
        <dd>{formatDate(item.updated_at)}</dd>
      </dl>
    </CardListItem>
  );
}
