import { type ClientSortField, clientSortFields, messages, type Role, type SortDirection } from '@advice/domain';
import type { ListParams } from './clients.api.ts';

/** A list sorted by a name starts at A; one sorted by a date or an amount starts at the latest or largest. */
export function firstDirectionOf(sort: ClientSortField): SortDirection {
  return sort === 'name' || sort === 'adviser' ? 'asc' : 'desc';
}

/** The direction a column's header sorts in when clicked: its first direction, or the other way round if it already sorts. */
export function nextDirection(current: Pick<ListParams, 'sort' | 'direction'>, sort: ClientSortField): SortDirection {
  if (current.sort !== sort) return firstDirectionOf(sort);
  return current.direction === 'asc' ? 'desc' : 'asc';
}

/** Directors and practice admins see the clients of several advisers, so the list says whose each client is. */
export function showsAdviserColumn(role: Role): boolean {
  return role === 'director' || role === 'admin';
}

/** The list's state lives in the URL so a page can be shared and the back button works. */
export function paramsFrom(search: URLSearchParams): ListParams {
  const sort = search.get('sort');
  const kind = search.get('kind');
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    search: search.get('search') ?? '',
    tag: search.get('tag') ?? '',
    kind: kind === 'client' || kind === 'prospect' ? kind : '',
    sort: clientSortFields.includes(sort as ClientSortField) ? (sort as ClientSortField) : 'created_at',
    direction: search.get('direction') === 'asc' ? 'asc' : 'desc',
  };
}

export function paramsTo(p: ListParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (p.page > 1) out.page = String(p.page);
  if (p.search) out.search = p.search;
  if (p.tag) out.tag = p.tag;
  if (p.kind) out.kind = p.kind;
  if (p.sort !== 'created_at') out.sort = p.sort;
  if (p.direction !== 'desc') out.direction = p.direction;
  return out;
}

/** The same 3-character rule as the server's, shown as the user types. */
export function clientSearchError(term: string): string | undefined {
  const length = term.trim().length;
  return length > 0 && length < 3 ? messages['errors.searchMin'] : undefined;
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export function formatMoney(value: number | null): string {
  return value === null ? '—' : pounds.format(value);
}
