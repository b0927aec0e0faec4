import { allows, type ClientListItem, type ClientSortField } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../../lib/breakpoints.ts';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { DownloadIcon } from '../../../ui/icons.tsx';
import {
  Avatar,
  Button,
  ButtonLink,
  CardList,
  CardListItem,
  EmptyState,
  Select,
  Spinner,
  StatusBadge,
  TextField,
} from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { BatchPackLinks } from '../../cases/batch/batch-links.tsx';
import { useFeature } from '../../practice/practice.api.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { downloadClientList, type ListParams, useClientList, useTagChoices } from './clients.api.ts';
import { clientSearchError, formatMoney, paramsFrom, paramsTo } from './clients.list-state.ts';
import { ClientsPager } from './clients-parts.tsx';
import { FollowAllButtons } from './follow-all-buttons.tsx';
import '../../../ui/table.css';
import './clients.css';
import { accountStatusTone } from '../account-status.ts';

const columns: { key: ClientSortField; label: CatalogueKey }[] = [
  { key: 'name', label: 'clients.col.client' },
  { key: 'last_activity', label: 'clients.col.lastActivity' },
  { key: 'est_total_case_size', label: 'clients.col.caseSize' },
  { key: 'net_worth', label: 'clients.col.netWorth' },
  { key: 'created_at', label: 'clients.col.created' },
  { key: 'invited_at', label: 'clients.col.invited' },
];

/** The client list: filters, sortable columns, pagination and export; a card list on phones. */
export function ClientsPage() {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  useDocumentTitle(t('clients.title'));
  const user = useSignedInUser();
  const isDesktop = useIsDesktop();
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const [term, setTerm] = useState(params.search);
  const searchError = clientSearchError(term);
  const list = useClientList(params);
  const tags = useTagChoices();
  const update = (patch: Partial<ListParams>) => setSearch(paramsTo({ ...params, page: 1, ...patch }));
  const hasFilters = Boolean(params.search || params.tag || params.kind);
  const canInviteProspects = useFeature('inviteProspectiveClient');

  const sortBy = (key: ClientSortField) =>
    update({ sort: key, direction: params.sort === key && params.direction === 'desc' ? 'asc' : 'desc' });

  return (
    <div className="page clients">
      <header className="page-header clients__header">
        <div>
          <h1>{t('clients.title')}</h1>
          <p className="page__lead">{t('clients.lead')}</p>
        </div>
        <div className="clients__actions">
          {allows(user, 'clients.create') ? <ButtonLink to="/clients/new">{t('clients.create')}</ButtonLink> : null}
          {canInviteProspects && allows(user, 'prospects.invite') ? (
            <ButtonLink to="/clients/new-prospect" variant="secondary">
              {t('clients.invite')}
            </ButtonLink>
          ) : null}
        </div>
      </header>
      <nav className="clients__links" aria-label={t('clients.title')}>
        {canInviteProspects ? <Link to="/clients/invitations">{t('clients.invitations')}</Link> : null}
        {allows(user, 'prospects.assign') ? <Link to="/clients/awaiting">{t('clients.awaiting')}</Link> : null}
        {allows(user, 'clients.createInBulk') ? <Link to="/clients/bulk">{t('clients.bulk')}</Link> : null}
        <BatchPackLinks />
        <FollowAllButtons />
      </nav>
      <search className="clients__filters">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!searchError) update({ search: term.trim() });
          }}
        >
          <TextField
            label={t('clients.search')}
            description={t('clients.searchHint')}
            type="search"
            value={term}
            error={searchError}
            onChange={(event) => {
              setTerm(event.target.value);
              const next = event.target.value.trim();
              if (next.length === 0 || next.length >= 3) update({ search: next });
            }}
          />
        </form>
        <Select
          label={t('clients.tag')}
          value={params.tag}
          options={[{ value: '', label: t('clients.allTags') }, ...(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))]}
          onChange={(event) => update({ tag: event.target.value })}
        />
        <Select
          label={t('clients.kind')}
          value={params.kind}
          options={[
            { value: '', label: t('clients.kindAll') },
            { value: 'client', label: t('clients.kindClient') },
            { value: 'prospect', label: t('clients.kindProspect') },
          ]}
          onChange={(event) => update({ kind: event.target.value as ListParams['kind'] })}
        />
        {allows(user, 'clients.export') ? (
          <Button variant="secondary" icon={<DownloadIcon />} className="clients__export" onClick={() => void downloadClientList(params)}>
            {t('clients.export')}
          </Button>
        ) : null}
      </search>
      {list.isPending ? (
        <Spinner />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState
          title={t(hasFilters ? 'clients.noMatchTitle' : 'clients.emptyTitle')}
          action={hasFilters ? null : <ButtonLink to="/clients/new">{t('clients.create')}</ButtonLink>}
        >
          <p>{t(hasFilters ? 'clients.noMatchText' : 'clients.emptyText')}</p>
        </EmptyState>
      ) : list.data ? (
        <>
          {isDesktop ? (
            <section
              className="table-scroll"
              aria-label={t('clients.listLabel')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
              tabIndex={0}
            >
              <table className="ui-table clients__table" aria-label={t('clients.listLabel')}>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th
                        key={column.key}
                        scope="col"
                        aria-sort={params.sort === column.key ? (params.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        <button type="button" className="clients__sort" onClick={() => sortBy(column.key)}>
                          {tk(column.label)}
                          <span aria-hidden="true">{params.sort === column.key ? (params.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                        </button>
                      </th>
                    ))}
                    <th scope="col">{t('clients.col.tags')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((client) => (
                    <ClientRow key={client.id} client={client} />
                  ))}
                </tbody>
              </table>
            </section>
          ) : (
            <CardList label={t('clients.listLabel')}>
              {list.data.items.map((client) => (
                <ClientCard key={client.id} client={client} />
              ))}
            </CardList>
          )}
          <ClientsPager
            label={t('clients.listLabel')}
            pagination={list.data.pagination}
            page={params.page}
            summary={t('clients.page', { page: params.page, pages: list.data.pagination.totalPages, total: list.data.pagination.total })}
            onPage={(page) => update({ page })}
          />
        </>
      ) : null}
    </div>
  );
}

