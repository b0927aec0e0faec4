import { allows, type ClientSortField } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../../lib/breakpoints.ts';
import { DownloadIcon } from '../../../ui/icons.tsx';
import { Button, ButtonLink, EmptyState, Select, Spinner, TextField } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { BatchPackLinks } from '../../cases/batch/batch-links.tsx';
import { useFeature } from '../../practice/practice.api.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { downloadClientList, type ListParams, useClientList, useTagChoices } from './clients.api.ts';
import { clientSearchError, nextDirection, paramsFrom, paramsTo, showsAdviserColumn } from './clients.list-state.ts';
import { ClientCards, ClientSortSelect, ClientTable } from './clients-list.tsx';
import { ClientsPager } from './clients-parts.tsx';
import { FollowAllButtons } from './follow-all-buttons.tsx';
import '../../../ui/table.css';
import './clients.css';
import { FeatureHelp } from '../../help/feature-help.tsx';

/** The client list: filters, sortable columns, pagination and export; a card list on phones. */
export function ClientsPage() {
  const { t } = useTranslation();
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
  const showsAdviser = showsAdviserColumn(user.role);
  const sortBy = (sort: ClientSortField) => update({ sort, direction: nextDirection(params, sort) });

  return (
    <div className="page clients">
      <header className="page-header clients__header">
        <div>
          <h1>{t('clients.title')}</h1>
          <p className="page__lead">{t('clients.lead')}</p>
          <FeatureHelp feature="clients" />
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
        {isDesktop ? null : <ClientSortSelect showsAdviser={showsAdviser} sorting={params} onSort={update} />}
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
            <ClientTable
              clients={list.data.items}
              label={t('clients.listLabel')}
              showsAdviser={showsAdviser}
              sorting={params}
              onSort={sortBy}
            />
          ) : (
            <ClientCards clients={list.data.items} label={t('clients.listLabel')} showsAdviser={showsAdviser} />
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
