import { messages } from '@advice/domain';
import { describe, expect, it } from 'vitest';
import { listQuery } from './clients.api.ts';
import { clientSearchError, formatMoney, paramsFrom, paramsTo } from './clients.list-state.ts';
import { videoProblem } from './clients.video.ts';

describe('client list state', () => {
  it('reads the URL with safe defaults and writes back only what differs', () => {
    const params = paramsFrom(new URLSearchParams('page=3&sort=net_worth&direction=asc&kind=prospect&tag=t1'));
    expect(params).toEqual({ page: 3, search: '', tag: 't1', kind: 'prospect', sort: 'net_worth', direction: 'asc' });
    expect(paramsFrom(new URLSearchParams('sort=shoe_size&page=-2&kind=alien'))).toMatchObject({ page: 1, sort: 'created_at', kind: '' });
    expect(paramsTo({ page: 1, search: '', tag: '', kind: '', sort: 'created_at', direction: 'desc' })).toEqual({});
  });

  it('shows the 3-character search message early and leaves short terms out of the query', () => {
    expect(clientSearchError('ab')).toBe(messages['errors.searchMin']);
    expect(clientSearchError('  ')).toBeUndefined();
    expect(clientSearchError('abc')).toBeUndefined();
    const base = { search: 'ab', tag: '', kind: '' as const, sort: 'name' as const, direction: 'asc' as const };
    expect(listQuery(base)).toEqual({ sort: 'name', direction: 'asc' });
    expect(listQuery({ ...base, search: 'abc', tag: 'x' })).toEqual({ sort: 'name', direction: 'asc', search: 'abc', client_tag_ids: 'x' });
  });

  it('formats whole pounds and a missing value', () => {
    expect(formatMoney(1_250_000)).toBe('£1,250,000');
    expect(formatMoney(null)).toBe('—');
  });
});

describe('welcome video check', () => {
  it('accepts an mp4 up to 25 MB and refuses others with the server’s messages', () => {
    expect(videoProblem({ name: 'hi.mp4', type: 'video/mp4', size: 26_214_400 })).toBeUndefined();
    expect(videoProblem({ name: 'hi.mp4', type: 'video/mp4', size: 26_214_401 })).toBe('The welcome video must be 25 MB or smaller.');
    expect(videoProblem({ name: 'hi.mov', type: 'video/quicktime', size: 10 })).toBe('The welcome video must be an MP4 file.');
    expect(videoProblem(null)).toBeUndefined();
  });
});