const statusLabels: Record<string, CatalogueKey> = {
  invited: 'clients.invitedStatus',
  invitation_cancelled: 'clients.invitationCancelledStatus',
  deactivated: 'clients.deactivatedStatus',
};

function ClientName({ client }: { client: ClientListItem }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  return (
    <div className="clients__who">
      <Avatar firstName={client.first_name} lastName={client.last_name} url={client.avatar_url} />
      <div>
        <Link to={`/clients/${client.id}`} className="clients__name">
          {client.first_name} {client.last_name}
        </Link>
        {client.kind === 'prospect' ? <span className="clients__badge">{t('clients.prospect')}</span> : null}
        {client.status !== 'active' ? (
          <StatusBadge tone={accountStatusTone(client.status)}>
            {tk(statusLabels[client.status] ?? 'clients.deactivatedStatus')}
          </StatusBadge>
        ) : null}
        <div className="clients__email">{client.email}</div>
      </div>
    </div>
  );
}

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');

function ClientRow({ client }: { client: ClientListItem }) {
  return (
    <tr>
      <td>
        <ClientName client={client} />
      </td>
      <td>{dateOrDash(client.last_activity_at)}</td>
      <td>{formatMoney(client.est_total_case_size)}</td>
      <td>{formatMoney(client.net_worth)}</td>
      <td>{formatDate(client.created_at)}</td>
      <td>{dateOrDash(client.invited_at)}</td>
      <td>{client.tags.map((tag) => tag.name).join(', ') || '—'}</td>
    </tr>
  );
}

function ClientCard({ client }: { client: ClientListItem }) {
  const { t } = useTranslation();
  return (
    <CardListItem>
      <ClientName client={client} />
      <dl>
        <dt>{t('clients.col.lastActivity')}</dt>
        <dd>{dateOrDash(client.last_activity_at)}</dd>
        <dt>{t('clients.col.netWorth')}</dt>
        <dd>{formatMoney(client.net_worth)}</dd>
        <dt>{t('clients.col.caseSize')}</dt>
        <dd>{formatMoney(client.est_total_case_size)}</dd>
        <dt>{t('clients.col.created')}</dt>
        <dd>{formatDate(client.created_at)}</dd>
        {client.tags.length > 0 ? (
          <>
            <dt>{t('clients.col.tags')}</dt>
            <dd>{client.tags.map((tag) => tag.name).join(', ')}</dd>
          </>
        ) : null}
      </dl>
    </CardListItem>
  );
}
