import { type ClientSortField, clientSortFields, messages } from '@advice/domain';
import type { ListParams } from './clients.api.ts';

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
