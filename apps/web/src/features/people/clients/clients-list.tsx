import type { ClientListItem, ClientSortField, SortDirection } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Avatar, CardList, CardListItem, Select, StatusBadge } from '../../../ui/index.ts';
import { accountStatusTone } from '../account-status.ts';
import type { ListParams } from './clients.api.ts';
import { formatMoney } from './clients.list-state.ts';

type Sorting = Pick<ListParams, 'sort' | 'direction'>;

const columnLabels: Record<ClientSortField, CatalogueKey> = {
  name: 'clients.col.client',
  adviser: 'clients.col.adviser',
  last_activity: 'clients.col.lastActivity',
  est_total_case_size: 'clients.col.caseSize',
  net_worth: 'clients.col.netWorth',
  created_at: 'clients.col.created',
  invited_at: 'clients.col.invited',
};

const sortLabels: Record<ClientSortField, Record<SortDirection, CatalogueKey>> = {
  name: { asc: 'clients.sort.name.asc', desc: 'clients.sort.name.desc' },
  adviser: { asc: 'clients.sort.adviser.asc', desc: 'clients.sort.adviser.desc' },
  last_activity: { desc: 'clients.sort.last_activity.desc', asc: 'clients.sort.last_activity.asc' },
  est_total_case_size: { desc: 'clients.sort.est_total_case_size.desc', asc: 'clients.sort.est_total_case_size.asc' },
  net_worth: { desc: 'clients.sort.net_worth.desc', asc: 'clients.sort.net_worth.asc' },
  created_at: { desc: 'clients.sort.created_at.desc', asc: 'clients.sort.created_at.asc' },
  invited_at: { desc: 'clients.sort.invited_at.desc', asc: 'clients.sort.invited_at.asc' },
};

/** The columns in order; the adviser's only for those who see the clients of several advisers. */
function sortableColumns(showsAdviser: boolean): ClientSortField[] {
  const all: ClientSortField[] = ['name', 'adviser', 'last_activity', 'est_total_case_size', 'net_worth', 'created_at', 'invited_at'];
  return showsAdviser ? all : all.filter((column) => column !== 'adviser');
}

const numericColumns = new Set<ClientSortField>(['est_total_case_size', 'net_worth']);

type ListProps = { clients: ClientListItem[]; label: string; showsAdviser: boolean };

/** The client list as a table with a sorting button in each column's header (tablets and wider). */
export function ClientTable({
  clients,
  label,
  showsAdviser,
  sorting,
  onSort,
}: ListProps & { sorting: Sorting; onSort: (sort: ClientSortField) => void }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  return (
    <section
      className="table-scroll"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className="ui-table clients__table" aria-label={label}>
        <thead>
          <tr>
            {sortableColumns(showsAdviser).map((column) => {
              const isSorted = sorting.sort === column;
              return (
                <th
                  key={column}
                  scope="col"
                  className={numericColumns.has(column) ? 'ui-table__num' : undefined}
                  aria-sort={isSorted ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button type="button" className="clients__sort" data-sorted={isSorted || undefined} onClick={() => onSort(column)}>
                    {tk(columnLabels[column])}
                    <span className="clients__sort-mark" aria-hidden="true">
                      {isSorted ? (sorting.direction === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.id}>
              <td className="clients__client-cell">
                <ClientName client={client} isInTable />
              </td>
              {showsAdviser ? <td>{client.adviser_name ?? t('clients.noAdviser')}</td> : null}
              <td className="ui-table__nowrap">{dateOrDash(client.last_activity_at)}</td>
              <td className="ui-table__num">{formatMoney(client.est_total_case_size)}</td>
              <td className="ui-table__num">{formatMoney(client.net_worth)}</td>
              <td className="ui-table__nowrap">{formatDate(client.created_at)}</td>
              <td className="ui-table__nowrap">{dateOrDash(client.invited_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The client list as cards (phones), where a select takes the place of the column headers' sorting. */
export function ClientCards({ clients, label, showsAdviser }: ListProps) {
  const { t } = useTranslation();
  return (
    <CardList label={label}>
      {clients.map((client) => (
        <CardListItem key={client.id} className="clients__card">
          <ClientName client={client} />
          <dl>
            {showsAdviser ? (
              <>
                <dt>{t('clients.col.adviser')}</dt>
                <dd>{client.adviser_name ?? t('clients.noAdviser')}</dd>
              </>
            ) : null}
            <dt>{t('clients.col.lastActivity')}</dt>
            <dd>{dateOrDash(client.last_activity_at)}</dd>
            <dt>{t('clients.col.netWorth')}</dt>
            <dd>{formatMoney(client.net_worth)}</dd>
            <dt>{t('clients.col.caseSize')}</dt>
            <dd>{formatMoney(client.est_total_case_size)}</dd>
            <dt>{t('clients.col.created')}</dt>
            <dd>{formatDate(client.created_at)}</dd>
            {client.invited_at ? (
              <>
                <dt>{t('clients.col.invited')}</dt>
                <dd>{formatDate(client.invited_at)}</dd>
              </>
            ) : null}
            {client.tags.length > 0 ? (
              <>
                <dt>{t('clients.col.tags')}</dt>
                <dd>
                  <ClientTags tags={client.tags} />
                </dd>
              </>
            ) : null}
          </dl>
        </CardListItem>
      ))}
    </CardList>
  );
}

/** Every sort the list offers, each in both directions, as one choice: the cards have no column headers to click. */
export function ClientSortSelect({
  showsAdviser,
  sorting,
  onSort,
}: {
  showsAdviser: boolean;
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
}) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const options = sortableColumns(showsAdviser).flatMap((column) =>
    (Object.keys(sortLabels[column]) as SortDirection[]).map((direction) => ({
      value: `${column}:${direction}`,
      label: tk(sortLabels[column][direction]),
    })),
  );
  return (
    <Select
      label={t('clients.sortBy')}
      value={`${sorting.sort}:${sorting.direction}`}
      options={options}
      onChange={(event) => {
        const [sort, direction] = event.target.value.split(':') as [ClientSortField, SortDirection];
        onSort({ sort, direction });
      }}
    />
  );
}

const statusLabels: Record<string, CatalogueKey> = {
  invited: 'clients.invitedStatus',
  invitation_cancelled: 'clients.invitationCancelledStatus',
  deactivated: 'clients.deactivatedStatus',
};

/**
 * The client's name, kind and status and e-mail address; on a card their avatar too, in the table (where
 * seven columns share the width) their tags instead. The address stays on one line, cut short with an
 * ellipsis where the column is too narrow, never broken mid-word; it shows whole on hover.
 */
function ClientName({ client, isInTable = false }: { client: ClientListItem; isInTable?: boolean }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  return (
    <div className="clients__who">
      {isInTable ? null : <Avatar firstName={client.first_name} lastName={client.last_name} url={client.avatar_url} />}
      <div className="clients__identity">
        <div className="clients__title">
          <Link to={`/clients/${client.id}`} className="clients__name">
            {client.first_name} {client.last_name}
          </Link>
          {client.kind === 'prospect' ? <span className="clients__badge">{t('clients.prospect')}</span> : null}
          {client.status !== 'active' ? (
            <StatusBadge tone={accountStatusTone(client.status)}>
              {tk(statusLabels[client.status] ?? 'clients.deactivatedStatus')}
            </StatusBadge>
          ) : null}
        </div>
        <span className="clients__email clients__email--cut" title={client.email}>
          {client.email}
        </span>
        {isInTable && client.tags.length > 0 ? <ClientTags tags={client.tags} label={t('clients.col.tags')} /> : null}
      </div>
    </div>
  );
}

function ClientTags({ tags, label }: { tags: ClientListItem['tags']; label?: string }) {
  return (
    <ul className="clients__tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>{tag.name}</li>
      ))}
    </ul>
  );
}

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');
